import type { ReactNode } from "react";
import type { Agenda } from "../../lib/collections/agendas.ts";
import type { Guideline } from "../../lib/collections/guidelines.ts";
import { formatLongDate } from "../../lib/club-time/index.ts";
import { AgendaSection, CircleTime, ClubGuidelines } from "../agenda-sections.tsx";
import { useWords } from "../../lib/words.tsx";
import { MarkdownField } from "./markdown-field.tsx";

const questionFields = ["question_1", "question_2", "question_3"] as const;

interface AgendaEditorProps {
  agenda: Agenda;
  /** The club's guidelines; null while none are stored. */
  guidelines: Guideline[] | null;
  /** The meeting's title, start and whether it has ended, as the settings above now read. */
  title: string;
  start: string;
  isEnded: boolean;
  timeZone: string;
}

/**
 * The agenda's seven fields in Manage Meeting's form, laid out with the public agenda's own
 * blocks, so organisers edit in the shape visitors will see. Each field is named by its
 * attribute, as the action reads it (meetingDraftFromForm).
 */
export function AgendaEditor(props: AgendaEditorProps) {
  const { agenda } = props;
  const words = useWords();
  return (
    <section className="agenda-editor" aria-labelledby="agenda-editor-title">
      <header className="agenda-header">
        <div className="agenda-heading">
          <p className="agenda-editor-eyebrow">{words.t("agenda.title")}</p>
          <h2 id="agenda-editor-title" className="agenda-editor-title">
            {props.title.trim() || words.t("admin.untitled")}
          </h2>
          <p className="agenda-when">
            <time dateTime={props.start}>
              {formatLongDate(props.start, props.timeZone, words.intlTag)}
            </time>
          </p>
          {props.isEnded && (
            <p className="notice notice-ended">{words.t("admin.agenda.concluded")}</p>
          )}
        </div>
      </header>
      <div className="agenda-body">
        <ClubGuidelines guidelines={props.guidelines} />
        <AgendaSection
          id="the-gay-agenda"
          title={words.t("agenda.theGayAgenda")}
          className="the-gay-agenda"
        >
          <TextField
            id="agenda-preview"
            name="agenda_preview"
            label={words.t("admin.agenda.preview")}
            value={agenda.agenda_preview}
            isMultiline
          />
        </AgendaSection>
        <CircleTime
          questions={questionFields.map((field, index) => (
            <TextField
              key={field}
              id={`question-${index + 1}`}
              name={field}
              label={words.t("admin.agenda.question", { number: index + 1 })}
              value={agenda[field]}
              isMultiline
            />
          ))}
        />
        <AgendaSection
          id="quote-of-the-day"
          title={words.t("agenda.quoteOfTheDay")}
          className="quote-of-the-day"
        >
          <TextField
            id="quote-text"
            name="quote_text"
            label={words.t("admin.agenda.quote")}
            value={agenda.quote_text}
            hint={words.t("admin.agenda.quoteHint")}
          />
          <TextField
            id="quote-author"
            name="quote_author"
            label={words.t("admin.agenda.quoteAuthor")}
            value={agenda.quote_author}
          />
        </AgendaSection>
        <section className="agenda-section agenda-extra" aria-labelledby="everything-else-label">
          <p id="everything-else-label" className="admin-label">
            {words.t("admin.agenda.everythingElse")}
          </p>
          <p className="admin-hint">{words.t("admin.agenda.markdownHint")}</p>
          <MarkdownField
            name="everything_else"
            labelId="everything-else-label"
            defaultValue={agenda.everything_else}
          />
        </section>
      </div>
    </section>
  );
}

interface TextFieldProps {
  id: string;
  name: keyof Agenda;
  label: string;
  value: string;
  hint?: ReactNode;
  isMultiline?: boolean;
}

function TextField({ id, name, label, value, hint, isMultiline = false }: TextFieldProps) {
  const hintId = `${id}-hint`;
  const shared = {
    id,
    name,
    defaultValue: value,
    "aria-describedby": hint === undefined ? undefined : hintId,
  };
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      {isMultiline ? <textarea rows={3} {...shared} /> : <input type="text" {...shared} />}
      {hint !== undefined && (
        <p className="admin-hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}
