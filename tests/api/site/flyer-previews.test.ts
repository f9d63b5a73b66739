import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { flyerPreviewPaths } from "../../../app/lib/flyer-images.ts";
import { daysFromNow, seedEvent } from "../../support/seed-meetings.ts";
import type { SdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { signedInAdmin } from "../../support/users.ts";
import { eventually } from "../../support/user-sees.ts";
import { fetchBytes, filesOnDisk, phonePhoto, upload } from "../storage/storage-fixtures.ts";

// An event saved with a flyer has the flyer's previews made in the background (decision 0095):
// the first visitor of its page, the home page's card or a link preview is answered with
// previews already kept, not made while they wait.

let server: TestServer;
let organiser: SdkUser;

beforeAll(async () => {
  server = await startTestServer({ withSite: true });
  organiser = await signedInAdmin(server);
});

afterAll(() => server?.stop());

/** The previews kept on disk (storage's preview cache), of every file. */
function keptPreviews(): string[] {
  return filesOnDisk(server).filter((name) => name.startsWith(".previews/"));
}

/** Every preview a page links (its srcsets, fallbacks and share image), as absolute URLs. */
async function previewsLinkedBy(path: string): Promise<string[]> {
  const page = await (await fetch(server.url + path)).text();
  const links = page.match(/\/v1\/storage\/buckets\/[^\s",]+\/preview\?[^\s",]+/g) ?? [];
  // As HTML attributes and JSON-LD spell the ampersand; the share image is on PUBLIC_URL.
  return [...new Set(links.map((link) => link.replaceAll("&amp;", "&")))].map(
    (link) => server.url + link.replaceAll("\\u0026", "&"),
  );
}

describe("a flyer's previews", () => {
  it("are made once the event is saved with it, before any visitor asks: visitors read them kept", async () => {
    const file = await upload(organiser, await phonePhoto(1200, 800), "IMG_0042.jpg");
    const id = await seedEvent(organiser, {
      title: "Pride Prom",
      time: daysFromNow(6),
      flyer_file_id: file.$id,
      flyer_alt: "A rainbow flag over the school gym",
      flyer_width: 800,
      flyer_height: 1200,
    });

    const expected = flyerPreviewPaths({ projectId: server.projectId }, file.$id).length;
    // 20 previews made one after another: on a busy machine longer than a screen's 10 s (4 s on
    // a quiet one), within the test's 30 s.
    await expect
      .poll(() => keptPreviews().length, {
        timeout: 25_000,
        message: "every preview made after the save",
      })
      .toBe(expected);
    const kept = keptPreviews();

    const linked = [...(await previewsLinkedBy(`/events/${id}`)), ...(await previewsLinkedBy("/"))];
    expect(linked.some((link) => link.includes("output=avif"))).toBe(true);
    expect(linked.some((link) => link.includes("height=630"))).toBe(true);
    for (const link of linked) {
      const preview = await fetchBytes(link);
      expect(preview.status, link).toBe(200);
      expect(preview.bytes.length).toBeGreaterThan(0);
    }
    // Each was answered from what was kept: not one preview was made for the visitor.
    expect(keptPreviews()).toEqual(kept);
  });

  it("a flyer whose previews cannot be made is logged, and the save and the page answer as ever", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    onTestFinished(() => logged.mockRestore());
    const id = await seedEvent(organiser, {
      title: "Movie Night",
      time: daysFromNow(9),
      flyer_file_id: "no-such-file",
      flyer_alt: "A popcorn bucket",
      flyer_width: 800,
      flyer_height: 1200,
    });
    await eventually(() =>
      logged.mock.calls.some((call) => String(call[0]).includes("preview was not made (404)")),
    ).toBe(true);
    const page = await fetch(`${server.url}/events/${id}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Movie Night");
  });
});
