import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { eventually } from "../../support/user-sees.ts";
import { signedInAdmin } from "../../support/users.ts";

// The club's own texts per language (issue 24 item 4, decision 0120): a page and the settings'
// meeting day, place and site credit, as the organisers wrote them in Spanish on /es, the English
// ones where no Spanish is written, and the English addresses unchanged. Who may write them is
// held with every other collection in tests/api/documents/permissions.test.ts.

let server: TestServer;
let organiser: SdkUser;

beforeAll(async () => {
  server = await startTestServer({ withSite: true });
  organiser = await signedInAdmin(server);
});

afterAll(() => server?.stop());

async function page(path: string): Promise<string> {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status).toBe(200);
  return response.text();
}

describe("a page written in Spanish", () => {
  it("starts as the Spanish starting file, and /es/about shows what an organiser saves", async () => {
    const starting = await organiser.databases.getDocument("offbranch", "club_pages", "about.es");
    expect(starting).toMatchObject({ slug: "about", locale: "es" });
    const startingTitle = String(starting.title).replace("{{club.name}}", "Maple Ridge Pride Club");
    expect(await page("/es/about")).toContain(startingTitle);

    await organiser.databases.upsertDocument("offbranch", "club_pages", "about.es", {
      slug: "about",
      locale: "es",
      title: "Quiénes somos en {{club.name}}",
      body: "Somos un grupo **acogedor** para estudiantes LGBTQ+ y personas aliadas.",
    });

    await eventually(() => page("/es/about")).toContain("Quiénes somos en Maple Ridge Pride Club");
    const spanish = await page("/es/about");
    expect(spanish).toContain("Somos un grupo <strong>acogedor</strong>");
    expect(spanish).toContain('<html lang="es"');
    const english = await page("/about");
    expect(english).toContain("Welcome to Maple Ridge Pride Club");
    expect(english).not.toContain("acogedor");
  });
});

describe("the settings' texts in Spanish", () => {
  it("start as content/es/settings-texts.json writes them, then read the organiser's on /es only, and the English one where a text is emptied", async () => {
    const before = await page("/es");
    expect(before).toContain("Aula 214");
    expect(before).toContain("Los martes después de clases");
    expect(before).not.toContain("Room 214");

    await organiser.databases.upsertDocument("offbranch", "club_settings_texts", "es", {
      locale: "es",
      meeting_day: "",
      meeting_place: "el salón 214",
      site_creator_name: "el equipo web del club",
    });

    await eventually(() => page("/es")).toContain("el salón 214");
    const spanish = await page("/es");
    expect(spanish).toContain("el equipo web del club");
    expect(spanish).not.toContain("Room 214");
    // The Spanish meeting day was emptied: the English one is shown.
    expect(spanish).toContain("Tuesdays after school");
    // A page's {{club.meetingPlace}} reads the Spanish text too, and English pages stay English.
    expect(await page("/es/join")).toContain("el salón 214");
    const home = await page("/");
    expect(home).toContain("Room 214");
    expect(home).not.toContain("salón");
    expect(await page("/join")).not.toContain("salón");
  });
});
