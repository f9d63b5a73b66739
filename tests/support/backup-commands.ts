import type { runBackupCommand } from "../../cli/backup-command.ts";

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
