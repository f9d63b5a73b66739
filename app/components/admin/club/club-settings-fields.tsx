import type { ClubSettingsDraft, SettingsKey } from "../../../lib/admin/club-settings-draft.ts";

// The Club settings screen's words: each field's label and what it is for, in one place.
export const SETTINGS_WORDS: Record<SettingsKey, { label: string; hint: string }> = {
  school_name: {
    label: "School name",
    hint: "The school's full name, in the footer and on the link preview image.",
  },
  school_initials: {
    label: "School initials",
    hint: "A short name of up to 8 letters, such as MRHS, used where the full name is too long.",
  },
  school_website: {
    label: "School website",
    hint: "Linked in the footer. A full address starting with https://.",
  },
  club_name: {
    label: "Club name",
    hint: "Shown in the navigation, every page title, calendars, link previews and account emails.",
  },
  meeting_day: {
    label: "Meeting day",
    hint: 'When the club usually meets, in words, such as "Tuesdays after school". Shown on the home and join pages.',
  },
  meeting_place: {
    label: "Meeting place",
    hint: 'Where the club usually meets, such as "Room 214". Shown on the home and join pages.',
  },
  time_zone: {
    label: "Time zone",
    hint: "Every date and time on the site, in calendars and in the admin area is in this zone.",
  },
  leaders_emails: {
    label: "Club leaders' addresses",
    hint: 'Shown only as an "Email the club leaders" link in the footer. Use shared role addresses, separated by commas; no names appear on the site.',
  },
  co_leaders_emails: {
    label: "Co-leaders' addresses (optional)",
    hint: 'An "Email the co-leaders" link in the footer when there is at least one. Separate several with commas.',
  },
  website_manager_email: {
    label: "Website manager's address",
    hint: 'The "Email the website manager" link in the footer: where visitors report a problem with the site.',
  },
  quick_exit_url: {
    label: "Quick exit page",
    hint: 'Where "Exit this page" takes a visitor at once: an ordinary site that draws no attention on a shared screen, such as a weather page. https:// only.',
  },
  site_creator_name: {
    label: "Who made the site",
    hint: 'Named in the footer as "Site by …".',
  },
  site_creator_website: {
    label: "Their website",
    hint: "Linked from their name in the footer. A full address starting with https://.",
  },
  // Shown by ClubLook (club-look.tsx) in the catalogue's words; these name them in the history
  // and beside a save that met someone else's.
  mascot: { label: "Mascot", hint: "" },
  mascot_file_id: { label: "Mascot picture", hint: "" },
  mascot_alt: { label: "Mascot picture's alt text", hint: "" },
  mascot_width: { label: "Mascot picture's width", hint: "" },
  mascot_height: { label: "Mascot picture's height", hint: "" },
  accent_light: { label: "Accent colour", hint: "" },
  accent_dark: { label: "Accent colour in dark mode", hint: "" },
};

const GROUPS: { heading: string; keys: SettingsKey[] }[] = [
  { heading: "The club", keys: ["club_name", "meeting_day", "meeting_place", "time_zone"] },
  { heading: "The school", keys: ["school_name", "school_initials", "school_website"] },
  {
    heading: "Contact addresses",
    keys: ["leaders_emails", "co_leaders_emails", "website_manager_email"],
  },
  { heading: "Safety", keys: ["quick_exit_url"] },
  { heading: "Credit", keys: ["site_creator_name", "site_creator_website"] },
];

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
  /** The IANA zones this browser knows, for the time zone list. */
  timeZones: readonly string[];
  onChange(key: SettingsKey, value: string): void;
}

/** Every club setting, grouped, each with its label, what it is for and its problem if any. */
export function ClubSettingsFields({
  draft,
  problems,
  timeZones,
  onChange,
}: ClubSettingsFieldsProps) {
  return GROUPS.map(({ heading, keys }) => (
    <section key={heading} className="admin-card" aria-label={heading}>
      <h2>{heading}</h2>
      {keys.map((key) => (
        <SettingField
          key={key}
          settingKey={key}
          value={draft[key]}
          problem={problems[key] ?? null}
          timeZones={timeZones}
          onChange={(value) => onChange(key, value)}
        />
      ))}
    </section>
  ));
}

interface SettingFieldProps {
  settingKey: SettingsKey;
  value: string;
  problem: string | null;
  timeZones: readonly string[];
  onChange(value: string): void;
}

function SettingField({ settingKey, value, problem, timeZones, onChange }: SettingFieldProps) {
  const id = `setting-${settingKey}`;
  const { label, hint } = SETTINGS_WORDS[settingKey];
  const describedBy = [`${id}-hint`, problem === null ? null : `${id}-problem`]
    .filter((part) => part !== null)
    .join(" ");
  const common = {
    id,
    value,
    "aria-invalid": problem !== null || undefined,
    "aria-describedby": describedBy,
  };
  return (
    <div className="admin-field club-setting">
      <label htmlFor={id}>{label}</label>
      {settingKey === "time_zone" ? (
        <select {...common} onChange={(event) => onChange(event.target.value)}>
          {(timeZones.includes(value) ? timeZones : [value, ...timeZones]).map((zone) => (
            <option key={zone} value={zone}>
              {zone.replace(/_/g, " ")}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type="text"
          inputMode={INPUT_MODES[settingKey]}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <p id={`${id}-hint`} className="admin-hint">
        {hint}
      </p>
      {problem !== null && (
        <p id={`${id}-problem`} className="field-problem">
          {problem}
        </p>
      )}
    </div>
  );
}
