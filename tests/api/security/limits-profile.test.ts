import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { signedInUser } from "../../support/users.ts";

let server: TestServer;
// A fixed clock, so all the writes fall in one minute's window.
const quarterPast = new Date("2031-05-01T10:15:10.000Z");

beforeAll(async () => {
  server = await startTestServer({
    rateLimits: { emailSessionsPerEmailPerHour: 10, accountsPerIpPerHour: 10 },
    now: () => quarterPast,
  });
});

afterAll(() => server.stop());

describe("profile writes are limited like other writes", () => {
  test("the 121st preferences update in a minute gets 429, and another member still saves", async () => {
    const member = await signedInUser(server);
    for (let update = 1; update <= 120; update++) {
      await member.account.updatePrefs({ prefs: { theme: `dark-${update}` } });
    }
    await expect(member.account.updatePrefs({ prefs: { theme: "light" } })).rejects.toMatchObject({
      code: 429,
      type: "general_rate_limit_exceeded",
    });
    expect((await member.account.getPrefs()).theme).toBe("dark-120");

    const other = await signedInUser(server);
    const saved = await other.account.updatePrefs({ prefs: { theme: "light" } });
    expect(saved.prefs).toEqual({ theme: "light" });
  });

  test("a member renaming themselves a 121st time in a minute gets 429", async () => {
    const member = await signedInUser(server);
    for (let update = 1; update <= 120; update++) {
      await member.account.updateName({ name: `Name ${update}` });
    }
    await expect(member.account.updateName({ name: "One too many" })).rejects.toMatchObject({
      code: 429,
    });
  });
});
