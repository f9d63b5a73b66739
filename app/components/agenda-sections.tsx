import type { ReactNode } from "react";
import type { Agenda } from "../lib/collections/agendas.ts";
import { useWrittenIn } from "../lib/written-in.tsx";
import { useWords } from "../lib/words.tsx";
import { startingGuidelines, type Guideline } from "../lib/collections/guidelines.ts";

// The pieces of a meeting's agenda page. The admin editor lays its fields out with the same
// pieces, so organisers edit in the shape visitors will see.

interface ClubGuidelinesProps {
  /** The club's stored guidelines in the page's language; null while none are stored. */
  guidelines: readonly Guideline[] | null;
}

/** The guidelines block: each rule wears its colour, and its number says the same thing. */
export function ClubGuidelines({ guidelines }: ClubGuidelinesProps) {
  const words = useWords();
  const shown = guidelines ?? startingGuidelines((id) => words.t(id));
  return (
    <AgendaSection
      id="club-guidelines"
      title={words.t("agenda.guidelines")}
      className="guidelines-block"
    >
      <ol className="guideline-list">
        {shown.map((rule, index) => (
          <li key={index} className={`guideline guideline-${rule.colour}`}>
            <span className="guideline-number" aria-hidden="true">
              {index + 1}
            </span>
            <span className="guideline-text">{rule.text}</span>
          </li>
        ))}
      </ol>
      <p className="guidelines-more">
        <a href={words.path("/guidelines")}>{words.t("agenda.guidelinesMeaning")}</a>
      </p>
    </AgendaSection>
  );
}

interface AgendaSectionProps {
  /** The heading's id, which labels the section. */
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}

/** One titled block of the agenda ("The Gay Agenda", "Circle Time", ...). */
export function AgendaSection({ id, title, className, children }: AgendaSectionProps) {
  return (
    <section
      className={className ? `agenda-section ${className}` : "agenda-section"}
      aria-labelledby={id}
    >
      <h2 id={id} className="agenda-section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

interface CircleTimeProps {
  /** The meeting's questions after Name and Pronouns: text on the public page, inputs in the editor. */
  questions: ReactNode[];
}

/** The "Circle Time" block: everyone says their name and pronouns, then answers the questions. */
export function CircleTime({ questions }: CircleTimeProps) {
  const words = useWords();
  const lang = useWrittenIn();
  return (
    <AgendaSection id="circle-time" title={words.t("agenda.circleTime")} className="circle-time">
      <ol className="circle-time-list">
        <li>{words.t("agenda.name")}</li>
        <li>{words.t("agenda.pronouns")}</li>
        {questions.map((question, index) => (
          <li key={index} lang={lang}>
            {question}
          </li>
        ))}
      </ol>
      <p className="circle-time-note">{words.t("agenda.sharingOptional")}</p>
    </AgendaSection>
  );
}

interface QuoteOfTheDayProps {
  text: string;
  author: string;
}

/** The "Quote of the day" block. */
export function QuoteOfTheDay({ text, author }: QuoteOfTheDayProps) {
  const words = useWords();
  const lang = useWrittenIn();
  return (
    <AgendaSection
      id="quote-of-the-day"
      title={words.t("agenda.quoteOfTheDay")}
      className="quote-of-the-day"
    >
      <figure lang={lang}>
        <blockquote className="quote-text">{text}</blockquote>
        {author && <figcaption className="quote-author">{author}</figcaption>}
      </figure>
    </AgendaSection>
  );
}

/** The "The Gay Agenda" block: what the meeting is about. */
export function TheGayAgenda({ preview }: { preview: string }) {
  const words = useWords();
  const lang = useWrittenIn();
  return (
    <AgendaSection
      id="the-gay-agenda"
      title={words.t("agenda.theGayAgenda")}
      className="the-gay-agenda"
    >
      {preview.trim() ? (
        <p className="agenda-preview" lang={lang}>
          {preview}
        </p>
      ) : (
        <p className="agenda-empty">{words.t("agenda.comeAlong")}</p>
      )}
    </AgendaSection>
  );
}

/** The agenda's free-form Markdown part ("everything else"), already rendered. */
export function AgendaExtras({ children }: { children: ReactNode }) {
  const words = useWords();
  const lang = useWrittenIn();
  return (
    <section
      className="agenda-section agenda-extra"
      aria-label={words.t("agenda.more")}
      lang={lang}
    >
      {children}
    </section>
  );
}

/** The questions of Circle Time that an organiser wrote (empty ones are left out). */
export function circleTimeQuestions(
  agenda: Pick<Agenda, "question_1" | "question_2" | "question_3">,
) {
  return [agenda.question_1, agenda.question_2, agenda.question_3].filter(
    (question) => question.trim() !== "",
  );
}

interface AgendaBodyProps {
  agenda: Omit<Agenda, "everything_else">;
  /** everything_else, rendered; null when it is empty. */
  extras: ReactNode;
}

/** A written agenda as visitors see it; empty questions and an empty quote are left out. */
export function AgendaBody({ agenda, extras }: AgendaBodyProps) {
  return (
    <>
      <TheGayAgenda preview={agenda.agenda_preview} />
      <CircleTime questions={circleTimeQuestions(agenda)} />
      {agenda.quote_text.trim() && (
        <QuoteOfTheDay text={agenda.quote_text} author={agenda.quote_author} />
      )}
      {extras !== null && <AgendaExtras>{extras}</AgendaExtras>}
    </>
  );
}
