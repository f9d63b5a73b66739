import { z } from "zod";
import type { AccentColours } from "./look/accent-contrast.ts";

/** A picture stored in club_images, with what it shows and its size with orientation applied. */
export interface StoredPicture {
  fileId: string;
  alt: string;
  width: number;
  height: number;
}

/** The club's mascot: the built-in cardinal, none, or the club's own picture. */
export type Mascot = { kind: "cardinal" } | { kind: "none" } | ({ kind: "image" } & StoredPicture);

// club.config.json: what a NEW data folder starts with (decision 0108). Once the site runs, the
// club's settings live in the club_settings collection (collections/club-settings.ts) and
// organisers change them on the Club settings screen; this file is read only to seed them.

const contact = z.object({
  name: z.string().min(1),
  email: z.email(),
});

const webAddress = z.url({
  protocol: /^https?$/,
  error: "must be a full web address (https://...)",
});

/** The shape of club.config.json. */
const clubConfigFileSchema = z.object({
  $comment: z.string().optional(),
  school: z.object({
    name: z.string().min(1),
    initials: z.string().min(1).max(8),
    website: webAddress,
  }),
  club: z.object({
    name: z.string().min(1),
    meetingDay: z.string().min(1),
    meetingPlace: z.string().min(1),
    timeZone: z
      .string()
      .refine(isTimeZone, { error: "must be an IANA time zone such as America/Chicago" }),
  }),
  siteCreator: z.object({ name: z.string().min(1), website: webAddress }),
  contacts: z.object({
    leaders: z.array(contact).min(1),
    coLeaders: z.array(contact),
    websiteManager: contact,
  }),
  quickExit: z.object({ url: webAddress }),
});

/**
 * The club as the site reads it, from its club_settings document (or, before there is one, from
 * club.config.json). Contacts are role addresses only: no public page names who holds them.
 */
export interface ClubConfig {
  school: { name: string; initials: string; website: string };
  club: { name: string; meetingDay: string; meetingPlace: string; timeZone: string };
  siteCreator: { name: string; website: string };
  contacts: { leaders: string[]; coLeaders: string[]; websiteManager: string };
  quickExit: { url: string };
  /** The mascot in the hero, the navigation, the share image and present mode (decision 0115). */
  mascot: Mascot;
  /** The accent colours over the site's own (decision 0114); null keeps tokens.css's. */
  accent: AccentColours;
}

/**
 * Checks a parsed club.config.json and applies the CLUB_TIME_ZONE override. Throws one readable
 * message listing every problem, so an organiser can fix the file in one go.
 */
export function parseClubConfig(json: unknown, timeZoneOverride: string | null): ClubConfig {
  const parsed = clubConfigFileSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`club.config.json has problems:\n${problems.join("\n")}`);
  }
  const { school, club, siteCreator, contacts, quickExit } = parsed.data;
  return Object.freeze({
    school,
    club: { ...club, timeZone: timeZoneOverride ?? club.timeZone },
    siteCreator,
    contacts: {
      leaders: contacts.leaders.map((leader) => leader.email),
      coLeaders: contacts.coLeaders.map((coLeader) => coLeader.email),
      websiteManager: contacts.websiteManager.email,
    },
    quickExit,
    mascot: { kind: "cardinal" } satisfies Mascot,
    accent: { light: null, dark: null },
  });
}

/** Whether `zone` is a time zone this JavaScript engine knows (an IANA name). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
