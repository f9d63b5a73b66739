import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadProjectSchema, parseProjectSchema } from "../backend/schema/load-project-schema.ts";
import type { CollectionSchema } from "../backend/schema/project-schema.ts";
import { guestCaller, type Caller } from "../backend/services/caller.ts";
import { canCollection, requireDocumentWrite } from "../backend/services/permissions.ts";

// The site's data model, appwrite.json, as the embedded backend reads it and applies its
// permissions: the site's own collections are named here, never in backend/ (issue 29 item 3).

const shippedFile = path.join(import.meta.dirname, "..", "appwrite.json");
const shipped = loadProjectSchema(shippedFile);

const member: Caller = {
  user: { id: "sam", labels: [], emailVerification: false },
  sessionId: "s1",
};
const organiser: Caller = {
  user: { id: "alex", labels: ["admin"], emailVerification: true },
  sessionId: "s2",
};
const callers = { guest: guestCaller, member, organiser };

function shippedCollection(id: string): CollectionSchema {
  const collection = shipped.collections.find(({ $id }) => $id === id);
  if (!collection) throw new Error(`no collection ${id}`);
  return collection;
}

describe("reading appwrite.json", () => {
  it("reads the shipped data model into frozen collections with defaults filled in", () => {
    const schema = loadProjectSchema(shippedFile);
    expect(schema.collections.map((c) => c.$id)).toEqual([
      "club_meetings",
      "club_events",
      "club_agendas",
      "club_presenter_states",
      "club_meeting_notes",
      "club_questions",
      "club_polls",
      "club_poll_votes",
      "club_checkins",
      "club_room_screens",
      "club_settings",
      "club_guidelines",
      "club_support_resources",
      "club_pages",
      "club_settings_texts",
      "club_versions",
      "club_invitations",
      "club_presenter_follows",
      "club_organiser_changes",
    ]);
    const meetings = schema.collections[0];
    expect(meetings?.$permissions).toContain('create("label:admin")');
    expect(meetings?.attributes.find((a) => a.key === "canceled")).toMatchObject({
      type: "boolean",
      default: false,
    });
    expect(meetings?.indexes).toEqual([
      { key: "start_asc", type: "key", attributes: ["start"], orders: ["ASC"] },
    ]);
    expect(Object.isFrozen(meetings?.attributes[0])).toBe(true);
  });

  it("reads its own output back unchanged, so the applied schema can be stored as appwrite.json", () => {
    const schema = loadProjectSchema(shippedFile);
    expect(parseProjectSchema(JSON.parse(JSON.stringify(schema)))).toEqual(schema);
  });
});

describe("the shipped collections' permissions", () => {
  // What the public pages show, anyone reads; what only organisers see (where a presentation
  // stands, the notes on a meeting, the room's questions, polls, votes and check-ins, the history of the settings and pages), only
  // organisers read. Only organisers write, except the phones' questions, votes and "I'm here",
  // which nobody creates but the site's server with its key (decision 0145).
  const organisersOnly = new Set([
    "club_presenter_states",
    "club_meeting_notes",
    "club_questions",
    "club_polls",
    "club_poll_votes",
    "club_checkins",
    "club_versions",
    "club_organiser_changes",
  ]);
  // Public one document at a time, by each one's own read("any") from its first save: a new
  // meeting, agenda or event is the organisers' until then (decision 0134).
  const publicBySave = new Set(["club_meetings", "club_agendas", "club_events"]);
  // Nobody but the site's server, with its key, touches these (decision 0147).
  const serverOnly = new Set(["club_invitations", "club_presenter_follows"]);
  // Only the site's server writes these; organisers read them.
  const serverWrites = new Set(["club_organiser_changes"]);
  const serverCreates = new Set(["club_questions", "club_poll_votes", "club_checkins"]);
  const matrix = shipped.collections.flatMap((collection) =>
    (["guest", "member", "organiser"] as const).flatMap((who) =>
      (["read", "create", "update", "delete"] as const).map((action) => ({
        collection: collection.$id,
        who,
        action,
        allowed:
          serverOnly.has(collection.$id) ||
          (action === "create" && serverCreates.has(collection.$id)) ||
          (action !== "read" && serverWrites.has(collection.$id))
            ? false
            : who === "organiser" ||
              (action === "read" &&
                !organisersOnly.has(collection.$id) &&
                !publicBySave.has(collection.$id)),
      })),
    ),
  );

  it.each(matrix)(
    "a $who may $action in $collection: $allowed",
    ({ collection, who, action, allowed }) => {
      const schema = shipped.collections.find((c) => c.$id === collection);
      if (!schema) throw new Error(`no collection ${collection}`);
      expect(canCollection(callers[who], schema, action)).toBe(allowed);
    },
  );

  it("a guest who may not delete the club's settings gets user_unauthorized", () => {
    const settings = shippedCollection("club_settings");
    expect(() => requireDocumentWrite(guestCaller, settings, ['delete("any")'], "delete")).toThrow(
      expect.objectContaining({ type: "user_unauthorized", code: 401 }),
    );
  });
});
