import { ID, Query, type Models } from "appwrite";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { assertMatchesModel, validatorFor } from "../../support/response-schemas.ts";
import { sdkUser, type SdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { signedInAdmin } from "../../support/users.ts";

let server: TestServer;
let guest: SdkUser;

const meetings = [
  {
    id: "orientation",
    title: "Orientation",
    start: "2026-09-01T20:00:00.000Z",
    location: "Room 214",
    canceled: false,
  },
  {
    id: "film-night",
    title: "Film Night",
    start: "2026-09-08T20:00:00.000Z",
    location: "Library",
    canceled: true,
  },
  {
    id: "panel",
    title: "Panel: Allies",
    start: "2026-09-15T20:00:00.000Z",
    location: null,
    canceled: false,
  },
  {
    id: "picnic",
    title: "Pride Picnic",
    start: "2026-09-22T20:00:00.000Z",
    location: "Park",
    canceled: false,
  },
  {
    id: "winter-social",
    title: "Winter Social",
    start: "2026-12-01T21:00:00.000Z",
    location: "Room 214",
    canceled: false,
  },
];

beforeAll(async () => {
  // Generating the response-model schemas blocks the event loop for seconds; doing it before any
  // connection is open keeps that pause from breaking a kept-alive connection mid-test.
  validatorFor("DocumentModel");
  validatorFor("DocumentListModel");
  server = await startTestServer();
  guest = sdkUser(server);
  const admin = await signedInAdmin(server);
  for (const { id, start, ...rest } of meetings) {
    const end = new Date(Date.parse(start) + 3_600_000).toISOString();
    await admin.databases.createDocument(
      "offbranch",
      "club_meetings",
      id,
      { ...rest, start, end },
      ['read("any")'],
    );
  }
});

afterAll(() => server.stop());

async function listMeetings(queries: string[]): Promise<Models.DocumentList<Models.Document>> {
  const page = await guest.databases.listDocuments("offbranch", "club_meetings", queries);
  assertMatchesModel("DocumentListModel", page);
  return page;
}

async function meetingIds(queries: string[]): Promise<string[]> {
  return (await listMeetings(queries)).documents.map((document) => document.$id);
}

describe("listing meetings with every query operator (GET .../documents)", () => {
  const cases: { name: string; queries: string[]; ids: string[] }[] = [
    { name: "equal", queries: [Query.equal("title", "Pride Picnic")], ids: ["picnic"] },
    {
      name: "equal to any of a list",
      queries: [Query.equal("location", ["Park", "Library"])],
      ids: ["film-night", "picnic"],
    },
    {
      name: "notEqual",
      queries: [Query.notEqual("location", "Room 214")],
      ids: ["film-night", "picnic"],
    },
    {
      name: "lessThan",
      queries: [Query.lessThan("start", "2026-09-08T20:00:00.000Z")],
      ids: ["orientation"],
    },
    {
      name: "lessThanEqual",
      queries: [Query.lessThanEqual("start", "2026-09-08T20:00:00.000Z")],
      ids: ["orientation", "film-night"],
    },
    {
      name: "greaterThan",
      queries: [Query.greaterThan("start", "2026-09-15T20:00:00.000Z")],
      ids: ["picnic", "winter-social"],
    },
    {
      name: "greaterThanEqual",
      queries: [Query.greaterThanEqual("start", "2026-09-15T15:00:00-05:00")],
      ids: ["panel", "picnic", "winter-social"],
    },
    {
      name: "between",
      queries: [Query.between("start", "2026-09-05", "2026-09-20")],
      ids: ["film-night", "panel"],
    },
    {
      name: "notBetween",
      queries: [Query.notBetween("start", "2026-09-05", "2026-09-20")],
      ids: ["orientation", "picnic", "winter-social"],
    },
    { name: "isNull", queries: [Query.isNull("location")], ids: ["panel"] },
    {
      name: "isNotNull",
      queries: [Query.isNotNull("location")],
      ids: ["orientation", "film-night", "picnic", "winter-social"],
    },
    { name: "startsWith", queries: [Query.startsWith("title", "Pri")], ids: ["picnic"] },
    { name: "endsWith", queries: [Query.endsWith("title", "Night")], ids: ["film-night"] },
    { name: "contains", queries: [Query.contains("title", "Allies")], ids: ["panel"] },
    {
      name: "notContains",
      queries: [Query.notContains("title", "Night")],
      ids: ["orientation", "panel", "picnic", "winter-social"],
    },
    {
      name: "notStartsWith",
      queries: [Query.notStartsWith("title", "P")],
      ids: ["orientation", "film-night", "winter-social"],
    },
    {
      name: "notEndsWith",
      queries: [Query.notEndsWith("title", "l")],
      ids: ["orientation", "film-night", "panel", "picnic"],
    },
    { name: "a boolean", queries: [Query.equal("canceled", true)], ids: ["film-night"] },
    { name: "$id", queries: [Query.equal("$id", "panel")], ids: ["panel"] },
    {
      name: "and",
      queries: [
        Query.and([Query.equal("location", "Room 214"), Query.greaterThan("start", "2026-10-01")]),
      ],
      ids: ["winter-social"],
    },
    {
      name: "or",
      queries: [Query.or([Query.isNull("location"), Query.equal("canceled", true)])],
      ids: ["film-night", "panel"],
    },
    {
      name: "two filters, both applying",
      queries: [Query.equal("canceled", false), Query.startsWith("title", "P")],
      ids: ["panel", "picnic"],
    },
    {
      name: "orderDesc",
      queries: [Query.orderDesc("start"), Query.limit(2)],
      ids: ["winter-social", "picnic"],
    },
    {
      name: "orderAsc with offset",
      queries: [Query.orderAsc("title"), Query.offset(3)],
      ids: ["picnic", "winter-social"],
    },
    {
      name: "cursorAfter",
      queries: [Query.orderAsc("start"), Query.cursorAfter("panel"), Query.limit(1)],
      ids: ["picnic"],
    },
    {
      name: "cursorBefore",
      queries: [Query.orderAsc("start"), Query.cursorBefore("panel")],
      ids: ["orientation", "film-night"],
    },
  ];

  test.each(cases)(
    "a guest filtering with $name gets the matching meetings",
    async ({ queries, ids }) => {
      expect(await meetingIds(queries)).toEqual(ids);
    },
  );

  test("the landing query gives up to 5 meetings from 7 days ago on, soonest first", async () => {
    const page = await listMeetings([
      Query.orderAsc("start"),
      Query.greaterThan("start", "2026-09-10T00:00:00.000Z"),
      Query.limit(5),
    ]);
    expect(page.documents.map((d) => d.$id)).toEqual(["panel", "picnic", "winter-social"]);
    expect(page.total).toBe(3);
  });

  test("the total counts every match, not just the page, and total=false skips it", async () => {
    expect((await listMeetings([Query.limit(1)])).total).toBe(5);
    const uncounted = await guest.databases.listDocuments({
      databaseId: "offbranch",
      collectionId: "club_meetings",
      queries: [Query.limit(1)],
      total: false,
    });
    expect(uncounted.total).toBe(0);
    expect(uncounted.documents).toHaveLength(1);
  });

  test("without queries a guest gets every meeting in creation order, with system fields and nulls", async () => {
    const page = await listMeetings([]);
    expect(page.documents.map((d) => d.$id)).toEqual(meetings.map((m) => m.id));
    expect(page.documents[2]).toMatchObject({
      $id: "panel",
      $collectionId: "club_meetings",
      $databaseId: "offbranch",
      title: "Panel: Allies",
      start: "2026-09-15T20:00:00.000+00:00",
      location: null,
      canceled: false,
    });
  });

  test("select returns only the chosen attributes besides the system fields", async () => {
    const page = await listMeetings([Query.select(["title"]), Query.equal("$id", "picnic")]);
    const [picnic] = page.documents;
    expect(Object.keys(picnic ?? {}).filter((key) => !key.startsWith("$"))).toEqual(["title"]);
    assertMatchesModel("DocumentModel", picnic);
  });

  test("a single meeting can be read with select (GET .../documents/{id})", async () => {
    const picnic = await guest.databases.getDocument("offbranch", "club_meetings", "picnic", [
      Query.select(["location"]),
    ]);
    assertMatchesModel("DocumentModel", picnic);
    expect(picnic).toMatchObject({ $id: "picnic", location: "Park" });
    expect(picnic).not.toHaveProperty("title");
  });

  test("queries sent as repeated queries[] values work like the SDK's queries[0], queries[1]", async () => {
    const url = new URL(
      `${server.endpoint}/databases/offbranch/collections/club_meetings/documents`,
    );
    url.searchParams.append("queries[]", Query.equal("location", "Room 214"));
    url.searchParams.append("queries[]", Query.orderDesc("start"));
    const response = await fetch(url, { headers: { "X-Appwrite-Project": server.projectId } });
    expect(response.status).toBe(200);
    const page: unknown = await response.json();
    expect(page).toMatchObject({
      total: 2,
      documents: [{ $id: "winter-social" }, { $id: "orientation" }],
    });
  });

  test("a new meeting's generated id has the shape of the SDK's ID.unique()", async () => {
    const admin = await signedInAdmin(server);
    const created = await admin.databases.createDocument("offbranch", "club_events", ID.unique(), {
      title: "Bake sale",
      time: "2026-10-10T16:00:00Z",
    });
    expect(created.$id).toMatch(/^[0-9a-f]{20}$/);
    const serverMade = await admin.databases.createDocument(
      "offbranch",
      "club_events",
      "unique()",
      {
        time: "2026-10-11T16:00:00Z",
      },
    );
    expect(serverMade.$id).toMatch(/^[0-9a-f]{20}$/);
  });
});
