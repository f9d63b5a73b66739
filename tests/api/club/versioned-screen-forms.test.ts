import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { MOST_GUIDELINES } from "../../../app/lib/collections/guidelines.ts";
import { adminFormOf } from "../../support/admin-forms.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { signedInAdmin, type TestAccount } from "../../support/users.ts";
import type { SdkUser } from "../../support/sdk.ts";

// The forms of the screens whose documents keep a history (the pages, the lists, Club settings),
// posted as their pages draw them (issue 32 item 2, decision 0156): a form that cannot be saved
// is a clear 4xx that changes nothing, and no list is ever saved empty over what visitors see.

let server: TestServer;
let organiser: SdkUser & TestAccount;

beforeAll(async () => {
  server = await startTestServer({ withSite: true });
  organiser = await signedInAdmin(server);
});

afterAll(() => server.stop());

async function post(screen: string, fields: Record<string, string>) {
  const form = await adminFormOf(server, organiser, screen);
  const body = new URLSearchParams({ ...form.fields, ...fields });
  return fetch(`${server.url}${screen}`, { method: "POST", headers: form.headers, body });
}

const stored = (collectionId: string, documentId: string) =>
  organiser.databases.getDocument("offbranch", collectionId, documentId);

/** One guideline more than a list may hold, as the form posts them. */
const tooManyGuidelines = Object.fromEntries(
  Array.from({ length: MOST_GUIDELINES + 1 }, (_, index) => [
    [`${index}.text`, `Guideline ${index}`],
    [`${index}.colour`, "red"],
  ]).flat(),
);

describe("the versioned screens' forms", () => {
  test.each<{
    name: string;
    screen: string;
    document: [string, string];
    fields: Record<string, string>;
    status: number;
  }>([
    {
      name: "an intent no screen has",
      screen: "/admin/pages/about",
      document: ["club_pages", "about.en"],
      fields: { intent: "promote", title: "About", description: "", body: "Hi" },
      status: 400,
    },
    {
      name: "a page saved without a title",
      screen: "/admin/pages/about",
      document: ["club_pages", "about.en"],
      fields: { intent: "save", title: " ", description: "", body: "Hi" },
      status: 400,
    },
    {
      name: "a restore of a version the page never had",
      screen: "/admin/pages/about",
      document: ["club_pages", "about.en"],
      fields: { intent: "restore", versionId: "no-such-version" },
      status: 404,
    },
    {
      name: "a page saved from a version someone else has saved over",
      screen: "/admin/pages/about",
      document: ["club_pages", "about.en"],
      fields: {
        intent: "save",
        startedFrom: "2001-01-01T00:00:00.000+00:00",
        title: "Stale",
        description: "",
        body: "Stale",
      },
      status: 409,
    },
    {
      name: "the guidelines saved with none",
      screen: "/admin/guidelines",
      document: ["club_guidelines", "en"],
      fields: { intent: "save" },
      status: 400,
    },
    {
      name: "the guidelines saved with more than a list holds",
      screen: "/admin/guidelines",
      document: ["club_guidelines", "en"],
      fields: { intent: "save", ...tooManyGuidelines },
      status: 400,
    },
    {
      name: "a move of a guideline the list does not have",
      screen: "/admin/guidelines",
      document: ["club_guidelines", "en"],
      fields: { intent: "up:x", "0.text": "Be kind", "0.colour": "red" },
      status: 400,
    },
    {
      name: "a way to reach a resource that is not there, removed",
      screen: "/admin/support-resources",
      document: ["club_support_resources", "en"],
      fields: { intent: "remove-contact:0:7", "0.name": "Helpline" },
      status: 400,
    },
    {
      name: "Club settings saved empty",
      screen: "/admin/settings",
      document: ["club_settings", "club"],
      fields: { intent: "save" },
      status: 400,
    },
  ])("$name is a $status that changes nothing", async ({ screen, document, fields, status }) => {
    const before = await stored(...document).catch(() => null);
    const answer = await post(screen, fields);
    expect(answer.status).toBe(status);
    const after = await stored(...document).catch(() => null);
    expect(after?.$updatedAt).toBe(before?.$updatedAt);
  });

  test("a guideline added is drawn in the form again, and nothing is saved until Save", async () => {
    const before = await stored("club_guidelines", "en");
    const answer = await post("/admin/guidelines", {
      intent: "add",
      "0.text": "Typed, not saved",
      "0.colour": "blue",
    });
    expect(answer.status).toBe(200);
    const page = await answer.text();
    expect(page).toContain('value="Typed, not saved"');
    expect(page).toContain('name="1.text"');
    expect((await stored("club_guidelines", "en")).$updatedAt).toBe(before.$updatedAt);
  });
});
