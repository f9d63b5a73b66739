import {
  accentFailure,
  ACCENT_PATTERN,
  type AccentColours as Accents,
  type Scheme,
} from "../../../lib/look/accent-contrast.ts";
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
  onChange(key: "accent_light" | "accent_dark", value: string): void;
}

/**
 * The club's accent colours (decision 0114): a colour for each scheme, typed or picked, each
 * checked as it changes against every text it would colour, and the home page previewed with
 * them before anything is saved.
 */
export function AccentColours({ light, dark, problems, onChange }: AccentColoursProps) {
  const words = useWords();
  const values: Record<Scheme, string> = { light, dark };
  const previewed: Accents = {
    light: ACCENT_PATTERN.test(light) ? light : null,
    dark: ACCENT_PATTERN.test(dark) ? dark : null,
  };
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
        const describedBy = [`${id}-hint`, problem === null ? null : `${id}-problem`]
          .filter((part) => part !== null)
          .join(" ");
        return (
          <div key={key} className="admin-field club-setting">
            <label htmlFor={id}>{label}</label>
            <div className="accent-inputs">
              <input
                id={id}
                type="text"
                value={values[scheme]}
                placeholder={SITE_OWN[scheme]}
                spellCheck={false}
                autoComplete="off"
                aria-invalid={problem !== null || undefined}
                aria-describedby={describedBy}
                onChange={(event) => onChange(key, event.target.value)}
              />
              <input
                type="color"
                className="accent-picker"
                value={ACCENT_PATTERN.test(value) ? value.toLowerCase() : SITE_OWN[scheme]}
                aria-label={words.t("look.accent.picker", { label })}
                onChange={(event) => onChange(key, event.target.value)}
              />
              {value !== "" && (
                <button
                  type="button"
                  className="button button-ghost"
                  onClick={() => onChange(key, "")}
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
      <HomePreview accent={previewed} />
    </section>
  );
}
