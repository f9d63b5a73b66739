import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestServer, type TestServer } from "../../support/test-server.ts";

let server: TestServer;

beforeAll(async () => {
  // Needs `npm run build` first: the site is served from its build.
  server = await startTestServer({ withSite: true });
});

afterAll(() => server.stop());

describe("addresses that name nothing answer 404 with the site's page, never a server fault", () => {
  test.each([
    { name: "a docs page named after an Object.prototype member", path: "/docs/constructor" },
    { name: "a docs page named __proto__", path: "/docs/__proto__" },
    { name: "a docs page named toString", path: "/docs/toString" },
    { name: "a docs page named hasOwnProperty", path: "/docs/hasOwnProperty" },
  ])("$name: 404 Page Not Found", async ({ path }) => {
    const response = await fetch(`${server.url}${path}`);

    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Page Not Found");
  });

  test.each([
    { name: "an agenda id holding a NUL byte", path: "/agenda/%00" },
    { name: "an agenda id of 5,000 characters", path: `/agenda/${"a".repeat(5000)}` },
    {
      name: "an agenda id of 37 characters, one past Appwrite's limit",
      path: `/agenda/${"a".repeat(37)}`,
    },
    { name: "an agenda id with an encoded slash", path: "/agenda/..%2F..%2Fcollections" },
    { name: "an agenda id with a query inside it", path: "/agenda/x%3Fqueries%5B%5D%3D1" },
    { name: "an agenda id starting with an underscore", path: "/agenda/_hidden" },
    { name: "an agenda id that is valid but unknown", path: "/agenda/no-such-meeting" },
  ])("$name: 404 Meeting not found", async ({ path }) => {
    const response = await fetch(`${server.url}${path}`);

    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Meeting not found");
  });
});

test("a POST to a page is 405 with Allow: GET, HEAD, since no page takes a server action", async () => {
  const response = await fetch(`${server.url}/join`, { method: "POST", body: "x=1" });

  expect(response.status).toBe(405);
  expect(response.headers.get("Allow")).toBe("GET, HEAD");
});
