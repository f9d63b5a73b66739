import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SdkUser } from "../../support/sdk.ts";
import {
  daysFromNow,
  readEvent,
  readMeeting,
  seedEvent,
  seedMeeting,
} from "../../support/seed-meetings.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import {
  createTestAccount,
  ORGANISER,
  signedInSdk,
  siteSessionCookies,
  type TestAccount,
} from "../../support/users.ts";

// Manage Meeting's and Manage Event's forms as the site's server takes them (issue 32 item 2):
// a form that is not what the screen drew gets a 400 and changes nothing, and a deleted meeting
// is put back only for the session that deleted it.

let server: TestServer;
let organiser: TestAccount;
let sdk: SdkUser;

beforeAll(async () => {
  server = await startTestServer({ withSite: true });
  organiser = await createTestAccount(server, ORGANISER);
  sdk = await signedInSdk(server, organiser);
  post = await signIn(organiser);
});

afterAll(async () => {
  await server.close();
});

/**
 * A session of `account` on the site: `post` sends `fields` to the screen at `path` with the
 * form fields that screen drew for this session, as its browser would.
 */
async function signIn(account: TestAccount) {
  const cookies = await siteSessionCookies(server, account);
  const Cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  const headers = { Cookie, "Sec-Fetch-Site": "same-origin" };
  return async function post(path: string, fields: Record<string, string>) {
    const html = await (await fetch(`${server.url}${path}`, { headers })).text();
    const token = /name="form-token" value="([^"]+)"/.exec(html)?.[1] ?? "";
    const id = /name="form-id" value="([^"]+)"/.exec(html)?.[1] ?? "";
    return fetch(`${server.url}${path}`, {
      method: "POST",
      headers,
      body: new URLSearchParams({ "form-token": token, "form-id": id, ...fields }),
      redirect: "manual",
    });
  };
}

let post: Awaited<ReturnType<typeof signIn>>;

async function aMeeting(title: string): Promise<string> {
  return seedMeeting(sdk, { title, start: daysFromNow(3), end: daysFromNow(3, 1) });
}

describe("a Manage Meeting or Manage Event form", () => {
  it.each([
    { name: "without what the form was drawn from", saved: null },
    { name: "with what was drawn for another meeting", saved: "other" },
    { name: "with a broken record of it", saved: "{not json" },
  ])("a save $name is refused with a 400, and nothing changes", async ({ saved }) => {
    const id = await aMeeting("Kept");
    const other = await aMeeting("Other");
    const stored = {
      meeting: { ...(await readMeetingSettings(other)), id: other },
      agenda: null,
      notes: "",
      isPublic: true,
    };
    const savedField: Record<string, string> =
      saved === null ? {} : { saved: saved === "other" ? JSON.stringify(stored) : saved };
    const answer = await post(`/admin/${id}`, {
      intent: "save",
      ...savedField,
      title: "Changed",
      startDate: "2031-01-01",
      startTime: "10:00",
      endDate: "2031-01-01",
      endTime: "11:00",
    });
    expect(answer.status).toBe(400);
    expect((await readMeeting(sdk, id)).title).toBe("Kept");
  });

  it("a form with an intent the screen has not is refused with a 400", async () => {
    const id = await aMeeting("Plain");
    const meeting = await post(`/admin/${id}`, { intent: "publish-everything" });
    expect(meeting.status).toBe(400);
    const eventId = await seedEvent(sdk, { title: "Fair", time: daysFromNow(4) });
    const event = await post(`/admin/events/${eventId}`, { intent: "save" });
    expect(event.status).toBe(400);
    expect((await readEvent(sdk, eventId)).title).toBe("Fair");
  });

  it("a meeting deleted in one session is put back by that session's Undo, not another's", async () => {
    const postElsewhere = await signIn(await createTestAccount(server, ORGANISER));
    const id = await aMeeting("Deleted Here");

    const deleted = await post(`/admin/${id}`, { intent: "delete" });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("Location")).toBe("/admin");
    await expect(readMeeting(sdk, id)).rejects.toMatchObject({ code: 404 });

    const elsewhere = await postElsewhere("/admin?index", { intent: "undo-delete" });
    expect(elsewhere.status).toBe(409);
    expect(await elsewhere.text()).toContain("The time to undo it has passed.");
    await expect(readMeeting(sdk, id)).rejects.toMatchObject({ code: 404 });

    const undone = await post("/admin?index", { intent: "undo-delete" });
    expect(undone.status).toBe(200);
    expect((await readMeeting(sdk, id)).title).toBe("Deleted Here");
  });
});

/** Meeting `id`'s settings as stored, as Manage Meeting's hidden record holds them. */
async function readMeetingSettings(id: string) {
  const {
    title,
    start,
    end,
    location,
    canceled,
    location_on_request,
    accessibility_notes,
    language,
  } = await readMeeting(sdk, id);
  return {
    title,
    start,
    end,
    location,
    canceled,
    location_on_request,
    accessibility_notes,
    language,
  };
}
