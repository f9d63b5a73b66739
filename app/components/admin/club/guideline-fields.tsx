import type { Dispatch, SetStateAction } from "react";
import { moved, type Keyed } from "../../../lib/admin/list-draft.ts";
import {
  GUIDELINE_COLOURS,
  MOST_GUIDELINES,
  type Guideline,
  type GuidelineColour,
} from "../../../lib/collections/guidelines.ts";
import { useWords } from "../../../lib/words.tsx";
import type { MessageId } from "../../../../i18n/translate.ts";
import { ListEntryTools } from "./list-entry-tools.tsx";

const COLOUR_WORDS: Record<GuidelineColour, MessageId> = {
  red: "clubRules.colourRed",
  orange: "clubRules.colourOrange",
  yellow: "clubRules.colourYellow",
  green: "clubRules.colourGreen",
  blue: "clubRules.colourBlue",
  purple: "clubRules.colourPurple",
};

interface GuidelineFieldsProps {
  draft: Keyed<Guideline>[];
  /** The problem at a field ("2.text"), in words, or null. */
  problemOf(key: string): string | null;
  listProblem: string | null;
  onChange: Dispatch<SetStateAction<Keyed<Guideline>[]>>;
  onAdd(): void;
}

/** Each guideline's words and colour, with the buttons that move, remove and add them. */
export function GuidelineFields({
  draft,
  problemOf,
  listProblem,
  onChange,
  onAdd,
}: GuidelineFieldsProps) {
  const words = useWords();
  const change = (index: number, patch: Partial<Guideline>) =>
    onChange((current) =>
      current.map((entry, at) => (at === index ? { ...entry, ...patch } : entry)),
    );
  return (
    <section className="admin-card" aria-labelledby="list-heading">
      <h2 id="list-heading">{words.t("clubRules.listHeading")}</h2>
      <ol className="list-entries">
        {draft.map((entry, index) => {
          const name = words.t("clubRules.entry", { number: index + 1 });
          const problem = problemOf(`${index}.text`);
          return (
            <li key={entry.key} className="list-entry">
              <div className="admin-field">
                <label htmlFor={`${entry.key}-text`}>{name}</label>
                <input
                  id={`${entry.key}-text`}
                  type="text"
                  value={entry.text}
                  aria-invalid={problem !== null || undefined}
                  aria-describedby={problem === null ? undefined : `${entry.key}-problem`}
                  onChange={(event) => change(index, { text: event.target.value })}
                />
                {problem !== null && (
                  <p id={`${entry.key}-problem`} className="field-problem">
                    {problem}
                  </p>
                )}
              </div>
              <fieldset className="colour-choice">
                <legend>{words.t("clubRules.colourOf", { number: index + 1 })}</legend>
                {GUIDELINE_COLOURS.map((colour) => (
                  <label key={colour} className={`colour-option guideline-${colour}`}>
                    <input
                      type="radio"
                      name={`${entry.key}-colour`}
                      value={colour}
                      checked={entry.colour === colour}
                      onChange={() => change(index, { colour })}
                    />
                    <span className="colour-swatch" aria-hidden="true" />
                    {words.t(COLOUR_WORDS[colour])}
                  </label>
                ))}
              </fieldset>
              <ListEntryTools
                entryKey={entry.key}
                entryName={name}
                isFirst={index === 0}
                isLast={index === draft.length - 1}
                canRemove={draft.length > 1}
                onMove={(by) => onChange((current) => moved(current, index, by))}
                onRemove={() => onChange((current) => current.filter((_, at) => at !== index))}
              />
            </li>
          );
        })}
      </ol>
      {listProblem !== null && <p className="field-problem">{listProblem}</p>}
      <p className="admin-hint">{words.t("clubRules.keepOne", { most: MOST_GUIDELINES })}</p>
      <button
        type="button"
        className="button button-secondary"
        disabled={draft.length >= MOST_GUIDELINES}
        onClick={onAdd}
      >
        {words.t("clubRules.add")}
      </button>
    </section>
  );
}
