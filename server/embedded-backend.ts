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
import { publishOlderMeetings } from "./publish-older-meetings.ts";
import { publishSavedPictures } from "./saved-picture-permissions.ts";
import { openWhenThereIsRoom, writeNowOrWhenThereIsRoom } from "./start-on-a-full-disk.ts";

/** The embedded backend, and the start's writes it may still be waiting to make. */
export interface EmbeddedBackend {
  backend: Backend;
  /** Gives up the start's writes still waiting for room (the server is stopping). */
  stopWaiting(): void;
}

/**
 * Opens the embedded backend on the data folder: a folder from an older version is backed up
 * first, a new one gets the demo club (DEMO_DATA), what it lacks of the club's starting files is
 * stored (club.config.json, content/: club-content.ts), and a club with no organiser yet has its
 * setup link logged. On a full disk (decision 0125) opening and upgrading wait for room
 * (`onWaiting` hears why meanwhile), and the starting content and setup link are stored once
 * there is room.
 */
export async function openEmbeddedBackend(
  settings: Settings,
  config: BackendConfig,
  club: ClubConfig,
  {
    log,
    clubFiles,
    onWaiting,
    prepareOrganisers,
  }: {
    log: (line: string) => void;
    clubFiles?: string;
    onWaiting: (reason: string | null) => void;
    /**
     * Moves older versions' organiser records and answers a new setup link while there is no
     * organiser (the site's server does both with its key, decision 0147).
     */
    prepareOrganisers: (backend: Backend) => Promise<string | null>;
  },
): Promise<EmbeddedBackend> {
  const isNewDatabase = !fs.existsSync(path.join(settings.dataDir, DATABASE_FILE));
  // Taken once: while a migration waits for room, nothing changes the data folder, and a backup
  // folder on another disk must not gain a backup at every try.
  let isBackedUp = false;
  const backend = await openWhenThereIsRoom(
    settings.dataDir,
    async () => {
      if (!isBackedUp) {
        const upgradeBackup = await backupBeforeUpgrade(settings, config.schema, config.now());
        if (upgradeBackup) {
          log(`The data folder is from an older version: backed up to ${upgradeBackup}`);
        }
        isBackedUp = true;
      }
      return createBackend(config);
    },
    log,
    onWaiting,
  );
  const starting = await writeNowOrWhenThereIsRoom(
    settings.dataDir,
    () => backend.store.isDiskFull(),
    async () => {
      await storeStartingContent(backend, {
        settings,
        config,
        club,
        log,
        clubFiles,
        isNewDatabase,
      });
      const hint = await firstOrganiserHint(() => prepareOrganisers(backend));
      if (hint) log(hint);
    },
    {
      what: "what the start stores (the club's starting content; a setup link while there is no organiser)",
      log,
    },
  );
  return { backend, stopWaiting: starting.stop };
}

/** The demo club in a new folder, what the club's starting files add, and pictures' permissions. */
async function storeStartingContent(
  backend: Backend,
  {
    settings,
    config,
    club,
    log,
    clubFiles,
    isNewDatabase,
  }: {
    settings: Settings;
    config: BackendConfig;
    club: ClubConfig;
    log: (line: string) => void;
    clubFiles: string | undefined;
    isNewDatabase: boolean;
  },
): Promise<void> {
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
  const kept = await publishOlderMeetings(backend, config);
  if (kept > 0) log(`Kept ${kept} meetings, agendas and events public, as before drafts.`);
  const published = await publishSavedPictures(backend, config);
  if (published > 0) log(`Gave ${published} of the club's pictures the permissions they now need.`);
  const moved = await movePlacesOnRequest(backend, config);
  if (moved > 0) log(`Moved ${moved} places given on request to the organisers' notes.`);
}
