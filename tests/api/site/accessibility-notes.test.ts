import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createMeeting } from "../../../app/lib/collections/meetings.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { signedInAdmin } from "../../support/users.ts";

let server: TestServer;

beforeAll(async () => {
  // Needs `npm run build` first: the site is served from its build.
  server = await startTestServer({ withSite: true });
});

afterAll(() => server.stop());

const times = { start: "2099-10-01T20:00:00.000Z", end: "2099-10-01T21:00:00.000Z" };

describe("a meeting's accessibility notes (decision 0079)", () => {
  test("a visitor sees the notes an organiser saved on the meeting's agenda page", async () => {
    const organiser = await signedInAdmin(server);
    const { id } = await createMeeting(organiser.databases, {
      ...times,
      accessibility_notes: "Step-free entrance by the gym",
    });

    const page = await (await fetch(`${server.url}/agenda/${id}`)).text();

    expect(page).toContain("Accessibility: Step-free entrance by the gym");
  });

  test("a meeting without notes shows no accessibility line", async () => {
    const organiser = await signedInAdmin(server);
    const { id } = await createMeeting(organiser.databases, times);

    const response = await fetch(`${server.url}/agenda/${id}`);

    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain("Accessibility:");
  });

  test("notes longer than appwrite.json's 500 characters are refused by the API as document_invalid_structure", async () => {
    const organiser = await signedInAdmin(server);
    await expect(
      createMeeting(organiser.databases, { ...times, accessibility_notes: "x".repeat(501) }),
    ).rejects.toMatchObject({ type: "document_invalid_structure" });
  });
});
