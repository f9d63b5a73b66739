import type { Words } from "./words.tsx";
import { toZonedIso } from "./club-time/index.ts";
import type { ClubEvent } from "./collections/events.ts";
import type { Meeting } from "./collections/meetings.ts";
import { publicLocation } from "./meeting-location.ts";
import { eventTitle, meetingTitle } from "./meeting-title.ts";
import { writtenIn } from "./written-in.tsx";
import { flyerShareImage } from "./flyer-images.ts";
import { OG_IMAGE } from "./og-image-size.ts";
import type { PublicSettings } from "./public-settings.ts";
import { agendaPath, eventPath, publicLink } from "./public-links.ts";

// schema.org data (JSON-LD) that search engines read from the pages. The club is the only
// organiser named: never a person.

function club(settings: PublicSettings) {
  return {
    "@type": "Organization",
    name: settings.club.name,
    url: publicLink(settings.publicUrl, "/"),
  };
}

/** The club as an Organization, for the home page. */
export function clubOrganization(settings: PublicSettings, description: string): object {
  return {
    "@context": "https://schema.org",
    ...club(settings),
    description,
    logo: publicLink(settings.publicUrl, OG_IMAGE.path),
    parentOrganization: { "@type": "EducationalOrganization", name: settings.school.name },
  };
}

/**
 * Where a meeting or event is, as a schema.org Place: search engines take no Event without one.
 * The room when it names one, the "ask a club leader" words when it is given on request (decision
 * 0048), and otherwise the school itself. The configuration holds no street address, so the
 * school's name stands as the address and its website says which school it is.
 */
function place(
  where: Pick<Meeting, "location" | "location_on_request">,
  settings: PublicSettings,
  words: Words,
) {
  return {
    "@type": "Place",
    name: publicLocation(where, words) ?? settings.school.name,
    address: settings.school.name,
    url: settings.school.website,
  };
}

/** A meeting as an Event, for its agenda page: canceled when it is, times with their offset. */
export function meetingEvent(
  meeting: Meeting,
  description: string,
  settings: PublicSettings,
  words: Words,
): object {
  const zone = settings.club.timeZone;
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: meetingTitle(meeting, words),
    // The meeting is held in the language its words are written in, whichever page lists it.
    inLanguage: writtenIn(meeting.language, words.locale) ?? words.locale,
    description,
    url: publicLink(settings.publicUrl, words.path(agendaPath(meeting.id))),
    startDate: toZonedIso(meeting.start, zone),
    endDate: toZonedIso(meeting.end, zone),
    eventStatus: meeting.canceled
      ? "https://schema.org/EventCancelled"
      : "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: place(meeting, settings, words),
    image: publicLink(settings.publicUrl, words.path(OG_IMAGE.path)),
    organizer: club(settings),
  };
}

/** A club event as an Event, for its page: times with their offset, the club as organiser. */
export function clubEventEvent(
  event: ClubEvent,
  description: string,
  settings: PublicSettings,
  words: Words,
): object {
  const zone = settings.club.timeZone;
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: eventTitle(event, words),
    inLanguage: words.locale,
    description,
    url: publicLink(settings.publicUrl, words.path(eventPath(event.id))),
    startDate: toZonedIso(event.time, zone),
    endDate: toZonedIso(event.end, zone),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: place(event, settings, words),
    image: event.flyer_file_id
      ? flyerShareImage(settings, event.flyer_file_id)
      : publicLink(settings.publicUrl, words.path(OG_IMAGE.path)),
    organizer: club(settings),
  };
}
