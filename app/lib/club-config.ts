import { z } from "zod";

const contact = z.object({
  name: z.string().min(1),
  email: z.email(),
});

const httpsUrl = z.url({ protocol: /^https?$/, error: "must be a full web address (https://...)" });

/** The shape of club.config.json: everything that belongs to one club. */
export const clubConfigSchema = z.object({
  $comment: z.string().optional(),
  school: z.object({
    name: z.string().min(1),
    initials: z.string().min(1).max(8),
    website: httpsUrl,
  }),
  club: z.object({
    name: z.string().min(1),
    meetingDay: z.string().min(1),
    meetingPlace: z.string().min(1),
    timeZone: z
      .string()
      .refine(isTimeZone, { error: "must be an IANA time zone such as America/Chicago" }),
  }),
  siteCreator: z.object({ name: z.string().min(1), website: httpsUrl }),
  contacts: z.object({
    leaders: z.array(contact).min(1),
    coLeaders: z.array(contact),
    websiteManager: contact,
  }),
  quickExit: z.object({ url: httpsUrl }),
});

export type ClubConfig = z.infer<typeof clubConfigSchema>;

/**
 * Checks a parsed club.config.json and applies the CLUB_TIME_ZONE override. Throws one readable
 * message listing every problem, so an organiser can fix the file in one go.
 */
export function parseClubConfig(json: unknown, timeZoneOverride: string | null): ClubConfig {
  const parsed = clubConfigSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`club.config.json has problems:\n${problems.join("\n")}`);
  }
  const config = parsed.data;
  if (timeZoneOverride) config.club.timeZone = timeZoneOverride;
  return Object.freeze(config);
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
