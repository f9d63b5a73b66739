import { describe, it } from "vitest";
import { openBrowserPage, useBrowserWorld, PHONE } from "../support/browser-world.ts";
import { expectCount, expectVisible } from "../support/user-sees.ts";

// A new club's Spanish site starts in Spanish (issue 31, item 8): the settings' texts come from
// content/es/settings-texts.json on the first start, not the English of club.config.json.

describe("a new club's Spanish site", () => {
  const world = useBrowserWorld();

  describe.each([
    { name: "320 px", size: { width: 320, height: 568 } },
    { name: "390 px", size: PHONE },
  ])("at $name", ({ size }) => {
    it("a visitor to the Spanish home page reads the meeting day and the site's makers in Spanish", async () => {
      const visit = await openBrowserPage(world, { viewport: size });
      const { page } = visit;
      await page.goto(`${world.server.url}/es`);
      await expectVisible(page.getByText(/Los martes después de clases/).first());
      await expectVisible(page.getByText(/el equipo web del club/).first());
      await expectCount(page.getByText(/Tuesdays after school/), 0);
      await expectCount(page.getByText(/the club's web team/), 0);
      await visit.close();
    });
  });
});
