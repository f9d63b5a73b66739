import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { translatorFor } from "../../../i18n/catalogues.ts";
import { meetingTitle } from "../meeting-title.ts";
import { agendaSchema, AGENDAS, emptyAgenda } from "./agendas.ts";
import { DATABASE_ID } from "./database.ts";
import { clubEventSchema, EVENTS } from "./events.ts";
import { meetingSchema, MEETINGS } from "./meetings.ts";

const projectFile = z.object({
  collections: z.array(
    z.object({
      $id: z.string(),
      databaseId: z.string(),
      attributes: z.array(z.object({ key: z.string() })),
    }),
  ),
});

const project = projectFile.parse(
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "../../../appwrite.json"), "utf8")),
);

function attributeKeys(collectionId: string): string[] {
  const collection = project.collections.find((candidate) => candidate.$id === collectionId);
  expect(collection?.databaseId).toBe(DATABASE_ID);
  return (collection?.attributes ?? []).map((attribute) => attribute.key).sort();
}

describe("the public document shapes mirror appwrite.json", () => {
  const cases = [
    { name: "meetings", collectionId: MEETINGS, keys: Object.keys(meetingSchema.in.shape) },
    { name: "events", collectionId: EVENTS, keys: Object.keys(clubEventSchema.in.shape) },
    { name: "agendas", collectionId: AGENDAS, keys: Object.keys(agendaSchema.shape) },
  ];
  it.each(cases)(
    "the $name schema reads exactly the collection's attributes",
    ({ collectionId, keys }) => {
      expect(keys.filter((key) => key !== "$id").sort()).toEqual(attributeKeys(collectionId));
    },
  );
});

describe("reading documents", () => {
  it("a meeting stored without title, location or flags reads as empty, active and with its room", () => {
    const meeting = meetingSchema.parse({
      $id: "m1",
      start: "2026-11-25T20:30:00.000+00:00",
      end: "2026-11-25T21:30:00.000+00:00",
      title: null,
      location: null,
      canceled: null,
    });
    expect(meeting).toEqual({
      id: "m1",
      title: "",
      location: "",
      start: "2026-11-25T20:30:00.000+00:00",
      end: "2026-11-25T21:30:00.000+00:00",
      canceled: false,
      location_on_request: false,
      accessibility_notes: "",
      language: "",
    });
    expect(meetingTitle(meeting, translatorFor("en"))).toBe("Club Meeting");
  });

  it("a new agenda holds all seven texts, empty, and no planned minutes", () => {
    expect(Object.values(emptyAgenda())).toEqual([
      "",
      "",
      "",
      "",
      "",
      "",
      "",
      ...Array(5).fill(null),
    ]);
  });

  it("an event without an end ends when it starts", () => {
    const event = clubEventSchema.parse({
      $id: "e1",
      title: "Pride picnic",
      time: "2026-06-01T17:00:00.000+00:00",
    });
    expect(event.end).toBe("2026-06-01T17:00:00.000+00:00");
  });
});
