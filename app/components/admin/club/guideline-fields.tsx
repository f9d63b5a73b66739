import {
  GUIDELINE_COLOURS,
  MOST_GUIDELINES,
  type Guideline,
  type GuidelineColour,
} from "../../../lib/collections/guidelines.ts";
import { useWords } from "../../../lib/words.tsx";
import type { MessageId } from "../../../../i18n/translate.ts";
import { ListEntryTools, movedFocus } from "./list-entry-tools.tsx";

const COLOUR_WORDS: Record<GuidelineColour, MessageId> = {
  red: "clubRules.colourRed",
  orange: "clubRules.colourOrange",
  yellow: "clubRules.colourYellow",
  green: "clubRules.colourGreen",
  blue: "clubRules.colourBlue",
  purple: "clubRules.colourPurple",
};

/** The names of guideline `index`'s fields, as posted. */
export function guidelineFieldNames(index: number) {
  return { text: `${index}.text`, colour: `${index}.colour` };
}

interface GuidelineFieldsProps {
  draft: readonly Guideline[];
  /** The problem at a field ("2.text"), in words, or null. */
  problemOf(key: string): string | null;
  listProblem: string | null;
  /** The intent of the form that drew this draft: after a move, the focus follows the entry. */
  lastIntent: string | null;
}

/** Each guideline's words and colour, with the buttons that move, remove and add them. */
export function GuidelineFields({
  draft,
  problemOf,
  listProblem,
  lastIntent,
}: GuidelineFieldsProps) {
  const words = useWords();
  return (
    <section className="admin-card" aria-labelledby="list-heading">
      <h2 id="list-heading">{words.t("clubRules.listHeading")}</h2>
      <ol className="list-entries">
        {draft.map((entry, index) => {
          const name = words.t("clubRules.entry", { number: index + 1 });
          const problem = problemOf(`${index}.text`);
          const fields = guidelineFieldNames(index);
          const id = `guideline-${index}`;
          return (
            <li key={index} className="list-entry">
              <div className="admin-field">
                <label htmlFor={`${id}-text`}>{name}</label>
                <input
                  id={`${id}-text`}
                  name={fields.text}
                  type="text"
                  defaultValue={entry.text}
                  autoFocus={lastIntent === "add" && index === draft.length - 1}
                  aria-invalid={problem !== null || undefined}
                  aria-describedby={problem === null ? undefined : `${id}-problem`}
                />
                {problem !== null && (
                  <p id={`${id}-problem`} className="field-problem">
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
                      name={fields.colour}
                      value={colour}
                      defaultChecked={entry.colour === colour}
                    />
                    <span className="colour-swatch" aria-hidden="true" />
                    {words.t(COLOUR_WORDS[colour])}
                  </label>
                ))}
              </fieldset>
              <ListEntryTools
                index={index}
                entryName={name}
                isFirst={index === 0}
                isLast={index === draft.length - 1}
                canRemove={draft.length > 1}
                focus={movedFocus(lastIntent, index)}
              />
            </li>
          );
        })}
      </ol>
      {listProblem !== null && <p className="field-problem">{listProblem}</p>}
      <p className="admin-hint">{words.t("clubRules.keepOne", { most: MOST_GUIDELINES })}</p>
      <button
        type="submit"
        name="intent"
        value="add"
        className="button button-secondary"
        disabled={draft.length >= MOST_GUIDELINES}
      >
        {words.t("clubRules.add")}
      </button>
    </section>
  );
}
