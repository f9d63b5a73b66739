import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { parseClubConfig } from "../club-config.ts";
import { clubSettingsSchema, LINKED_ADDRESSES, settingsFromClub } from "./club-settings.ts";

// The Club settings screen's own check of the links a page draws from the settings (decision
// 0127): what it refuses is told beside the field, before anything is sent.

const seed = settingsFromClub(
  parseClubConfig(JSON.parse(fs.readFileSync("club.config.json", "utf8")), null),
);

describe("the Club settings screen", () => {
  it("takes the starting settings as they are", () => {
    expect(clubSettingsSchema.safeParse(seed).success).toBe(true);
  });

  it.each(
    LINKED_ADDRESSES.flatMap((key) =>
      [
        "javascript:alert(1)",
        "javascript://x%0Aalert(1)",
        "data://text/html,x",
        "vbscript://x%0Amsgbox(1)",
        "/join",
        "//evil.example/",
        "https:evil.example",
      ].map((address) => ({ key, address })),
    ),
  )("refuses $address as $key, beside that field", ({ key, address }) => {
    const result = clubSettingsSchema.safeParse({ ...seed, [key]: address });

    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual([key]);
  });
});
