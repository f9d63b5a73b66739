import fs from "node:fs";
import path from "node:path";
import type { ClubConfig } from "../app/lib/club-config.ts";
import type { BackendConfig } from "../backend/config.ts";
import { createBackend, type Backend } from "../backend/create-backend.ts";
import { DATABASE_FILE } from "../backend/storage/sqlite/open.ts";
import { backupBeforeUpgrade } from "./backups/data-dir-backups.ts";
import type { Settings } from "./env.ts";
import { storeClubStart } from "./club-content.ts";
import { firstOrganiserHint, seedDemoContent } from "./first-start.ts";
import { movePlacesOnRequest } from "./places-on-request.ts";
import { publishSavedPictures } from "./saved-picture-permissions.ts";

/**
 * Opens the embedded backend on the data folder: a folder from an older version is backed up
 * first, a new one gets the demo club (DEMO_DATA), what it lacks of the club's starting files is
 * stored (club.config.json, content/: club-content.ts), and a club with no organiser yet has its
 * setup link logged.
 */
export async function openEmbeddedBackend(
  settings: Settings,
  config: BackendConfig,
  club: ClubConfig,
  log: (line: string) => void,
  clubFiles?: string,
): Promise<Backend> {
  const isNewDatabase = !fs.existsSync(path.join(settings.dataDir, DATABASE_FILE));
  const upgradeBackup = await backupBeforeUpgrade(settings, config.schema, config.now());
  if (upgradeBackup) log(`The data folder is from an older version: backed up to ${upgradeBackup}`);
  const backend = createBackend(config);
  if (isNewDatabase && settings.demoData) {
    const count = await seedDemoContent(backend, config, club.club.timeZone);
    log(
      `New data folder: added ${count} demo documents (start with DEMO_DATA=0 for an empty club).`,
    );
  }
  const started = await storeClubStart(backend, config, club, clubFiles);
  if (started > 0 && !isNewDatabase) {
    log(
      `Stored ${started} of the club's settings, pages and lists from club.config.json and content/.`,
    );
  }
  const published = await publishSavedPictures(backend, config);
  if (published > 0) log(`Gave ${published} of the club's pictures the permissions they now need.`);
  const moved = await movePlacesOnRequest(backend, config);
  if (moved > 0) log(`Moved ${moved} places given on request to the organisers' notes.`);
  const hint = await firstOrganiserHint(backend, config);
  if (hint) log(hint);
  return backend;
}
