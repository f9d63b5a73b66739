import { accentFailure, ACCENT_PATTERN, type Scheme } from "../../../lib/look/accent-contrast.ts";
import { failureWords } from "../../../lib/look/accent-words.ts";
import { useWords } from "../../../lib/words.tsx";
import { HomePreview } from "./home-preview.tsx";

const FIELDS: { scheme: Scheme; key: "accent_light" | "accent_dark" }[] = [
  { scheme: "light", key: "accent_light" },
  { scheme: "dark", key: "accent_dark" },
];

// tokens.css's own accent of each scheme: the picker starts there while the field is empty.
const SITE_OWN: Record<Scheme, string> = { light: "#5b2180", dark: "#d9b3ff" };

const WORDS = {
  light: { label: "look.accent.lightLabel", hint: "look.accent.lightHint" },
  dark: { label: "look.accent.darkLabel", hint: "look.accent.darkHint" },
} as const;

interface AccentColoursProps {
  /** The fields' text: a `#rrggbb` colour, or "" for the site's own. */
  light: string;
  dark: string;
  /** What the save's check said of each field (shown when the field has no pair to name). */
  problems: Partial<Record<"accent_light" | "accent_dark", string>>;
}

/** The posted fields of accent `key`'s picker: the colour picked, and the one it was drawn with. */
export function accentPickerNames(key: "accent_light" | "accent_dark") {
  return { picked: `${key}-picked`, drawn: `${key}-drawn` };
}

/** The intent of the button putting the site's own colour back in accent `key`. */
export function accentResetIntent(key: "accent_light" | "accent_dark"): string {
  return `reset:${key}`;
}

/** The accent a form posted: the picker's colour when it was moved, else the field's text. */
export function accentPosted(typed: string, picked: string, drawn: string): string {
  return picked !== "" && picked !== drawn ? picked : typed;
}

/**
 * The club's accent colours (decision 0114): a colour for each scheme, typed or picked, each
 * checked against every text it would colour when the form is posted, and the home page beside.
 */
export function AccentColours({ light, dark, problems }: AccentColoursProps) {
  const words = useWords();
  const values: Record<Scheme, string> = { light, dark };
  return (
    <section className="admin-card" aria-labelledby="accent-colours-heading">
      <h2 id="accent-colours-heading">{words.t("look.accent.heading")}</h2>
      <p className="admin-hint">{words.t("look.accent.intro")}</p>
      {FIELDS.map(({ scheme, key }) => {
        const value = values[scheme].trim();
        const id = `setting-${key}`;
        const failure = ACCENT_PATTERN.test(value) ? accentFailure(value, scheme) : null;
        const problem =
          failure !== null
            ? words.t("look.accent.refused", { pair: failureWords(words, failure) })
            : value !== "" && !ACCENT_PATTERN.test(value)
              ? words.t("look.accent.format")
              : (problems[key] ?? null);
        const label = words.t(WORDS[scheme].label);
        const picked = ACCENT_PATTERN.test(value) ? value.toLowerCase() : SITE_OWN[scheme];
        const describedBy = [`${id}-hint`, problem === null ? null : `${id}-problem`]
          .filter((part) => part !== null)
          .join(" ");
        return (
          <div key={key} className="admin-field club-setting">
            <label htmlFor={id}>{label}</label>
            <div className="accent-inputs">
              <input
                id={id}
                name={key}
                type="text"
                defaultValue={values[scheme]}
                placeholder={SITE_OWN[scheme]}
                spellCheck={false}
                autoComplete="off"
                aria-invalid={problem !== null || undefined}
                aria-describedby={describedBy}
              />
              <input type="hidden" name={accentPickerNames(key).drawn} value={picked} />
              <input
                type="color"
                name={accentPickerNames(key).picked}
                className="accent-picker"
                defaultValue={picked}
                aria-label={words.t("look.accent.picker", { label })}
              />
              {value !== "" && (
                <button
                  type="submit"
                  name="intent"
                  value={accentResetIntent(key)}
                  className="button button-ghost"
                >
                  {words.t("look.accent.reset")}
                </button>
              )}
            </div>
            <p id={`${id}-hint`} className="admin-hint">
              {words.t(WORDS[scheme].hint)}
            </p>
            {problem !== null && (
              <p id={`${id}-problem`} className="field-problem">
                {problem}
              </p>
            )}
          </div>
        );
      })}
      <button type="submit" name="intent" value="check" className="button button-secondary">
        {words.t("look.accent.check")}
      </button>
      <HomePreview />
    </section>
  );
}
