import fs from "node:fs";
import path from "node:path";
import { parseClubConfig, type ClubConfig } from "../app/lib/club-config.ts";
import { projectRoot } from "./project-root.ts";

/**
 * Reads and checks club.config.json in `folder` (the project root); a missing or broken file stops
 * the start.
 */
export function readClubConfig(timeZone: string | null, folder = projectRoot): ClubConfig {
  const filePath = path.join(folder, "club.config.json");
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(filePath, "utf8"));
  } catch (error) {
    throw new Error(
      `Could not read club.config.json: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return parseClubConfig(json, timeZone);
}
