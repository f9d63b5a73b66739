import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadProjectSchema, parseProjectSchema } from "../schema/load-project-schema.ts";
import type { CollectionSchema } from "../schema/project-schema.ts";
import { guestCaller, type Caller } from "./caller.ts";
import {
  canCollection,
  canDocument,
  checkDocumentPermissions,
  defaultDocumentPermissions,
  readScopeOf,
  requireDocumentRead,
  requireDocumentWrite,
  rolesOf,
} from "./permissions.ts";

const member: Caller = {
  user: { id: "sam", labels: [], emailVerification: false },
  sessionId: "s1",
};
const organiser: Caller = {
  user: { id: "alex", labels: ["admin"], emailVerification: true },
  sessionId: "s2",
};
const callers = { guest: guestCaller, member, organiser };

const shipped = loadProjectSchema(path.join(import.meta.dirname, "..", "..", "appwrite.json"));

function shippedCollection(id: string): CollectionSchema {
  const collection = shipped.collections.find(({ $id }) => $id === id);
  if (!collection) throw new Error(`no collection ${id}`);
  return collection;
}

function collectionOf(
  schema: { collections: readonly CollectionSchema[] },
  index = 0,
): CollectionSchema {
  const collection = schema.collections[index];
  if (!collection) throw new Error(`no collection ${index}`);
  return collection;
}

const diary = collectionOf(
  parseProjectSchema({
    projectId: "p",
    databases: [{ $id: "db", name: "db" }],
    collections: [
      {
        $id: "diary",
        databaseId: "db",
        name: "diary",
        documentSecurity: true,
        $permissions: ['create("users")'],
      },
    ],
  }),
);

describe("the roles of a caller", () => {
  it.each([
    { who: "guest", roles: ["any", "guests"] },
    {
      who: "member",
      roles: ["any", "user:sam", "users", "user:sam/unverified", "users/unverified"],
    },
    {
      who: "organiser",
      roles: ["any", "user:alex", "users", "user:alex/verified", "users/verified", "label:admin"],
    },
  ] as const)("a $who holds $roles", ({ who, roles }) => {
    expect(rolesOf(callers[who])).toEqual(roles);
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

describe("document security", () => {
  const samsEntry = { id: "entry", permissions: ['read("user:sam")', 'update("user:sam")'] };

  it("lets a document's own permissions grant what the collection does not", () => {
    expect(canDocument(member, diary, samsEntry.permissions, "update")).toBe(true);
    expect(canDocument(organiser, diary, samsEntry.permissions, "update")).toBe(false);
  });

  it("ignores document permissions when the collection has document security off", () => {
    const settings = shippedCollection("club_settings");
    expect(canDocument(member, settings, ['update("user:sam")'], "update")).toBe(false);
  });

  it('lets a saved meeting\'s own read("any") show it to a guest, and a draft not', () => {
    const meetings = shippedCollection("club_meetings");
    expect(canDocument(guestCaller, meetings, ['read("any")'], "read")).toBe(true);
    expect(canDocument(guestCaller, meetings, [], "read")).toBe(false);
  });

  it("answers a hidden document exactly like a missing one", () => {
    expect(() => requireDocumentRead(organiser, diary, samsEntry)).toThrow(
      expect.objectContaining({
        type: "document_not_found",
        message: "Document with the requested ID 'entry' could not be found.",
      }),
    );
  });

  it("lists everything, only granted documents, or nothing, by the collection's rules", () => {
    expect(readScopeOf(guestCaller, shippedCollection("club_settings"))).toBeNull();
    expect(readScopeOf(member, diary)).toEqual(rolesOf(member));
    expect(readScopeOf(guestCaller, shippedCollection("club_meetings"))).toEqual(
      rolesOf(guestCaller),
    );
    const closed = { ...collectionOf(shipped), $permissions: [], documentSecurity: false };
    expect(() => readScopeOf(member, closed)).toThrow(
      expect.objectContaining({ type: "user_unauthorized" }),
    );
  });
});

describe("the permissions a caller sends with a document", () => {
  it("expands write and keeps roles the caller holds", () => {
    expect(checkDocumentPermissions(member, ['read("any")', 'write("user:sam")'])).toEqual([
      'read("any")',
      'update("user:sam")',
      'delete("user:sam")',
    ]);
    expect(checkDocumentPermissions(member, null)).toBeNull();
  });

  it("refuses a role the caller does not hold with user_unauthorized, as Appwrite does", () => {
    expect(() => checkDocumentPermissions(member, ['update("label:admin")'])).toThrow(
      expect.objectContaining({
        type: "user_unauthorized",
        message:
          "Permissions must be one of: (any, user:sam, users, user:sam/unverified, users/unverified)",
      }),
    );
  });

  it.each([
    {
      name: "a malformed string",
      permissions: ["read(any)"],
      message: /Invalid `permissions` param: Permission "read\(any\)"/,
    },
    {
      name: "a create permission",
      permissions: ['create("any")'],
      message: /Must be one of: read, update, delete, write/,
    },
    {
      name: "more than 100",
      permissions: Array.from({ length: 101 }, () => 'read("any")'),
      message: /up to 100 permissions/,
    },
  ])("refuses $name with general_argument_invalid", ({ permissions, message }) => {
    expect(() => checkDocumentPermissions(organiser, permissions)).toThrow(
      expect.objectContaining({
        type: "general_argument_invalid",
        message: expect.stringMatching(message),
      }),
    );
  });

  it("gives a signed-in creator read, update and delete by default, and a guest nothing", () => {
    expect(defaultDocumentPermissions(member)).toEqual([
      'read("user:sam")',
      'update("user:sam")',
      'delete("user:sam")',
    ]);
    expect(defaultDocumentPermissions(guestCaller)).toEqual([]);
  });
});
