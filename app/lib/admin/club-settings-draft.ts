import { clubSettingsSchema, type ClubSettings } from "../collections/club-settings.ts";

// The Club settings screen's draft: every field as the text in its input (lists of addresses
// as "a@x.org, b@x.org"), checked with the collection's schema at save, each problem at its field.

export type SettingsKey = keyof ClubSettings;

/** The screen's inputs, one text per setting. */
export type ClubSettingsDraft = Record<SettingsKey, string>;

const ADDRESS_LISTS = new Set<SettingsKey>(["leaders_emails", "co_leaders_emails"]);
// The mascot picture's size, which no input shows: "" while there is none.
const SIZES = new Set<SettingsKey>(["mascot_width", "mascot_height"]);

/** The draft of stored `settings`. */
export function settingsDraftFrom(settings: ClubSettings): ClubSettingsDraft {
  const entries = Object.entries(settings).map(([key, value]) => [
    key,
    Array.isArray(value) ? value.join(", ") : value === null ? "" : String(value),
  ]);
  return Object.fromEntries(entries) as ClubSettingsDraft;
}

function listOf(text: string): string[] {
  return text
    .split(/[,;\s]+/)
    .map((address) => address.trim())
    .filter((address) => address !== "");
}

/** What saving `draft` stores, or the problem at each field that keeps it from being saved. */
export function settingsFromDraft(
  draft: ClubSettingsDraft,
): { settings: ClubSettings; problems: null } | { settings: null; problems: FieldProblems } {
  const input = Object.fromEntries(
    Object.entries(draft).map(([key, text]) => [
      key,
      ADDRESS_LISTS.has(key as SettingsKey)
        ? listOf(text)
        : SIZES.has(key as SettingsKey)
          ? text === ""
            ? null
            : Number(text)
          : text.trim(),
    ]),
  );
  const parsed = clubSettingsSchema.safeParse(input);
  if (parsed.success) return { settings: parsed.data, problems: null };
  const problems: FieldProblems = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    if (typeof key === "string" && !(key in problems)) {
      problems[key as SettingsKey] = sentence(issue.message);
    }
  }
  return { settings: null, problems };
}

/** The problem at each field that has one. */
export type FieldProblems = Partial<Record<SettingsKey, string>>;

// appwrite.json's checks speak in fragments ("at most 120 characters"); a field says a sentence.
function sentence(message: string): string {
  const text = message.charAt(0).toUpperCase() + message.slice(1);
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
