import type { MessageId } from "../../../../i18n/translate.ts";
import type { ClubSettingsDraft, SettingsKey } from "../../../lib/admin/club-settings-draft.ts";
import { useWords, type Words } from "../../../lib/words.tsx";
import { QuickExitCountry } from "./quick-exit-country.tsx";

// The Club settings screen's words: each field's label and what it is for, as message ids.
const LABELS: Record<SettingsKey, MessageId> = {
  school_name: "admin.clubSettings.label.school_name",
  school_initials: "admin.clubSettings.label.school_initials",
  school_website: "admin.clubSettings.label.school_website",
  club_name: "admin.clubSettings.label.club_name",
  meeting_day: "admin.clubSettings.label.meeting_day",
  meeting_place: "admin.clubSettings.label.meeting_place",
  time_zone: "admin.clubSettings.label.time_zone",
  leaders_emails: "admin.clubSettings.label.leaders_emails",
  co_leaders_emails: "admin.clubSettings.label.co_leaders_emails",
  website_manager_email: "admin.clubSettings.label.website_manager_email",
  quick_exit_url: "admin.clubSettings.label.quick_exit_url",
  site_creator_name: "admin.clubSettings.label.site_creator_name",
  site_creator_website: "admin.clubSettings.label.site_creator_website",
  // Shown by ClubLook (club-look.tsx) in its own words; these name them in the history and
  // beside a save that met someone else's.
  mascot: "admin.clubSettings.label.mascot",
  mascot_file_id: "admin.clubSettings.label.mascot_file_id",
  mascot_alt: "admin.clubSettings.label.mascot_alt",
  mascot_width: "admin.clubSettings.label.mascot_width",
  mascot_height: "admin.clubSettings.label.mascot_height",
  accent_light: "admin.clubSettings.label.accent_light",
  accent_dark: "admin.clubSettings.label.accent_dark",
};

const GROUPS = [
  {
    heading: "admin.clubSettings.group.club",
    keys: ["club_name", "meeting_day", "meeting_place", "time_zone"],
  },
  {
    heading: "admin.clubSettings.group.school",
    keys: ["school_name", "school_initials", "school_website"],
  },
  {
    heading: "admin.clubSettings.group.contact",
    keys: ["leaders_emails", "co_leaders_emails", "website_manager_email"],
  },
  { heading: "admin.clubSettings.group.safety", keys: ["quick_exit_url"] },
  {
    heading: "admin.clubSettings.group.credit",
    keys: ["site_creator_name", "site_creator_website"],
  },
] as const satisfies readonly { heading: MessageId; keys: readonly SettingsKey[] }[];

/** The settings shown here, as fields (the others are ClubLook's). */
type FieldKey = (typeof GROUPS)[number]["keys"][number];

const HINTS: Record<FieldKey, MessageId> = {
  school_name: "admin.clubSettings.hint.school_name",
  school_initials: "admin.clubSettings.hint.school_initials",
  school_website: "admin.clubSettings.hint.school_website",
  club_name: "admin.clubSettings.hint.club_name",
  meeting_day: "admin.clubSettings.hint.meeting_day",
  meeting_place: "admin.clubSettings.hint.meeting_place",
  time_zone: "admin.clubSettings.hint.time_zone",
  leaders_emails: "admin.clubSettings.hint.leaders_emails",
  co_leaders_emails: "admin.clubSettings.hint.co_leaders_emails",
  website_manager_email: "admin.clubSettings.hint.website_manager_email",
  quick_exit_url: "admin.clubSettings.hint.quick_exit_url",
  site_creator_name: "admin.clubSettings.hint.site_creator_name",
  site_creator_website: "admin.clubSettings.hint.site_creator_website",
};

/** A club setting's name in the organiser's words (a key that is none is shown as it is). */
export function settingLabel(words: Words, key: string): string {
  return key in LABELS ? words.t(LABELS[key as SettingsKey]) : key;
}

const INPUT_MODES: Partial<Record<SettingsKey, "email" | "url">> = {
  school_website: "url",
  quick_exit_url: "url",
  site_creator_website: "url",
  leaders_emails: "email",
  co_leaders_emails: "email",
  website_manager_email: "email",
};

interface ClubSettingsFieldsProps {
  draft: ClubSettingsDraft;
  problems: Partial<Record<SettingsKey, string>>;
  /** The IANA zones the server knows, for the time zone list. */
  timeZones: readonly string[];
}

/** Every club setting, grouped, each with its label, what it is for and its problem if any. */
export function ClubSettingsFields({ draft, problems, timeZones }: ClubSettingsFieldsProps) {
  const words = useWords();
  return GROUPS.map(({ heading, keys }) => (
    <section key={heading} className="admin-card" aria-label={words.t(heading)}>
      <h2>{words.t(heading)}</h2>
      {keys.map((key) => (
        <SettingField
          key={key}
          settingKey={key}
          value={draft[key]}
          problem={problems[key] ?? null}
          timeZones={timeZones}
        />
      ))}
    </section>
  ));
}

interface SettingFieldProps {
  settingKey: FieldKey;
  value: string;
  problem: string | null;
  timeZones: readonly string[];
}

/** One setting as a plain form's field named after it, holding `value` until typed over. */
function SettingField({ settingKey, value, problem, timeZones }: SettingFieldProps) {
  const words = useWords();
  const id = `setting-${settingKey}`;
  const describedBy = [`${id}-hint`, problem === null ? null : `${id}-problem`]
    .filter((part) => part !== null)
    .join(" ");
  const common = {
    id,
    name: settingKey,
    defaultValue: value,
    "aria-invalid": problem !== null || undefined,
    "aria-describedby": describedBy,
  };
  return (
    <div className="admin-field club-setting">
      <label htmlFor={id}>{settingLabel(words, settingKey)}</label>
      {settingKey === "time_zone" ? (
        <select {...common}>
          {(timeZones.includes(value) ? timeZones : [value, ...timeZones]).map((zone) => (
            <option key={zone} value={zone}>
              {zone.replace(/_/g, " ")}
            </option>
          ))}
        </select>
      ) : (
        <input {...common} type="text" inputMode={INPUT_MODES[settingKey]} autoComplete="off" />
      )}
      <p id={`${id}-hint`} className="admin-hint">
        {words.t(HINTS[settingKey])}
      </p>
      {settingKey === "quick_exit_url" && <QuickExitCountry url={value} />}
      {problem !== null && (
        <p id={`${id}-problem`} className="field-problem">
          {problem}
        </p>
      )}
    </div>
  );
}
