// The embedded backend's backups as the site's server routes see them (decision 0143): made and
// checked by server/backups/, handed to the routes in the SiteContext (null with a real
// Appwrite, whose backups are its own).

/** Where the End of the school year screen posts its form for a backup (server/site-handler.ts lets it through). */
export const BACKUP_DOWNLOAD_PATH = "/admin/backup";

/** A new backup, ready to send: its bytes come from a file already gone from the disk. */
export interface BackupDownload {
  fileName: string;
  size: number;
  body: ReadableStream<Uint8Array>;
}

/** The embedded backend's backups, for the site's server routes. */
export interface SiteBackups {
  /** A new backup, or how long until the next may be made (one every few minutes per install). */
  download(): Promise<BackupDownload | { retryAfterSeconds: number }>;
}
