import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { AppwriteException } from "appwrite";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { listOrganisers, removeOrganisers } from "../../support/organisers.ts";
import { saveMeetingNotes } from "../../../app/lib/collections/meeting-notes.ts";
import { schoolYear, currentSchoolYear } from "../../../app/lib/year-archive/school-year.ts";
import { eventOf, parseCalendar } from "../../support/ical.ts";
import { sdkUser, type SdkUser } from "../../support/sdk.ts";
import { seedEvent, seedMeeting } from "../../support/seed-meetings.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { adminFormOf, type AdminFormPost } from "../../support/admin-forms.ts";
import { signedInAdmin, signedInUser, type TestAccount } from "../../support/users.ts";

// The yearly handover (decision 0117): the year's archive, unzipped by Info-ZIP's unzip and read
// as a calendar app and a browser would, and several organisers removed at once, never all.

const run = promisify(execFile);
const ZONE = "America/Chicago";
const DAY_MS = 24 * 60 * 60 * 1000;
const NOTES = "Private: Jamie asked us not to share their name.";

let server: TestServer;
let organiser: SdkUser & TestAccount;
const year = schoolYear(currentSchoolYear(new Date(), ZONE), ZONE);
const dayIn = (days: number, base = year.from) =>
  new Date(Date.parse(base) + days * DAY_MS).toISOString();
let ids: { first: string; second: string; before: string; dance: string };
const folders: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ withSite: true, clubTimeZone: ZONE });
  organiser = await signedInAdmin(server);
  const first = await seedMeeting(organiser, {
    title: "Welcome Back",
    location: "Room 214",
    start: dayIn(40),
    end: dayIn(40.05),
    agenda: {
      agenda_preview: "Snacks & <introductions>.",
      question_1: "What did you do this summer?",
      everything_else: "Bring a [friend](https://example.org/friends).",
    },
  });
  await saveMeetingNotes(organiser.databases, first, NOTES);
  const second = await seedMeeting(organiser, {
    title: "Snow Day Social",
    start: dayIn(150),
    end: dayIn(150.05),
    canceled: true,
    agenda: null,
  });
  const before = await seedMeeting(organiser, {
    title: "Last Year's Picnic",
    start: dayIn(-3),
    end: dayIn(-2.9),
  });
  const dance = await seedEvent(organiser, {
    title: "Spring Dance",
    time: dayIn(250),
    end: dayIn(250.1),
    description: "Music and a photo booth.",
  });
  ids = { first, second, before, dance };
});

afterAll(async () => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  await server?.stop();
});

/** POSTs the screen's form to the archive route, as `form` says, with a school year. */
function postArchive(form: AdminFormPost, year: string): Promise<Response> {
  return fetch(`${server.url}/admin/year-archive`, {
    method: "POST",
    headers: form.headers,
    body: new URLSearchParams({ ...form.fields, year }),
  });
}

async function errorTypeOf(work: Promise<unknown>): Promise<string> {
  const error: unknown = await work.then(
    () => null,
    (failure: unknown) => failure,
  );
  return error instanceof AppwriteException ? error.type : `no Appwrite error: ${String(error)}`;
}

describe("the year's archive", () => {
  test("an organiser downloads a zip that unzips to the year's agendas, events, pages and calendar, and nothing private", async () => {
    const form = await adminFormOf(server, organiser, "/admin/handover");
    const answer = await postArchive(form, String(year.startYear));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("application/zip");
    expect(answer.headers.get("Content-Disposition")).toMatch(
      new RegExp(
        `^attachment; filename="[a-z0-9-]+-${year.startYear}-${year.startYear + 1}\\.zip"$`,
      ),
    );
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "year-archive-"));
    folders.push(folder);
    const zipFile = path.join(folder, "year.zip");
    fs.writeFileSync(zipFile, Buffer.from(await answer.arrayBuffer()));
    await run("unzip", ["-q", zipFile, "-d", path.join(folder, "out")]);
    const out = path.join(folder, "out");
    const files = fs.readdirSync(out, { recursive: true, encoding: "utf8" }).sort();
    const read = (file: string) => fs.readFileSync(path.join(out, file), "utf8");

    const welcome = files.find((file) => file.includes(ids.first) && file.endsWith(".html"));
    expect(welcome).toMatch(/^meetings\/\d{4}-\d{2}-\d{2}-/);
    expect(files).toEqual(
      expect.arrayContaining([
        "index.html",
        "year.ics",
        "pages/about.html",
        "pages/docs-lgbtq.html",
      ]),
    );
    expect(files.some((file) => file.includes(ids.before))).toBe(false);
    expect(read(welcome ?? "")).toContain("What did you do this summer?");
    expect(read(welcome ?? "")).toContain("Snacks &amp; &lt;introductions&gt;.");
    expect(read((welcome ?? "").replace(/\.html$/, ".md"))).toContain(
      "Bring a [friend](https://example.org/friends).",
    );
    for (const file of files.filter((name) => /\.(html|md|ics)$/.test(name))) {
      expect(read(file), file).not.toContain("Jamie");
    }

    const calendar = parseCalendar(read("year.ics"));
    const host = new URL(server.url).hostname;
    expect([...calendar.events.keys()].sort()).toEqual(
      [
        `meeting-${ids.first}@${host}`,
        `meeting-${ids.second}@${host}`,
        `event-${ids.dance}@${host}`,
      ].sort(),
    );
    expect(eventOf(calendar, `event-${ids.dance}@${host}`).summary).toBe("Spring Dance");

    const index = read("index.html");
    const links = [...index.matchAll(/href="([^"]+)"/g)].map((match) => match[1] ?? "");
    expect(links.length).toBeGreaterThan(8);
    for (const link of links) expect(files, link).toContain(link);
  });

  test.each([
    { name: "a guest with no session", form: async () => ({ headers: {}, fields: {} }) },
    {
      name: "an organiser's session without the screen's form token (another site's form)",
      form: async () => ({ ...(await adminFormOf(server, organiser)), fields: {} }),
    },
    {
      name: "a signed-in member with an organiser's form token",
      form: async () => ({
        headers: (await adminFormOf(server, await signedInUser(server))).headers,
        fields: (await adminFormOf(server, organiser, "/admin/handover")).fields,
      }),
    },
  ])("$name cannot download the archive", async ({ form }) => {
    const answer = await postArchive(await form(), String(year.startYear));
    expect(answer.status).toBe(401);
    expect(answer.headers.get("Content-Type")).toContain("text/plain");
    expect(await answer.text()).not.toContain("Welcome Back");
  });

  test("a year the screen does not offer is a 400, and a GET is a 405", async () => {
    const answer = await postArchive(
      await adminFormOf(server, organiser, "/admin/handover"),
      "1999",
    );
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain("Choose a school year");
    expect((await fetch(`${server.url}/admin/year-archive`)).status).toBe(405);
  });

  test("a body that is no form (JSON, half of it) is a 400, not a server error", async () => {
    const answer = await fetch(`${server.url}/admin/year-archive`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{",
    });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain("Choose a school year");
  });
});

describe("organisers leaving together", () => {
  test("an organiser removes two at once; removing everyone left, or someone unknown, removes nobody", async () => {
    const leaving = [await signedInAdmin(server), await signedInAdmin(server)];
    const leavingIds = await Promise.all(leaving.map(async (one) => (await one.account.get()).$id));
    await removeOrganisers(server, organiser, leavingIds);
    const emails = (await listOrganisers(server, organiser)).map((one) => one.email);
    for (const one of leaving) expect(emails).not.toContain(one.email);
    expect((await leaving[0]?.account.get())?.labels).toEqual([]);

    const everyone = (await listOrganisers(server, organiser)).map((one) => one.$id);
    expect(await errorTypeOf(removeOrganisers(server, organiser, everyone))).toBe(
      "membership_deletion_prohibited",
    );
    const someone = await signedInAdmin(server);
    const someoneId = (await someone.account.get()).$id;
    expect(await errorTypeOf(removeOrganisers(server, organiser, [someoneId, "nobody"]))).toBe(
      "membership_not_found",
    );
    expect((await listOrganisers(server, organiser)).map((one) => one.$id)).toEqual(
      expect.arrayContaining([...everyone, someoneId]),
    );
  });

  test("a member and a guest cannot remove organisers", async () => {
    const organiserId = (await organiser.account.get()).$id;
    for (const caller of [await signedInUser(server), sdkUser(server)]) {
      expect(await errorTypeOf(removeOrganisers(server, caller, [organiserId]))).toBe(
        "user_unauthorized",
      );
    }
    expect((await organiser.account.get()).labels).toContain("admin");
  });
});
