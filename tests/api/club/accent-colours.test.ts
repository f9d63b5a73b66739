import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sdkUser, type SdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { signedInUser } from "../../support/users.ts";
import { organiserThroughTheSite } from "../../support/through-the-site.ts";

// The club's accent colours are checked by the embedded backend too (decision 0114): whatever
// sends them (the Club settings screen checks first, a script or an old screen may not), a
// colour that leaves any text of the site below WCAG 2.2 AA is refused with the pair named, and
// only organisers change them at all.

let server: TestServer;
let organiser: SdkUser;

beforeAll(async () => {
  server = await startTestServer();
  organiser = await organiserThroughTheSite(server);
});

afterAll(async () => {
  await server.stop();
});

const settings = () => organiser.databases.getDocument("offbranch", "club_settings", "club");

describe("the club's accent colours, as the server holds them", () => {
  test.each([
    {
      name: "a pale pink under white button text",
      data: { accent_light: "#f5c2e7" },
      message:
        'Attribute "accent_light" would make text hard to read. White text on #f5c2e7 buttons: 1.5:1, needs 4.5:1',
    },
    {
      name: "a grey just under 4.5:1 under white button text",
      data: { accent_light: "#777777" },
      message: "White text on #777777 buttons: 4.4:1, needs 4.5:1",
    },
    {
      name: "the light scheme's deep purple chosen for dark mode",
      data: { accent_dark: "#5b2180" },
      message: "Dark text on #5b2180 buttons in dark mode: 1.7:1, needs 4.5:1",
    },
    {
      name: "a colour name instead of #rrggbb",
      data: { accent_light: "purple" },
      message: 'Attribute "accent_light" has invalid format',
    },
  ])(
    "an organiser's update with $name is refused with document_invalid_structure, and nothing changes",
    async ({ data, message }) => {
      const before = await settings();
      const refused = organiser.databases.updateDocument(
        "offbranch",
        "club_settings",
        "club",
        data,
      );
      await expect(refused).rejects.toMatchObject({
        code: 400,
        type: "document_invalid_structure",
        message: expect.stringContaining(message),
      });
      const after = await settings();
      expect(after.$updatedAt).toBe(before.$updatedAt);
      expect(after).toMatchObject({
        accent_light: before.accent_light,
        accent_dark: before.accent_dark,
      });
    },
  );

  test("an upsert of the whole settings with a failing accent is refused the same way", async () => {
    const before = await settings();
    const data = Object.fromEntries(Object.entries(before).filter(([key]) => !key.startsWith("$")));
    await expect(
      organiser.databases.upsertDocument("offbranch", "club_settings", "club", {
        ...data,
        accent_light: "#ffd84d",
      }),
    ).rejects.toMatchObject({
      type: "document_invalid_structure",
      message: expect.stringContaining("White text on #ffd84d buttons"),
    });
    expect((await settings()).$updatedAt).toBe(before.$updatedAt);
  });

  test("an organiser's readable accents are stored, and an empty one gives the site's own back", async () => {
    const saved = await organiser.databases.updateDocument("offbranch", "club_settings", "club", {
      accent_light: "#0b5563",
      accent_dark: "#9be7f5",
    });
    expect(saved).toMatchObject({ accent_light: "#0b5563", accent_dark: "#9be7f5" });
    const cleared = await organiser.databases.updateDocument("offbranch", "club_settings", "club", {
      accent_dark: "",
    });
    expect(cleared).toMatchObject({ accent_light: "#0b5563", accent_dark: "" });
  });

  test.each([
    { who: "a guest", client: async () => sdkUser(server) },
    { who: "a signed-in member", client: async () => signedInUser(server) },
  ])("$who cannot change the accent and gets user_unauthorized", async ({ client }) => {
    const before = await settings();
    const { databases } = await client();
    await expect(
      databases.updateDocument("offbranch", "club_settings", "club", { accent_light: "#0b5563" }),
    ).rejects.toMatchObject({ code: 401, type: "user_unauthorized" });
    expect((await settings()).$updatedAt).toBe(before.$updatedAt);
  });
});
