import type { Databases } from "appwrite";
import { z } from "zod";
import { isTimeZone, type ClubConfig, type Mascot } from "../club-config.ts";
import { accentFailure, ACCENT_PATTERN, type Scheme } from "../look/accent-contrast.ts";
import { isWebAddress } from "../web-address.ts";
import { DATABASE_ID, findDocument, noDocumentPermissions } from "./database.ts";
import { attributesObject, type AttributeValues } from "./document-shape.ts";
import { CLUB_SETTINGS } from "./ids.ts";

// club_settings: one document ("club") holding what makes the site this club's: names, meeting
// day and place, time zone, role addresses, the quick-exit page and who made the site. Everyone
// reads it (every page does), organisers change it on the Club settings screen (decision 0108).

export { CLUB_SETTINGS };

/** The id of the one settings document. */
export const CLUB_SETTINGS_ID = "club";

/** The settings as stored, keyed as in appwrite.json. */
export type ClubSettings = AttributeValues<typeof CLUB_SETTINGS>;

/** Text that must be filled in, of at most `max` characters. */
function text(max: number) {
  return z
    .string()
    .trim()
    .min(1, { error: "Fill this in." })
    .refine((value) => [...value].length <= max, { error: `At most ${max} characters.` });
}
const httpsAddress = z
  .string()
  .trim()
  .refine((value) => isWebAddress(value) && new URL(value).protocol === "https:", {
    error: "Write a full https:// address, such as https://www.example.edu/.",
  });
/** An accent colour, or "" for the site's own; one that leaves any text below AA is refused. */
function accent(scheme: Scheme) {
  return z
    .string()
    .trim()
    .refine((value) => value === "" || ACCENT_PATTERN.test(value), {
      error: "Write a colour as # and six letters or digits, such as #5b2180.",
    })
    .refine((value) => !ACCENT_PATTERN.test(value) || accentFailure(value, scheme) === null, {
      error: "This colour would make some text of the site hard to read.",
    });
}
const email = z.email({ error: "Write an email address, such as leaders@example.edu." });

/**
 * What an organiser may save: appwrite.json's checks (sizes, formats) and the screen's own on top
 * (text filled in, https only, a time zone this engine knows), each failure at its field.
 */
export const clubSettingsSchema = attributesObject(CLUB_SETTINGS)
  .safeExtend({
    school_name: text(120),
    school_initials: text(8),
    school_website: httpsAddress,
    club_name: text(120),
    meeting_day: text(120),
    meeting_place: text(120),
    time_zone: z.string().refine(isTimeZone, {
      error: "Choose a time zone from the list, such as America/Chicago.",
    }),
    leaders_emails: z.array(email).min(1, { error: "Give at least one address." }),
    co_leaders_emails: z.array(email),
    website_manager_email: email,
    quick_exit_url: httpsAddress,
    site_creator_name: text(120),
    site_creator_website: httpsAddress,
    mascot: z.enum(["cardinal", "none", "image"], {
      error: "Choose the cardinal, the club's own picture or no mascot.",
    }),
    accent_light: accent("light"),
    accent_dark: accent("dark"),
  })
  .superRefine((settings, context) => {
    // The club's own picture needs one, and words for people who cannot see it (decision 0115).
    if (settings.mascot !== "image") return;
    if (settings.mascot_file_id === "") {
      context.addIssue({
        code: "custom",
        path: ["mascot"],
        message: "Upload the club's picture first, or choose the cardinal or no mascot.",
      });
    } else if (settings.mascot_alt.trim() === "") {
      context.addIssue({
        code: "custom",
        path: ["mascot_alt"],
        message: "Say what the picture shows, for people who cannot see it.",
      });
    }
  });

/** The settings document's data for `club` (the seed from club.config.json). */
export function settingsFromClub(club: ClubConfig): ClubSettings {
  return {
    school_name: club.school.name,
    school_initials: club.school.initials,
    school_website: club.school.website,
    club_name: club.club.name,
    meeting_day: club.club.meetingDay,
    meeting_place: club.club.meetingPlace,
    time_zone: club.club.timeZone,
    leaders_emails: club.contacts.leaders,
    co_leaders_emails: club.contacts.coLeaders,
    website_manager_email: club.contacts.websiteManager,
    quick_exit_url: club.quickExit.url,
    site_creator_name: club.siteCreator.name,
    site_creator_website: club.siteCreator.website,
    mascot: club.mascot.kind,
    mascot_file_id: club.mascot.kind === "image" ? club.mascot.fileId : "",
    mascot_alt: club.mascot.kind === "image" ? club.mascot.alt : "",
    mascot_width: club.mascot.kind === "image" ? club.mascot.width : null,
    mascot_height: club.mascot.kind === "image" ? club.mascot.height : null,
    accent_light: club.accent.light ?? "",
    accent_dark: club.accent.dark ?? "",
  };
}

/** The club as pages read it, from its stored settings. */
export function clubFromSettings(settings: ClubSettings): ClubConfig {
  return {
    school: {
      name: settings.school_name,
      initials: settings.school_initials,
      website: settings.school_website,
    },
    club: {
      name: settings.club_name,
      meetingDay: settings.meeting_day,
      meetingPlace: settings.meeting_place,
      timeZone: settings.time_zone,
    },
    siteCreator: { name: settings.site_creator_name, website: settings.site_creator_website },
    contacts: {
      leaders: settings.leaders_emails,
      coLeaders: settings.co_leaders_emails,
      websiteManager: settings.website_manager_email,
    },
    quickExit: { url: settings.quick_exit_url },
    mascot: mascotOf(settings),
    accent: { light: settings.accent_light || null, dark: settings.accent_dark || null },
  };
}

/** The mascot of stored `settings`: the club's picture only when one is stored whole. */
function mascotOf(settings: ClubSettings): Mascot {
  const { mascot, mascot_file_id: fileId, mascot_width: width, mascot_height: height } = settings;
  if (mascot === "image" && fileId !== "" && width !== null && height !== null) {
    return { kind: "image", fileId, alt: settings.mascot_alt, width, height };
  }
  return { kind: mascot === "none" ? "none" : "cardinal" };
}

/** The stored settings and when they last changed, for the Club settings screen. */
export interface StoredClubSettings {
  settings: ClubSettings;
  /** $updatedAt of the document. */
  updatedAt: string;
}

/**
 * The club's stored settings (listDocuments by $id on club_settings), or null while there are
 * none: a real Appwrite before an organiser's first save.
 */
export async function findClubSettings(databases: Databases): Promise<StoredClubSettings | null> {
  const found = await findDocument(databases, CLUB_SETTINGS, CLUB_SETTINGS_ID);
  if (found === null) return null;
  return { settings: storedSettingsSchema.parse(found), updatedAt: found.$updatedAt };
}

const storedSettingsSchema = attributesObject(CLUB_SETTINGS);

/** The settings pages link to: each must be an absolute web address (decision 0127). */
export const LINKED_ADDRESSES = [
  "quick_exit_url",
  "school_website",
  "site_creator_website",
] as const;

/** The club as this request's pages read it: its settings, or `seed` while there are none. */
export async function readClub(databases: Databases, seed: ClubConfig): Promise<ClubConfig> {
  const stored = await findClubSettings(databases);
  return stored === null ? seed : withWebAddresses(clubFromSettings(stored.settings), seed);
}

/**
 * `club` with each link that is not a web address replaced by the seed's: one stored before the
 * rules refused it (or written to a real Appwrite, which has no such rule) never reaches a page,
 * and the quick-exit button still leads somewhere safe (decision 0127).
 */
function withWebAddresses(club: ClubConfig, seed: ClubConfig): ClubConfig {
  const safe = (address: string, fallback: string) => (isWebAddress(address) ? address : fallback);
  return {
    ...club,
    school: { ...club.school, website: safe(club.school.website, seed.school.website) },
    siteCreator: {
      ...club.siteCreator,
      website: safe(club.siteCreator.website, seed.siteCreator.website),
    },
    quickExit: { url: safe(club.quickExit.url, seed.quickExit.url) },
  };
}

/** Stores the club's settings (upsertDocument on club_settings); returns the new $updatedAt. */
export async function saveClubSettings(
  databases: Databases,
  settings: ClubSettings,
): Promise<string> {
  const saved = await databases.upsertDocument({
    databaseId: DATABASE_ID,
    collectionId: CLUB_SETTINGS,
    documentId: CLUB_SETTINGS_ID,
    data: { ...settings },
    permissions: noDocumentPermissions(),
  });
  return saved.$updatedAt;
}
