import fs from "node:fs";
import path from "node:path";
import type { runBackupCommand } from "../../cli/backup-command.ts";
import { BACKUP_SIGNING_KEY_FILE } from "../../server/backups/backup-signature.ts";

/**
 * Runs `npm run backup` or `npm run restore` (the function behind each) on a DATA_DIR, as an
 * organiser would, and keeps what it said.
 */
export async function runBackupCli(
  command: typeof runBackupCommand,
  argv: string[],
  dataDir: string,
): Promise<{ code: number; said: string }> {
  const lines: string[] = [];
  const output = {
    log: (line: string) => lines.push(line),
    error: (line: string) => lines.push(line),
  };
  const code = await command(argv, { DATA_DIR: dataDir }, output);
  return { code, said: lines.join("\n") };
}

/**
 * Makes `dataDir` a new folder of the same install as `installDataDir`: its backup signing key
 * copied in, as the README says to do before restoring on a new machine. Returns `dataDir`.
 */
export function sameInstallAs(installDataDir: string, dataDir: string): string {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.copyFileSync(
    path.join(installDataDir, BACKUP_SIGNING_KEY_FILE),
    path.join(dataDir, BACKUP_SIGNING_KEY_FILE),
  );
  return dataDir;
}
