import { describe, expect, test } from "vitest";
import {
  documentEventAddress,
  sessionEventAddress,
  userUpdateEventAddress,
} from "./event-names.ts";

const meeting = { databaseId: "main", collectionId: "posts", documentId: "m1" };

describe("Appwrite's event names and channels", () => {
  test("a document create is named at every depth with every wildcard, full ids first", () => {
    const { events } = documentEventAddress(meeting, "create");
    expect(events[0]).toBe("databases.main.collections.posts.documents.m1.create");
    // Appwrite's own e2e test lists these for a document create (RealtimeCustomClientTest).
    expect(events.sort()).toEqual(
      [
        "databases.main.collections.posts.documents.m1.create",
        "databases.main.collections.posts.documents.*.create",
        "databases.main.collections.*.documents.m1.create",
        "databases.main.collections.*.documents.*.create",
        "databases.*.collections.posts.documents.m1.create",
        "databases.*.collections.posts.documents.*.create",
        "databases.*.collections.*.documents.m1.create",
        "databases.*.collections.*.documents.*.create",
        "databases.main.collections.posts.documents.m1",
        "databases.main.collections.posts.documents.*",
        "databases.main.collections.*.documents.m1",
        "databases.main.collections.*.documents.*",
        "databases.*.collections.posts.documents.m1",
        "databases.*.collections.posts.documents.*",
        "databases.*.collections.*.documents.m1",
        "databases.*.collections.*.documents.*",
        "databases.main.collections.posts",
        "databases.main.collections.*",
        "databases.*.collections.posts",
        "databases.*.collections.*",
        "databases.main",
        "databases.*",
      ].sort(),
    );
  });

  test("a document update goes to the document channels, each also with the action", () => {
    expect(documentEventAddress(meeting, "update").channels).toEqual([
      "documents",
      "databases.main.collections.posts.documents",
      "databases.main.collections.posts.documents.m1",
      "documents.update",
      "databases.main.collections.posts.documents.update",
      "databases.main.collections.posts.documents.m1.update",
    ]);
  });

  test("a session delete is named users.{u}.sessions.{s}.delete on the account channels", () => {
    const address = sessionEventAddress("u1", "s1", "delete");
    expect(address.channels).toEqual(["account", "account.u1"]);
    expect(address.events.sort()).toEqual(
      [
        "users.u1.sessions.s1.delete",
        "users.u1.sessions.*.delete",
        "users.*.sessions.s1.delete",
        "users.*.sessions.*.delete",
        "users.u1.sessions.s1",
        "users.u1.sessions.*",
        "users.*.sessions.s1",
        "users.*.sessions.*",
        "users.u1",
        "users.*",
      ].sort(),
    );
  });

  test("a name change is users.{u}.update.name, also on the update channels", () => {
    const address = userUpdateEventAddress("u1", "name");
    expect(address.events.sort()).toEqual(
      [
        "users.u1.update.name",
        "users.*.update.name",
        "users.u1.update",
        "users.*.update",
        "users.u1",
        "users.*",
      ].sort(),
    );
    expect(address.channels).toEqual([
      "account",
      "account.u1",
      "account.update",
      "account.u1.update",
    ]);
  });
});
