import path from "node:path";
import { parseArgs } from "node:util";
import { translatorFor } from "../i18n/catalogues.ts";
import { loadProjectSchema } from "../backend/schema/load-project-schema.ts";
import { BackupRefused } from "../server/backups/backup-format.ts";
import { backupDataDir } from "../server/backups/data-dir-backups.ts";
import { restoreDataDir } from "../server/backups/restore-data-dir.ts";
import { BackupFromElsewhere, type BackupFact } from "../server/backups/verify-backup.ts";
import { loadSettings } from "../server/env.ts";
import { projectRoot } from "../server/project-root.ts";
import type { CommandOutput } from "./users-command.ts";

// Found from the project root, so the compiled copy in the image (build/node/cli) finds it too.
const appwriteJsonPath = path.join(projectRoot, "appwrite.json");

export const backupUsage = `Usage: npm run backup -- --out FILE

Writes everything in DATA_DIR (default ./data) that matters into FILE (a .tar.gz): the database,
copied consistently while the server runs, data.key and the outbox, signed with this install's
key (backup-signing.key, which stays in DATA_DIR). Keep it somewhere safe and private: it holds
password hashes and the key that opens two-factor secrets.`;

export const restoreUsage = `Usage: npm run restore -- FILE [--force] [--from-another-install]

Stop the server first. Puts the backup FILE into DATA_DIR (default ./data), which must be empty;
--force replaces what is there, keeping the old contents beside it under a new name. Only backups
this install signed are taken; --from-another-install takes an unsigned one or one signed
elsewhere (last year's organisers', say) after every other check, and says what it could verify.`;

/** `npm run backup -- <argv>`: 0 written, 1 failed, 2 bad command line. */
export async function runBackupCommand(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  output: CommandOutput,
): Promise<number> {
  const parsed = parseCommandLine(argv, { out: { type: "string" } }, output, backupUsage);
  if (!parsed) return 2;
  const out = parsed.values.out;
  if (typeof out !== "string" || parsed.positionals.length > 0) {
    output.error(backupUsage);
    return 2;
  }
  return reportOutcome(output, async () => {
    const settings = loadSettings(env);
    await backupDataDir(settings, path.resolve(out), new Date());
    output.log(`Backed up ${settings.dataDir} to ${path.resolve(out)}.`);
  });
}

/** `npm run restore -- FILE [--force]`: 0 restored, 1 refused or failed, 2 bad command line. */
export async function runRestoreCommand(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  output: CommandOutput,
): Promise<number> {
  const parsed = parseCommandLine(
    argv,
    { force: { type: "boolean" }, "from-another-install": { type: "boolean" } },
    output,
    restoreUsage,
  );
  const [file, ...extra] = parsed?.positionals ?? [];
  if (!parsed || file === undefined || extra.length > 0) {
    output.error(restoreUsage);
    return 2;
  }
  return reportOutcome(output, async () => {
    const { dataDir } = loadSettings(env);
    const { setAside, check } = await restoreDataDir(path.resolve(file), dataDir, {
      force: parsed.values.force === true,
      now: new Date(),
      schema: loadProjectSchema(appwriteJsonPath),
      isFromAnotherInstallAccepted: parsed.values["from-another-install"] === true,
    });
    output.log(`Restored ${file} into ${dataDir}.`);
    if (check.origin !== "this-install") {
      output.log(`Verified:\n${listOf(check.verified)}`);
      output.log(`Not verified:\n${listOf(check.notVerified)}`);
    }
    if (setAside) output.log(`What was there before is kept in ${setAside}.`);
  });
}

/** What a restore checked, as the setup screen says it too, in English (decision 0144). */
function listOf(facts: readonly BackupFact[]): string {
  const words = translatorFor("en");
  return facts.map((fact) => `  - ${words.t(fact.id, fact.values)}`).join("\n");
}

function parseCommandLine(
  argv: readonly string[],
  options: Record<string, { type: "string" | "boolean" }>,
  output: CommandOutput,
  usage: string,
) {
  try {
    return parseArgs({ args: [...argv], options, strict: true, allowPositionals: true });
  } catch (error) {
    // parseArgs reports unknown options and missing values as TypeErrors with ERR_PARSE_ARGS_*.
    if (!(error instanceof TypeError)) throw error;
    output.error(`${error.message}\n\n${usage}`);
    return null;
  }
}

async function reportOutcome(output: CommandOutput, work: () => Promise<void>): Promise<number> {
  try {
    await work();
    return 0;
  } catch (error) {
    if (error instanceof BackupFromElsewhere) {
      output.error(
        `Refused: ${error.message} To restore it anyway, add --from-another-install. Nothing was changed.`,
      );
    } else if (error instanceof BackupRefused) {
      output.error(`Refused: ${error.message} Nothing was changed.`);
    } else {
      output.error(error instanceof Error ? error.message : String(error));
    }
    return 1;
  }
}
