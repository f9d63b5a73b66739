import { describe, expect, it } from "vitest";
import { parseProjectSchema } from "../schema/load-project-schema.ts";
import type { CollectionSchema } from "../schema/project-schema.ts";
import { guestCaller, type Caller } from "./caller.ts";
import {
  canDocument,
  checkDocumentPermissions,
  defaultDocumentPermissions,
  readScopeOf,
  requireDocumentRead,
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

function collectionOf(
  schema: { collections: readonly CollectionSchema[] },
  index = 0,
): CollectionSchema {
  const collection = schema.collections[index];
  if (!collection) throw new Error(`no collection ${index}`);
  return collection;
}

/** Anyone reads, organisers write; no document security (as a site's settings might be). */
const notices = collectionOf(
  parseProjectSchema({
    projectId: "p",
    databases: [{ $id: "db", name: "db" }],
    collections: [
      {
        $id: "notices",
        databaseId: "db",
        name: "notices",
        documentSecurity: false,
        $permissions: [
          'read("any")',
          'create("label:admin")',
          'update("label:admin")',
          'delete("label:admin")',
        ],
      },
    ],
  }),
);

/** Organisers do everything; each document may add its own read("any") (a post once published). */
const posts = collectionOf(
  parseProjectSchema({
    projectId: "p",
    databases: [{ $id: "db", name: "db" }],
    collections: [
      {
        $id: "posts",
        databaseId: "db",
        name: "posts",
        documentSecurity: true,
        $permissions: [
          'read("label:admin")',
          'create("label:admin")',
          'update("label:admin")',
          'delete("label:admin")',
        ],
      },
    ],
  }),
);

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

describe("document security", () => {
  const samsEntry = { id: "entry", permissions: ['read("user:sam")', 'update("user:sam")'] };

  it("lets a document's own permissions grant what the collection does not", () => {
    expect(canDocument(member, diary, samsEntry.permissions, "update")).toBe(true);
    expect(canDocument(organiser, diary, samsEntry.permissions, "update")).toBe(false);
  });

  it("ignores document permissions when the collection has document security off", () => {
    expect(canDocument(member, notices, ['update("user:sam")'], "update")).toBe(false);
  });

  it('lets a published post\'s own read("any") show it to a guest, and a draft not', () => {
    expect(canDocument(guestCaller, posts, ['read("any")'], "read")).toBe(true);
    expect(canDocument(guestCaller, posts, [], "read")).toBe(false);
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
    expect(readScopeOf(guestCaller, notices)).toBeNull();
    expect(readScopeOf(member, diary)).toEqual(rolesOf(member));
    expect(readScopeOf(guestCaller, posts)).toEqual(rolesOf(guestCaller));
    const closed = { ...notices, $permissions: [], documentSecurity: false };
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
