import { AppwriteException as WebException } from "appwrite";
import { AppwriteException, Client, Databases, ID, Query, Storage } from "node-appwrite";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTrustedClients, type TrustedClients } from "../../../server/appwrite/clients.ts";
import { sdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";

let server: TestServer;
let site: TrustedClients;

const DATABASE = "offbranch";
// Guests may read meetings and only organisers may write them (appwrite.json).
const MEETINGS = "club_meetings";
const meeting = {
  title: "Key meeting",
  start: "2026-09-01T20:00:00Z",
  end: "2026-09-01T21:00:00Z",
};

beforeAll(async () => {
  server = await startTestServer();
  site = createTrustedClients({
    endpoint: server.endpoint,
    projectId: server.projectId,
    apiKey: backendOf(server).siteKey,
    inProcessApi: null,
  });
});

afterAll(() => server.stop());

function backendOf(running: TestServer) {
  if (!running.backend) throw new Error("the test server embeds the backend");
  return running.backend;
}

function keyClient(secret: string): Databases {
  return new Databases(
    new Client().setEndpoint(server.endpoint).setProject(server.projectId).setKey(secret),
  );
}

async function refusal(call: Promise<unknown>): Promise<{ code: number; type: string }> {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  // The guest calls through the browser SDK, the server through node-appwrite.
  if (!(error instanceof AppwriteException) && !(error instanceof WebException))
    throw new Error("the call should have been refused");
  return { code: error.code, type: error.type };
}

async function meetingTitles(): Promise<string[]> {
  const list = await new Databases(site.admin()).listDocuments(DATABASE, MEETINGS, [
    Query.limit(100),
  ]);
  return list.documents.map((document) => String(document["title"]));
}

describe("the site's key through node-appwrite", () => {
  test("the site's admin client creates, reads, updates and deletes a document guests may not write", async () => {
    const databases = new Databases(site.admin());
    const created = await databases.createDocument(DATABASE, MEETINGS, ID.unique(), meeting);
    expect(created.title).toBe("Key meeting");
    expect(created.$permissions).toEqual([]);
    const read = await databases.getDocument(DATABASE, MEETINGS, created.$id);
    expect(read.$id).toBe(created.$id);
    const updated = await databases.updateDocument(DATABASE, MEETINGS, created.$id, {
      title: "Renamed by the server",
    });
    expect(updated.title).toBe("Renamed by the server");
    await databases.deleteDocument(DATABASE, MEETINGS, created.$id);
    expect(await refusal(databases.getDocument(DATABASE, MEETINGS, created.$id))).toEqual({
      code: 404,
      type: "document_not_found",
    });
    const guest = sdkUser(server);
    expect(
      await refusal(guest.databases.createDocument(DATABASE, MEETINGS, ID.unique(), meeting)),
    ).toMatchObject({ code: 401, type: "user_unauthorized" });
  });

  test("a key may grant any role on a document it writes", async () => {
    const databases = new Databases(site.admin());
    const created = await databases.createDocument(DATABASE, MEETINGS, ID.unique(), meeting, [
      'read("user:someone")',
    ]);
    expect(created.$permissions).toEqual(['read("user:someone")']);
  });

  test("a guest reading the list sees a document the key wrote, at once", async () => {
    const guest = sdkUser(server);
    const title = `Seen by guests ${ID.unique()}`;
    await guest.databases.listDocuments(DATABASE, MEETINGS, [Query.limit(100)]);
    await new Databases(site.admin()).createDocument(
      DATABASE,
      MEETINGS,
      ID.unique(),
      { ...meeting, title },
      ['read("any")'],
    );
    await expect
      .poll(async () => {
        const list = await guest.databases.listDocuments(DATABASE, MEETINGS, [Query.limit(100)]);
        return list.documents.map((document) => document.title);
      })
      .toContain(title);
  });
});

describe("a key's refusals", () => {
  test("a key with only documents.read reads but cannot write, and gets general_unauthorized_scope", async () => {
    const secret = backendOf(server).apiKeys.create({ name: "Reader", scopes: ["documents.read"] });
    const reader = keyClient(secret);
    const before = await meetingTitles();
    await expect(reader.listDocuments(DATABASE, MEETINGS)).resolves.toBeDefined();
    expect(await refusal(reader.createDocument(DATABASE, MEETINGS, ID.unique(), meeting))).toEqual({
      code: 401,
      type: "general_unauthorized_scope",
    });
    expect(await meetingTitles()).toEqual(before);
  });

  test("a key with no documents scope cannot even read", async () => {
    const secret = backendOf(server).apiKeys.create({ name: "Files", scopes: ["files.read"] });
    expect(await refusal(keyClient(secret).listDocuments(DATABASE, MEETINGS))).toEqual({
      code: 401,
      type: "general_unauthorized_scope",
    });
  });

  test("a key with documents scopes only cannot list files, and one with files.read can", async () => {
    const keys = backendOf(server).apiKeys;
    const documentsOnly = keys.create({
      name: "Docs",
      scopes: ["documents.read", "documents.write"],
    });
    const storage = (secret: string) =>
      new Storage(
        new Client().setEndpoint(server.endpoint).setProject(server.projectId).setKey(secret),
      );
    expect(await refusal(storage(documentsOnly).listFiles("club_images"))).toEqual({
      code: 401,
      type: "general_unauthorized_scope",
    });
    const filesReader = keys.create({ name: "Pictures", scopes: ["files.read"] });
    await expect(storage(filesReader).listFiles("club_images")).resolves.toMatchObject({
      files: expect.any(Array),
    });
  });

  test("a wrong key is user_unauthorized and writes nothing", async () => {
    const before = await meetingTitles();
    const wrong = keyClient(`standard_${"0".repeat(256)}`);
    expect(await refusal(wrong.createDocument(DATABASE, MEETINGS, ID.unique(), meeting))).toEqual({
      code: 401,
      type: "user_unauthorized",
    });
    expect(await refusal(wrong.listDocuments(DATABASE, MEETINGS))).toEqual({
      code: 401,
      type: "user_unauthorized",
    });
    expect(await meetingTitles()).toEqual(before);
  });

  test("a key sent with a session is user_api_key_and_session_set", async () => {
    const both = site.admin().setSession("some-session-secret");
    expect(await refusal(new Databases(both).listDocuments(DATABASE, MEETINGS))).toEqual({
      code: 403,
      type: "user_api_key_and_session_set",
    });
  });
});
