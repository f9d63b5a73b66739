import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { daysFromNow, seedEvent } from "../support/seed-meetings.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";
import { signedInAdmin, type TestAccount } from "../support/users.ts";
import type { SdkUser } from "../support/sdk.ts";

// The landing page is rendered on the server, so its HTML is what a visitor gets: no browser needed.

describe("the landing page's events", () => {
  let server: TestServer;
  let organiser: SdkUser & TestAccount;

  beforeAll(async () => {
    server = await startTestServer({ withSite: true });
    organiser = await signedInAdmin(server);
  });

  afterAll(() => server.stop());

  it("a visitor sees the next event even after the club has held thirty", async () => {
    for (let index = 0; index < 30; index += 1) {
      await seedEvent(organiser, {
        title: `Past Event ${index}`,
        time: daysFromNow(-60 + index),
        end: daysFromNow(-60 + index, 2),
      });
    }
    await seedEvent(organiser, {
      title: "Last Week's Rally",
      time: daysFromNow(-3),
      end: daysFromNow(-3, 2),
    });
    await seedEvent(organiser, {
      title: "Next Dance",
      time: daysFromNow(3),
      end: daysFromNow(3, 3),
    });

    const html = await (await fetch(server.url)).text();

    expect(html).toContain("Next Dance");
    expect(html).toContain("Last Week&#x27;s Rally");
    expect(html).not.toContain("Past Event");
    expect(html.indexOf("Last Week&#x27;s Rally")).toBeLessThan(html.indexOf("Next Dance"));
  });
});
