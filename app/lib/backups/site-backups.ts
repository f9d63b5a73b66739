// The embedded backend's backups as the site's server routes see them (decisions 0143 and 0144):
// made and checked by server/backups/, handed to the routes in the SiteContext (null with a real
// Appwrite, whose backups are its own).

/** Where the End of the school year screen posts its form for a backup (server/site-handler.ts lets it through). */
export const BACKUP_DOWNLOAD_PATH = "/admin/backup";
/** Where the setup screen sends a backup to restore, the file as the body. */
export const SETUP_RESTORE_PATH = "/setup/restore";
/** The headers that carry the setup link and the choice with the upload (a body is the file alone). */
export const RESTORE_HEADERS = {
  invitationId: "X-Setup-Invitation",
  secret: "X-Setup-Secret",
  isFromAnotherInstallAccepted: "X-From-Another-Install",
} as const;

/** A new backup, ready to send: its bytes come from a file already gone from the disk. */
export interface BackupDownload {
  fileName: string;
  size: number;
  body: ReadableStream<Uint8Array>;
}

/** One thing a restore checked, or could not: a catalogue message and its values. */
export interface BackupFact {
  id: string;
  values?: Record<string, string>;
}

/** Why a restore from the setup screen did not happen; each has its sentence on the screen. */
export type RestoreRefusal =
  | "not-a-backup"
  | "damaged"
  | "newer-version"
  | "too-large"
  | "no-room"
  | "code"
  | "from-another-install"
  /** The setup link does not work (any more), or the site has an organiser: not a new install. */
  | "not-a-new-install"
  /** Another restore is under way. */
  | "busy";

export type RestoreOutcome =
  | { kind: "restored"; verified: BackupFact[]; notVerified: BackupFact[] }
  | { kind: "refused"; reason: RestoreRefusal };

/** A backup uploaded on the setup screen, with the setup link that allows it. */
export interface RestoreUpload {
  link: { invitationId: string; secret: string };
  isFromAnotherInstallAccepted: boolean;
  /** The Content-Length the request announced, when it did. */
  length: number | null;
  body: ReadableStream<Uint8Array> | null;
}

/** The embedded backend's backups, for the site's server routes. */
export interface SiteBackups {
  /** A new backup, or how long until the next may be made (one every few minutes per install). */
  download(): Promise<BackupDownload | { retryAfterSeconds: number }>;
  /**
   * Restores an uploaded backup over a new install's data, which the site then serves at once;
   * only with a working setup link and while no organiser exists.
   */
  restore(upload: RestoreUpload): Promise<RestoreOutcome>;
}
