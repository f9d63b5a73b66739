import path from "node:path";
import { Hono } from "hono";
import type { ClubConfig } from "../app/lib/club-config.ts";
import type { SiteBackups } from "../app/lib/backups/site-backups.ts";
import type { BackendConfig } from "../backend/config.ts";
import type { Backend } from "../backend/create-backend.ts";
import { createMailer } from "../backend/mail/mailer.ts";
import { defaultRateLimits } from "../backend/config.ts";
import { DATABASE_FILE } from "../backend/storage/sqlite/open.ts";
import { trustedClientsOf } from "./appwrite/clients.ts";
import { backendConfigOf } from "./backend-settings.ts";
import { scheduleBackups } from "./backups/data-dir-backups.ts";
import { followClubName } from "./club-content.ts";
import type { DevSite } from "./dev-site.ts";
import { openEmbeddedBackend } from "./embedded-backend.ts";
import type { Settings } from "./env.ts";
import { firstOrganiserHint } from "./first-start.ts";
import { makeFlyerPreviewsOnSave } from "./flyer-previews.ts";
import type { KeptAnswers } from "./kept-answers.ts";
import { moveOldOrganiserRecords } from "./organisers/move-old-records.ts";
import { organiserRecords } from "./organisers/organiser-records.ts";
import {
  createOrganiserDesks,
  createSetupLink,
  isSetupLinkOfNewInstall,
} from "./organisers/organiser-desk.ts";
import { startFollowLinkSweep } from "./presenter/presenter-follow-desk.ts";
import { startQuestionDeletion } from "./room/question-deletion.ts";
import { createSessionDesks } from "./session/session-desks.ts";
import type { ServerOptions } from "./server-options.ts";
import { mountSite } from "./site-routes.ts";

// Everything the server builds on its data folder: the embedded backend (or none, with a real
// Appwrite), /v1, the site and its kept answers, and the scheduled backups. The listener stays
// while this is closed and opened again on other data: a restore from the setup screen (decision
// 0144) is served at once, with no restart of the process.

/** The backend and the site, serving one data folder. */
export interface SiteOnData {
  routes: Hono;
  backend: Backend | null;
  /** The embedded backend's settings; null with a real Appwrite. */
  backendConfig: BackendConfig | null;
  /** Whether a link is the working setup link of an install with no organiser (decision 0144). */
  isSetupLinkOfNewInstall: (link: { invitationId: string; secret: string }) => Promise<boolean>;
  kept: KeptAnswers;
  /**
   * Stops what runs by itself: realtime sockets, the start's waiting writes, scheduled backups,
   * flyer previews being made.
   */
  quiet(): Promise<void>;
  /** Closes the data (after `quiet`, and after requests in flight when the server stops). */
  closeData(): Promise<void>;
}

export interface SiteOnDataSetup {
  settings: Settings;
  options: ServerOptions;
  club: ClubConfig;
  url: string;
  publicUrl: string;
  devSite: DevSite | null;
  log: (line: string) => void;
  now: () => Date;
  /** Hears why the data folder cannot be opened yet (a full disk, decision 0125), null once it can. */
  onWaiting: (reason: string | null) => void;
  backups: SiteBackups | null;
}

/** Opens the data folder and builds on it what serves requests. */
export async function openSiteOnData(setup: SiteOnDataSetup): Promise<SiteOnData> {
  const { settings, options, club, url, publicUrl, log, now } = setup;
  const clubName = { current: club.club.name };
  const backendConfig = backendConfigOf(settings, options, () => clubName.current, publicUrl);
  const embedded = backendConfig
    ? await openEmbeddedBackend(settings, backendConfig, club, {
        log,
        clubFiles: options.clubFiles,
        onWaiting: setup.onWaiting,
        prepareOrganisers: async (opened) => {
          const admin = trustedClientsOf(settings, opened, url, log)?.admin;
          if (!admin) return null;
          const moved = await moveOldOrganiserRecords(
            path.join(settings.dataDir, DATABASE_FILE),
            admin,
            now,
          );
          if (moved > 0)
            log(`Moved ${moved} organiser invitations and changes to their collections.`);
          return createSetupLink(organiserRecords(admin), { publicUrl, now });
        },
      })
    : null;
  const backend = embedded?.backend ?? null;
  if (backend && backendConfig) await followClubName(backend, backendConfig, clubName);
  const flyerPreviews = backend
    ? makeFlyerPreviewsOnSave(backend, `${url}/v1`, settings.projectId)
    : null;
  const routes = new Hono();
  if (backend) {
    routes.all("/v1", (c) => backend.fetch(c.req.raw, c.env));
    routes.all("/v1/*", (c) => backend.fetch(c.req.raw, c.env));
  }
  const trusted = trustedClientsOf(settings, backend, url, log);
  const stopQuestionDeletion = trusted ? startQuestionDeletion(trusted.admin, now) : () => {};
  const stopFollowLinkSweep = trusted ? startFollowLinkSweep(trusted.admin, now) : () => {};
  const organisersFor = trusted
    ? createOrganiserDesks({
        admin: trusted.admin,
        asHolderOf: trusted.jwt,
        mailer: backendConfig?.mailer ?? createMailer(settings.delivery, settings.dataDir, log),
        brandName: () => clubName.current,
        publicUrl,
        now,
      })
    : null;
  const sessionsFor = trusted
    ? createSessionDesks({
        trusted,
        limits: settings.sessionLimits,
        failedSignInsPerHour: (options.rateLimits ?? defaultRateLimits)
          .emailSessionsPerEmailPerHour,
        isHttps: new URL(publicUrl).protocol === "https:",
        now,
      })
    : null;
  // With a real Appwrite the setup link is printed here (the embedded start prints its own).
  if (trusted && !backend) {
    void firstOrganiserHint(() =>
      createSetupLink(organiserRecords(trusted.admin), { publicUrl, now }),
    )
      .then((hint) => hint && log(hint))
      .catch((error: unknown) => console.error("Could not make a setup link:", error));
  }
  const kept = await mountSite(routes, {
    settings,
    url,
    publicUrl,
    club,
    backend,
    trusted,
    organisersFor,
    sessionsFor,
    now,
    devSite: setup.devSite,
    withSite: options.withSite ?? true,
    backups: backend ? setup.backups : null,
  });
  const backups = backend ? scheduleBackups(settings, log, () => backend.store.isDiskFull()) : null;
  return {
    routes,
    backend,
    backendConfig,
    isSetupLinkOfNewInstall: (link) =>
      trusted
        ? isSetupLinkOfNewInstall({ admin: trusted.admin, now }, link)
        : Promise.resolve(false),
    kept,
    quiet: async () => {
      // Open websockets would hold the HTTP server open: they are told to go away first.
      backend?.realtime.close();
      embedded?.stopWaiting();
      stopQuestionDeletion();
      stopFollowLinkSweep();
      await backups?.stop();
      await flyerPreviews?.stop();
    },
    closeData: async () => {
      await backend?.close();
    },
  };
}
