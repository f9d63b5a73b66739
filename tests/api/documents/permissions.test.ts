import { ID, Query } from "appwrite";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { DRAFT_READ, PUBLIC_READ } from "../../../app/lib/collections/database.ts";
import { sdkUser, type SdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { signedInAdmin, signedInUser } from "../../support/users.ts";

let server: TestServer;
let callers: Record<Who, SdkUser>;

type Who = "guest" | "signed-in user" | "admin";
type Operation = "list" | "get" | "create" | "upsert" | "update" | "delete";

/** What each shipped collection holds, and a valid change to it. */
const collections = {
  club_meetings: {
    noun: "meeting",
    data: { title: "Matrix meeting", start: "2026-09-01T20:00:00Z", end: "2026-09-01T21:00:00Z" },
    change: { title: "Renamed meeting" },
  },
  club_events: {
    noun: "event",
    data: {
      title: "Matrix event",
      time: "2026-09-02T20:00:00Z",
      location: "Gym",
      location_on_request: false,
      description: "Bring **snacks**.",
    },
    change: { location: "", location_on_request: true, description: "Bring games." },
  },
  club_agendas: {
    noun: "agenda",
    data: { agenda_preview: "Introductions", question_1: "What brought you here?" },
    change: { agenda_preview: "Introductions and snacks" },
  },
  club_meeting_notes: {
    noun: "organiser note",
    data: { notes: "Room 12, key from the office" },
    change: { notes: "Room 14 this week" },
  },
  club_presenter_states: {
    noun: "presenter state",
    data: { slide_key: "title", slide_index: 0, timer_elapsed_ms: 0 },
    change: { slide_key: "guidelines", slide_index: 1 },
  },
  club_room_screens: {
    noun: "room screen",
    data: { poll_question: "Pizza or tacos?" },
    change: { poll_question: "" },
  },
  club_polls: {
    noun: "poll",
    data: { meeting_id: "m1", question: "Pizza or tacos?", options: ["Pizza", "Tacos"] },
    change: { question: "Pizza or noodles?" },
  },
  club_settings: {
    noun: "club setting",
    data: {
      school_name: "Maple Ridge High School",
      school_initials: "MRHS",
      school_website: "https://www.example.edu/",
      club_name: "Maple Ridge Pride Club",
      meeting_day: "Tuesdays after school",
      meeting_place: "Room 214",
      time_zone: "America/Chicago",
      leaders_emails: ["leaders@example.edu"],
      website_manager_email: "web@example.edu",
      quick_exit_url: "https://www.bbc.co.uk/weather",
      site_creator_name: "the club's web team",
      site_creator_website: "https://www.example.org/",
    },
    change: { club_name: "Renamed club" },
  },
  club_pages: {
    noun: "page",
    data: { slug: "about", locale: "en", title: "About us", body: "We meet weekly." },
    change: { title: "About the club" },
  },
  club_settings_texts: {
    noun: "language's settings text",
    data: { locale: "es", meeting_place: "Salón 214" },
    change: { meeting_place: "La biblioteca" },
  },
  club_guidelines: {
    noun: "guideline list",
    data: { locale: "en", texts: ["Be kind"], colours: ["red"] },
    change: { texts: ["Be kind to each other"] },
  },
  club_support_resources: {
    noun: "support resource list",
    data: {
      locale: "en",
      names: ["988 Lifeline"],
      descriptions: ["Call or text any time."],
      reach: ["Call 988 | tel:988"],
      last_checked: ["2026-01-05"],
    },
    change: { names: ["988 Suicide & Crisis Lifeline"] },
  },
  club_versions: {
    noun: "saved version",
    data: { collection_id: "club_pages", document_id: "about.en", data: "{}", author: "Robin" },
    change: { author: "Sam" },
  },
} as const;
type CollectionId = keyof typeof collections;

beforeAll(async () => {
  server = await startTestServer();
  callers = {
    guest: sdkUser(server),
    "signed-in user": await signedInUser(server),
    admin: await signedInAdmin(server),
  };
});

afterAll(() => server.stop());

/**
 * The collections whose documents are public by their own read("any"), given at their first save;
 * the collection lets only organisers read (decision 0134).
 */
const publishedOnSave: CollectionId[] = ["club_meetings", "club_events", "club_agendas"];

/**
 * A fresh document made by the admin, so every row starts from the same state: saved (public)
 * where the collection publishes on save, unless `permissions` says otherwise.
 */
async function existing(
  collectionId: CollectionId,
  permissions = publishedOnSave.includes(collectionId) ? [PUBLIC_READ] : undefined,
): Promise<string> {
  const document = await callers.admin.databases.createDocument(
    "offbranch",
    collectionId,
    ID.unique(),
    collections[collectionId].data,
    permissions,
  );
  return document.$id;
}

async function perform(who: Who, operation: Operation, collectionId: CollectionId, id: string) {
  const { databases } = callers[who];
  const { data, change } = collections[collectionId];
  switch (operation) {
    case "list":
      // Newest first: the start stores the club's files (and their first versions), so the row's
      // own document may lie past the first page in storage order.
      return databases.listDocuments("offbranch", collectionId, [Query.orderDesc("$sequence")]);
    case "get":
      return databases.getDocument("offbranch", collectionId, id);
    case "create":
      return databases.createDocument("offbranch", collectionId, ID.unique(), data);
    case "upsert":
      return databases.upsertDocument("offbranch", collectionId, id, { ...data, ...change });
    case "update":
      return databases.updateDocument("offbranch", collectionId, id, change);
    case "delete":
      return databases.deleteDocument("offbranch", collectionId, id);
  }
}

/** What an allowed operation must have done, read back by the admin where it wrote. */
async function expectEffect(
  operation: Operation,
  collectionId: CollectionId,
  id: string,
  outcome: unknown,
): Promise<void> {
  const { data, change } = collections[collectionId];
  // The stored text fields; times come back in Appwrite's own format, checked elsewhere.
  const stored = Object.fromEntries(
    Object.keys(change).map((key) => [key, Reflect.get(data, key) as unknown]),
  );
  const readBack = (documentId: string) =>
    callers.admin.databases.getDocument("offbranch", collectionId, documentId);
  // The SDK's answer: a document list, a document, or nothing (delete).
  const answer = outcome as { $id?: string; documents?: { $id: string }[] };
  if (operation === "list") {
    expect(answer.documents?.map((document) => document.$id)).toContain(id);
  } else if (operation === "get") {
    expect(answer).toMatchObject({ $id: id, ...stored });
  } else if (operation === "create") {
    expect(await readBack(answer.$id ?? "")).toMatchObject(stored);
  } else if (operation === "delete") {
    await expect(readBack(id)).rejects.toMatchObject({ code: 404, type: "document_not_found" });
  } else {
    // update and upsert: the change is stored, not only answered.
    expect(await readBack(id)).toMatchObject(change);
  }
}

const verbs: Record<Operation, string> = {
  list: "list the",
  get: "read a",
  create: "create a",
  upsert: "upsert a",
  update: "update a",
  delete: "delete a",
};

const collectionIds: CollectionId[] = [
  "club_meetings",
  "club_events",
  "club_agendas",
  "club_room_screens",
  "club_settings",
  "club_pages",
  "club_settings_texts",
  "club_guidelines",
  "club_support_resources",
];
const whos: Who[] = ["guest", "signed-in user", "admin"];
const operations: Operation[] = ["list", "get", "create", "upsert", "update", "delete"];

const rows = collectionIds.flatMap((collectionId) =>
  whos.flatMap((who) =>
    operations.map((operation) => {
      const isAllowed = operation === "list" || operation === "get" || who === "admin";
      const { noun } = collections[collectionId];
      const object = operation === "list" ? `${noun}s` : noun;
      const name = isAllowed
        ? `${who === "admin" ? "an" : "a"} ${who} can ${verbs[operation]} ${object}`
        : `a ${who} cannot ${verbs[operation]} ${object} and gets user_unauthorized`;
      return { name, who, operation, collectionId, isAllowed };
    }),
  ),
);

describe("who may do what with the shipped collections (saved ones read any; write label:admin)", () => {
  test.each(rows)("$name", async ({ who, operation, collectionId, isAllowed }) => {
    const id = await existing(collectionId);
    const before = await callers.admin.databases.getDocument("offbranch", collectionId, id);
    const outcome = perform(who, operation, collectionId, id);
    if (isAllowed) {
      await expectEffect(operation, collectionId, id, await outcome);
      return;
    }
    await expect(outcome).rejects.toMatchObject({ code: 401, type: "user_unauthorized" });
    const after = await callers.admin.databases.getDocument("offbranch", collectionId, id);
    expect(after).toEqual(before);
  });
});

const draftRows = publishedOnSave.flatMap((collectionId) =>
  whos.flatMap((who) =>
    (["list", "get"] as const).map((operation) => {
      const isAllowed = who === "admin";
      const { noun } = collections[collectionId];
      const object = operation === "list" ? `${noun}s` : noun;
      const name = isAllowed
        ? `an admin can ${verbs[operation]} new ${object} never saved`
        : `a ${who} cannot ${verbs[operation]} new ${object} never saved`;
      return { name, who, operation, collectionId, isAllowed };
    }),
  ),
);

describe("a meeting, agenda or event never saved is for organisers only (read label:admin)", () => {
  test.each(draftRows)("$name", async ({ who, operation, collectionId, isAllowed }) => {
    const id = await existing(collectionId, [DRAFT_READ]);
    const outcome = perform(who, operation, collectionId, id);
    if (isAllowed) {
      await expectEffect(operation, collectionId, id, await outcome);
    } else if (operation === "get") {
      await expect(outcome).rejects.toMatchObject({ code: 404, type: "document_not_found" });
    } else {
      const list = (await outcome) as { documents: { $id: string }[] };
      expect(list.documents.map((document) => document.$id)).not.toContain(id);
    }
  });
});

/** What a caller who may not see an organisers-only collection gets for each operation. */
function refusalOf(operation: Operation) {
  // A document the caller may not read is not found, as Appwrite answers it (STYLE.md, errors).
  return operation === "get"
    ? { code: 404, type: "document_not_found" }
    : { code: 401, type: "user_unauthorized" };
}

const organiserOnly: CollectionId[] = [
  "club_meeting_notes",
  "club_presenter_states",
  "club_polls",
  "club_versions",
];
const organiserOnlyRows = organiserOnly.flatMap((collectionId) =>
  whos.flatMap((who) =>
    operations.map((operation) => {
      const isAllowed = who === "admin";
      const { noun } = collections[collectionId];
      const object = operation === "list" ? `${noun}s` : noun;
      const refusal = refusalOf(operation);
      // With document security (a projector's follow link reads one by a document permission,
      // decision 0149), a list shows the caller only what is shared with them: here, nothing.
      const isListedEmpty =
        !isAllowed && operation === "list" && collectionId === "club_presenter_states";
      const name = isAllowed
        ? `an admin can ${verbs[operation]} ${object}`
        : isListedEmpty
          ? `a ${who} lists no ${object}`
          : `a ${who} cannot ${verbs[operation]} ${object} and gets ${refusal.type}`;
      return { name, who, operation, collectionId, isAllowed, isListedEmpty, refusal };
    }),
  ),
);

describe("who may do what with the organisers-only collections (label:admin for everything)", () => {
  test.each(organiserOnlyRows)(
    "$name",
    async ({ who, operation, collectionId, isAllowed, isListedEmpty, refusal }) => {
      const id = await existing(collectionId);
      const before = await callers.admin.databases.getDocument("offbranch", collectionId, id);
      const outcome = perform(who, operation, collectionId, id);
      if (isAllowed) {
        await expectEffect(operation, collectionId, id, await outcome);
        return;
      }
      if (isListedEmpty) {
        expect(((await outcome) as { documents: unknown[] }).documents).toEqual([]);
        return;
      }
      await expect(outcome).rejects.toMatchObject(refusal);
      const after = await callers.admin.databases.getDocument("offbranch", collectionId, id);
      expect(after).toEqual(before);
    },
  );
});

describe("document permissions a caller sends", () => {
  test("a signed-in user cannot grant themselves what the collection denies", async () => {
    const user = callers["signed-in user"];
    await expect(
      user.databases.createDocument(
        "offbranch",
        "club_events",
        ID.unique(),
        collections.club_events.data,
      ),
    ).rejects.toMatchObject({ code: 401, type: "user_unauthorized" });
  });

  test("an admin's meeting without a permissions param gets the admin's own read, update and delete", async () => {
    const account = await callers.admin.account.get();
    const meeting = await callers.admin.databases.createDocument(
      "offbranch",
      "club_meetings",
      ID.unique(),
      collections.club_meetings.data,
    );
    expect(meeting.$permissions).toEqual([
      `read("user:${account.$id}")`,
      `update("user:${account.$id}")`,
      `delete("user:${account.$id}")`,
    ]);
  });
});
