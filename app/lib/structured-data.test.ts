import { describe, expect, it } from "vitest";
import { translatorFor } from "../../i18n/catalogues.ts";
import { wordsOf } from "./words.tsx";

import type { ClubEvent } from "./collections/events.ts";
import type { Meeting } from "./collections/meetings.ts";
import type { PublicSettings } from "./public-settings.ts";
import { clubEventEvent, meetingEvent } from "./structured-data.ts";

const english = wordsOf(translatorFor("en"));

const settings: PublicSettings = {
  appwrite: { endpoint: null, projectId: "pride-club" },
  school: {
    name: "Maple Ridge High School",
    initials: "MRHS",
    website: "https://www.example.edu/",
  },
  club: {
    name: "Maple Ridge Pride Club",
    timeZone: "America/Chicago",
    meetingDay: "Tuesdays after school",
    meetingPlace: "Room 214",
  },
  siteCreator: { name: "the club's web team", website: "https://www.example.org/" },
  contactEmails: { leaders: [], coLeaders: [], websiteManager: "web@example.edu" },
  quickExitUrl: "https://www.bbc.co.uk/weather",
  mascot: { kind: "cardinal" },
  accent: { light: null, dark: null },
  publicUrl: "https://pride.example.org",
};

const meeting: Meeting = {
  id: "m1",
  title: "Pride Week Planning",
  location: "Room 214",
  start: "2027-03-09T21:30:00.000+00:00",
  end: "2027-03-09T22:30:00.000+00:00",
  canceled: false,
  location_on_request: false,
  accessibility_notes: "",
  language: "",
};

describe("meetingEvent", () => {
  // Search engines take no Event without a location, so every meeting names a Place.
  it.each([
    {
      name: "a meeting with a room is at that room, in the school",
      meeting,
      place: "Room 214",
    },
    {
      name: "a meeting with no room is at the school",
      meeting: { ...meeting, location: "  " },
      place: "Maple Ridge High School",
    },
    {
      name: "a meeting whose room is given on request says to ask a club leader",
      meeting: { ...meeting, location: "", location_on_request: true },
      place: "Ask a club leader where we meet",
    },
  ])("$name", ({ meeting: shown, place }) => {
    const event = meetingEvent(shown, "Posters and snacks.", settings, english);

    expect(event).toMatchObject({
      "@type": "Event",
      location: {
        "@type": "Place",
        name: place,
        address: "Maple Ridge High School",
        url: "https://www.example.edu/",
      },
    });
  });

  it("a room given on request never reaches the structured data, even if it is still stored", () => {
    const event = meetingEvent(
      { ...meeting, location: "Annex B12", location_on_request: true },
      "Posters and snacks.",
      settings,
      english,
    );

    expect(JSON.stringify(event)).not.toContain("Annex B12");
  });
});

const clubEvent: ClubEvent = {
  id: "e1",
  title: "Spring Pride Picnic",
  time: "2027-05-15T17:00:00.000+00:00",
  end: "2027-05-15T21:00:00.000+00:00",
  location: "Riverside Park, north lawn",
  location_on_request: false,
  description: "Bring a blanket.",
  flyer_file_id: "",
  flyer_alt: "",
  flyer_width: null,
  flyer_height: null,
};

describe("clubEventEvent", () => {
  it("an event is an Event at its place, on its own page, with times in the club's zone", () => {
    expect(clubEventEvent(clubEvent, "Bring a blanket.", settings, english)).toMatchObject({
      "@type": "Event",
      name: "Spring Pride Picnic",
      url: "https://pride.example.org/events/e1",
      startDate: "2027-05-15T12:00:00-05:00",
      endDate: "2027-05-15T16:00:00-05:00",
      location: { "@type": "Place", name: "Riverside Park, north lawn" },
      organizer: { "@type": "Organization", name: "Maple Ridge Pride Club" },
    });
  });

  it("a place given on request never reaches the structured data, even if it is still stored", () => {
    const event = clubEventEvent(
      { ...clubEvent, location: "Annex B12", location_on_request: true },
      "Bring a blanket.",
      settings,
      english,
    );

    expect(event).toMatchObject({ location: { name: "Ask a club leader where we meet" } });
    expect(JSON.stringify(event)).not.toContain("Annex B12");
  });
  it("an event with a flyer shows it: a 1200 x 630 JPEG preview on PUBLIC_URL", () => {
    const event = clubEventEvent({ ...clubEvent, flyer_file_id: "f1" }, "", settings, english);

    expect(event).toMatchObject({
      image:
        "https://pride.example.org/v1/storage/buckets/club_images/files/f1/preview?width=1200&output=jpg&project=pride-club&height=630&gravity=center",
    });
  });
});
