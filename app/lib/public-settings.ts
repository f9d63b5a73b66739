import type { AppLoadContext } from "react-router";
import type { Mascot } from "./club-config.ts";
import type { AccentColours } from "./look/accent-contrast.ts";

/**
 * The small, named part of the configuration that reaches the browser: the Appwrite endpoint and
 * project, and the club's display values. Contacts are role addresses: public pages show mail
 * links by role, never who holds it.
 */
export interface PublicSettings {
  appwrite: {
    /** null = "/v1" on the page's own origin. */
    endpoint: string | null;
    projectId: string;
  };
  school: { name: string; initials: string; website: string };
  club: { name: string; timeZone: string; meetingDay: string; meetingPlace: string };
  siteCreator: { name: string; website: string };
  contactEmails: { leaders: string[]; coLeaders: string[]; websiteManager: string };
  quickExitUrl: string;
  mascot: Mascot;
  /** The club's accent colours; null keeps the site's own (decision 0114). */
  accent: AccentColours;
  /** PUBLIC_URL: where absolute links (calendar subscriptions, shared previews) point. */
  publicUrl: string;
}

/** The public settings of this request's load context. */
export function toPublicSettings({
  appwrite,
  club: config,
  publicUrl,
}: AppLoadContext): PublicSettings {
  return {
    appwrite: {
      endpoint: appwrite.publicEndpoint,
      projectId: appwrite.projectId,
    },
    school: {
      name: config.school.name,
      initials: config.school.initials,
      website: config.school.website,
    },
    club: {
      name: config.club.name,
      timeZone: config.club.timeZone,
      meetingDay: config.club.meetingDay,
      meetingPlace: config.club.meetingPlace,
    },
    siteCreator: { name: config.siteCreator.name, website: config.siteCreator.website },
    contactEmails: {
      leaders: config.contacts.leaders,
      coLeaders: config.contacts.coLeaders,
      websiteManager: config.contacts.websiteManager,
    },
    quickExitUrl: config.quickExit.url,
    mascot: config.mascot,
    accent: config.accent,
    publicUrl,
  };
}
