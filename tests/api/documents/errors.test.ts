import { AppwriteException, ID, Permission, Query, Role } from "appwrite";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { assertMatchesModel, validatorFor } from "../../support/response-schemas.ts";
import { sdkUser, type SdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { signedInAdmin } from "../../support/users.ts";

let server: TestServer;
let admin: SdkUser;
let guest: SdkUser;

const meeting = {
  title: "Orientation",
  start: "2026-09-01T20:00:00Z",
  end: "2026-09-01T21:00:00Z",
};

beforeAll(async () => {
  // Generating the response-model schemas blocks the event loop for seconds; doing it before any
  // connection is open keeps that pause from breaking a kept-alive connection mid-test.
  validatorFor("DocumentModel");
  validatorFor("DocumentListModel");
  server = await startTestServer();
  admin = await signedInAdmin(server);
  guest = sdkUser(server);
  await admin.databases.createDocument("offbranch", "club_meetings", "orientation", meeting, [
    'read("any")',
  ]);
});

afterAll(() => server.stop());

/** Creates as the admin; a helper keeps the SDK's generic at its default (any attributes). */
function adminCreates(collectionId: string, data: Record<string, unknown>, permissions?: string[]) {
  return admin.databases.createDocument("offbranch", collectionId, ID.unique(), data, permissions);
}

function adminUpdates(documentId: string, data: Record<string, unknown>) {
  return admin.databases.updateDocument("offbranch", "club_meetings", documentId, data);
}

function adminUpdatesInTransaction(data: Record<string, unknown>) {
  const ids = { databaseId: "offbranch", collectionId: "club_meetings", documentId: "orientation" };
  return admin.databases.updateDocument({ ...ids, data, transactionId: "tx1" });
}

/** A raw request, for what the SDK refuses to send (missing params, malformed bodies). */
async function send(method: string, path: string, body?: string) {
  const response = await fetch(`${server.endpoint}${path}`, {
    method,
    headers: { "X-Appwrite-Project": server.projectId, "Content-Type": "application/json" },
    body,
  });
  const text = await response.text();
  return { status: response.status, body: text === "" ? null : JSON.parse(text) };
}

interface ErrorCase {
  name: string;
  call: () => Promise<unknown>;
  code: number;
  type: string;
  message?: string | RegExp;
}

const cases: ErrorCase[] = [
  {
    name: "a query that is not JSON",
    call: () => guest.databases.listDocuments("offbranch", "club_meetings", ["{not json"]),
    code: 400,
    type: "general_query_invalid",
  },
  {
    name: "a query on an unknown attribute",
    call: () =>
      guest.databases.listDocuments("offbranch", "club_meetings", [Query.equal("speaker", "Sam")]),
    code: 400,
    type: "general_query_invalid",
    message: "Invalid query: Attribute not found in schema: speaker",
  },
  {
    name: "a query with a value of the wrong type",
    call: () =>
      guest.databases.listDocuments("offbranch", "club_meetings", [Query.equal("canceled", "no")]),
    code: 400,
    type: "general_query_invalid",
    message: 'Invalid query: Query value is invalid for attribute "canceled"',
  },
  {
    name: "a limit above 5000",
    call: () => guest.databases.listDocuments("offbranch", "club_meetings", [Query.limit(5001)]),
    code: 400,
    type: "general_query_invalid",
  },
  {
    name: "a cursor on a missing meeting",
    call: () =>
      guest.databases.listDocuments("offbranch", "club_meetings", [Query.cursorAfter("gone")]),
    code: 400,
    type: "general_cursor_not_found",
    message: "Document 'gone' for the 'cursor' value not found.",
  },
  {
    name: "a title longer than 255 chars",
    call: () =>
      adminCreates("club_meetings", {
        ...meeting,
        title: "x".repeat(256),
      }),
    code: 400,
    type: "document_invalid_structure",
    message:
      'Invalid document structure: Attribute "title" has invalid type. Value must be a valid string and no longer than 255 chars',
  },
  {
    name: "a boolean sent as text",
    call: () =>
      adminCreates("club_meetings", {
        ...meeting,
        canceled: "yes",
      }),
    code: 400,
    type: "document_invalid_structure",
    message:
      'Invalid document structure: Attribute "canceled" has invalid type. Value must be a valid boolean',
  },
  {
    name: "a start that is not a date",
    call: () =>
      adminUpdates("orientation", {
        start: "soon",
      }),
    code: 400,
    type: "document_invalid_structure",
    message:
      'Invalid document structure: Attribute "start" has invalid type. Value must be valid date.',
  },
  {
    name: "a meeting without its required end",
    call: () =>
      adminCreates("club_meetings", {
        start: meeting.start,
      }),
    code: 400,
    type: "document_invalid_structure",
    message: 'Invalid document structure: Missing required attribute "end"',
  },
  {
    name: "an attribute the collection does not have",
    call: () =>
      adminCreates("club_events", {
        time: meeting.start,
        speaker: "Sam",
      }),
    code: 400,
    type: "document_invalid_structure",
    message: 'Invalid document structure: Unknown attribute: "speaker"',
  },
  {
    name: "a taken id",
    call: () =>
      admin.databases.createDocument("offbranch", "club_meetings", "orientation", meeting),
    code: 409,
    type: "document_already_exists",
  },
  {
    name: "an id starting with a special char",
    call: () =>
      admin.databases.createDocument("offbranch", "club_meetings", "-orientation", meeting),
    code: 400,
    type: "general_argument_invalid",
    message: /^Invalid `documentId` param: Parameter must contain at most 36 chars/,
  },
  {
    name: "an id of 37 chars",
    call: () =>
      admin.databases.createDocument("offbranch", "club_meetings", "a".repeat(37), meeting),
    code: 400,
    type: "general_argument_invalid",
  },
  {
    name: "an empty data object",
    call: () => adminCreates("club_agendas", {}),
    code: 400,
    type: "document_missing_data",
  },
  {
    name: "an update with neither data nor permissions",
    call: () => adminUpdates("orientation", {}),
    code: 400,
    type: "document_missing_payload",
  },
  {
    name: "a collection that does not exist",
    call: () => guest.databases.listDocuments("offbranch", "club_members"),
    code: 404,
    type: "collection_not_found",
  },
  {
    name: "a database that does not exist",
    call: () => guest.databases.getDocument("school", "club_meetings", "orientation"),
    code: 404,
    type: "database_not_found",
  },
  {
    name: "a meeting that does not exist",
    call: () => guest.databases.getDocument("offbranch", "club_meetings", "gone"),
    code: 404,
    type: "document_not_found",
    message: "Document with the requested ID 'gone' could not be found.",
  },
  {
    name: "updating a meeting that does not exist",
    call: () => adminUpdates("gone", { title: "x" }),
    code: 404,
    type: "document_not_found",
  },
  {
    name: "deleting a meeting that does not exist",
    call: () => admin.databases.deleteDocument("offbranch", "club_meetings", "gone"),
    code: 404,
    type: "document_not_found",
  },
  {
    name: "a permission for a role the admin does not hold",
    call: () =>
      adminCreates("club_meetings", meeting, [Permission.read(Role.user("someone-else"))]),
    code: 401,
    type: "user_unauthorized",
    message: /^Permissions must be one of: \(any, user:/,
  },
  {
    name: "a malformed permission",
    call: () => adminCreates("club_meetings", meeting, ["read(any)"]),
    code: 400,
    type: "general_argument_invalid",
  },
  {
    name: "incrementing a text attribute",
    call: () =>
      admin.databases.incrementDocumentAttribute(
        "offbranch",
        "club_meetings",
        "orientation",
        "title",
      ),
    code: 400,
    type: "attribute_type_invalid",
  },
  {
    name: "incrementing an attribute that does not exist",
    call: () =>
      admin.databases.incrementDocumentAttribute(
        "offbranch",
        "club_meetings",
        "orientation",
        "seats",
      ),
    code: 404,
    type: "attribute_not_found",
  },
  {
    name: "a transaction id",
    call: () => adminUpdatesInTransaction({ title: "x" }),
    code: 404,
    type: "transaction_not_found",
  },
];

describe("document calls that go wrong answer Appwrite's error", () => {
  test.each(cases)("$name gets $code $type", async ({ call, code, type, message }) => {
    const error = await call().then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(AppwriteException);
    expect(error).toMatchObject({ code, type });
    if (message !== undefined)
      expect(error).toMatchObject({ message: expect.stringMatching(message) });
  });

  test("a refused write changes nothing", async () => {
    const stored = await guest.databases.getDocument("offbranch", "club_meetings", "orientation");
    expect(stored).toMatchObject({ title: "Orientation", start: "2026-09-01T20:00:00.000+00:00" });
  });

  // Appwrite 1.7.4 takes both as optional params (the same route creates many documents from
  // `documents`) and refuses a single document without them in createDocument's action. The SDK
  // will not send a create without an id, so these go through its client's own call.
  test.each([
    {
      name: "an id",
      body: { data: meeting },
      message: "Document ID is required when creating a single document",
    },
    {
      name: "data",
      body: { documentId: "new-meeting" },
      message: "The document data is missing. Try again with document data populated",
    },
    {
      name: "an id or data",
      body: {},
      message: "The document data is missing. Try again with document data populated",
    },
  ])("a create without $name gets 400 document_missing_data", async ({ body, message }) => {
    const path = "/databases/offbranch/collections/club_meetings/documents";
    const refusal = await admin.client
      .call(
        "post",
        new URL(`${server.endpoint}${path}`),
        { "content-type": "application/json", "X-Appwrite-Project": server.projectId },
        body,
      )
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(refusal).toBeInstanceOf(AppwriteException);
    expect(refusal).toMatchObject({ code: 400, type: "document_missing_data", message });
    await expect(
      guest.databases.getDocument("offbranch", "club_meetings", "new-meeting"),
    ).rejects.toMatchObject({ type: "document_not_found" });
  });

  test("a create with an empty id is a bad documentId param, as Appwrite's id rule says", async () => {
    await expect(
      admin.databases.createDocument("offbranch", "club_meetings", "", meeting),
    ).rejects.toMatchObject({
      code: 400,
      type: "general_argument_invalid",
      message: expect.stringMatching(/^Invalid `documentId` param: Parameter must contain/),
    });
  });

  test("a body that is not JSON gets 400, not 500", async () => {
    const answer = await send(
      "PATCH",
      "/databases/offbranch/collections/club_meetings/documents/orientation",
      "{title",
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ type: "general_argument_invalid" });
  });
});

describe("document calls that succeed answer Appwrite's response models", () => {
  test("a create answers 201 with the Document model and normalised dates", async () => {
    const response = await fetch(
      `${server.endpoint}/databases/offbranch/collections/club_events/documents`,
      {
        method: "POST",
        headers: {
          "X-Appwrite-Project": server.projectId,
          "Content-Type": "application/json",
          Cookie: [...admin.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
        },
        body: JSON.stringify({
          documentId: "bake-sale",
          data: { title: "Bake sale", time: "2026-10-10T11:00:00-05:00" },
        }),
      },
    );
    expect(response.status).toBe(201);
    const created: unknown = await response.json();
    assertMatchesModel("DocumentModel", created);
    expect(created).toMatchObject({
      $id: "bake-sale",
      time: "2026-10-10T16:00:00.000+00:00",
      end: null,
    });
  });

  test("an update, an upsert and a delete each answer as Appwrite does", async () => {
    const id = "film-night";
    await admin.databases.createDocument("offbranch", "club_meetings", id, meeting);
    const updated = await admin.databases.updateDocument("offbranch", "club_meetings", id, {
      title: "Film Night",
    });
    assertMatchesModel("DocumentModel", updated);
    expect(updated).toMatchObject({ title: "Film Night", start: "2026-09-01T20:00:00.000+00:00" });
    expect(Date.parse(updated.$updatedAt)).toBeGreaterThanOrEqual(Date.parse(updated.$createdAt));
    const upserted = await admin.databases.upsertDocument("offbranch", "club_meetings", id, {
      ...meeting,
      location: "Library",
    });
    assertMatchesModel("DocumentModel", upserted);
    expect(upserted).toMatchObject({ title: "Orientation", location: "Library" });
    const removal = await send(
      "DELETE",
      `/databases/offbranch/collections/club_meetings/documents/${id}`,
    );
    expect(removal.status).toBe(401);
    const cookie = [...admin.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const deleted = await fetch(
      `${server.endpoint}/databases/offbranch/collections/club_meetings/documents/${id}`,
      {
        method: "DELETE",
        headers: { "X-Appwrite-Project": server.projectId, Cookie: cookie },
      },
    );
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe("");
  });
});
