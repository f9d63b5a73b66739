import path from "node:path";
import { parseArgs } from "node:util";
import { loadProjectSchema } from "../backend/schema/load-project-schema.ts";
import type { AccountDeps } from "../backend/services/account/account-deps.ts";
import {
  createUser,
  getUserByEmail,
  listUsers,
  updateEmailVerification,
  updateLabels,
} from "../backend/services/account/accounts.ts";
import type { UserRecord } from "../backend/storage/account-store.ts";
import { openSqliteStore } from "../backend/storage/sqlite/open.ts";
import { backupBeforeUpgrade } from "../server/backups/data-dir-backups.ts";
import { loadSettings } from "../server/env.ts";
import { projectRoot } from "../server/project-root.ts";
import { printableText } from "./terminal-text.ts";
import { setupLinkLines } from "../server/first-start.ts";
import { dataFolderRecords } from "../server/organisers/data-folder-records.ts";
import { createSetupLink } from "../server/organisers/organiser-desk.ts";

// Found from the project root, so the compiled copy in the image (build/node/cli) finds it too.
const appwriteJsonPath = path.join(projectRoot, "appwrite.json");

export const usage = `Usage:
  npm run users -- create --email E --password P [--name N] [--label admin]
  npm run users -- label --email E --add admin [--unverified-ok]
  npm run users -- label --email E --remove admin
  npm run users -- list
  npm run users -- setup-link

Works on the database in DATA_DIR (default ./data), also while the server runs.
The label "admin" lets a user edit meetings and agendas. Accounts made here count as verified:
you vouch for the address. An account someone made by signing up, whose address was never
verified, gets a label only with --unverified-ok. While no account has the label "admin",
setup-link prints a new one-time link that makes the first organiser (older ones stop working).`;

/** Where the command writes: normal output and problems. */
export interface CommandOutput {
  log(line: string): void;
  error(line: string): void;
}

type Command =
  | { name: "create"; email: string; password: string; displayName: string; labels: string[] }
  | { name: "label"; email: string; add: string[]; remove: string[]; isUnverifiedOk: boolean }
  | { name: "list" }
  | { name: "setup-link" };

/** A mistake in the command line itself: answered with the usage text. */
class UsageError extends Error {}

/**
 * Runs `npm run users -- <argv>` against the database the environment names, and returns the
 * exit code: 0 done, 1 refused (bad input, unknown user, taken email), 2 bad command line.
 */
export async function runUsersCommand(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  output: CommandOutput,
): Promise<number> {
  try {
    const command = parseCommand(argv);
    const settings = loadSettings(env);
    const schema = loadProjectSchema(appwriteJsonPath);
    // Opening the store migrates an older data folder, as a start of the server does: first a backup.
    const upgradeBackup = await backupBeforeUpgrade(settings, schema, new Date());
    if (upgradeBackup)
      output.log(`The data folder is from an older version: backed up to ${upgradeBackup}`);
    const store = openSqliteStore(settings.dataDir, schema);
    try {
      if (command.name === "setup-link") {
        const publicUrl = settings.publicUrl ?? `http://${settings.host}:${settings.port}`;
        const now = () => new Date();
        const link = await createSetupLink(dataFolderRecords(store, schema, now), {
          publicUrl,
          now,
        });
        if (!link) throw new Error(HAS_ORGANISER);
        output.log(setupLinkLines(link));
      } else {
        await runCommand(command, { accounts: store.accounts, now: () => new Date() }, output);
      }
    } finally {
      await store.close();
    }
    return 0;
  } catch (error) {
    return reportFailure(error, output);
  }
}

function parseCommand(argv: readonly string[]): Command {
  const [name, ...args] = argv;
  if (name === "create") {
    const { values } = parseOptions(args, {
      email: { type: "string" },
      password: { type: "string" },
      name: { type: "string" },
      label: { type: "string", multiple: true },
    });
    return {
      name,
      email: requireOption(values.email, "--email"),
      password: requireOption(values.password, "--password"),
      displayName: values.name ?? "",
      labels: values.label ?? [],
    };
  }
  if (name === "label") {
    const { values } = parseOptions(args, {
      email: { type: "string" },
      add: { type: "string", multiple: true },
      remove: { type: "string", multiple: true },
      "unverified-ok": { type: "boolean" },
    });
    const add = values.add ?? [];
    const remove = values.remove ?? [];
    if (add.length === 0 && remove.length === 0) {
      throw new UsageError("label needs --add or --remove.");
    }
    return {
      name,
      email: requireOption(values.email, "--email"),
      add,
      remove,
      isUnverifiedOk: values["unverified-ok"] ?? false,
    };
  }
  if (name === "list" || name === "setup-link") {
    parseOptions(args, {});
    return { name };
  }
  throw new UsageError(name === undefined ? "Name a command." : `Unknown command "${name}".`);
}

type OptionSpec = Record<string, { type: "string" | "boolean"; multiple?: boolean }>;

function parseOptions<T extends OptionSpec>(args: string[], options: T) {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: false });
  } catch (error) {
    // parseArgs reports unknown options and missing values as TypeErrors with ERR_PARSE_ARGS_*.
    if (error instanceof TypeError) throw new UsageError(error.message, { cause: error });
    throw error;
  }
}

function requireOption(value: string | undefined, flag: string): string {
  if (value === undefined) throw new UsageError(`${flag} is required.`);
  return value;
}

const HAS_ORGANISER =
  "The club already has an organiser: the setup link is for a new install. Organisers invite others from the Organisers screen.";

async function runCommand(
  command: Exclude<Command, { name: "setup-link" }>,
  deps: AccountDeps,
  output: CommandOutput,
) {
  if (command.name === "create") {
    const user = await createUser(deps, {
      email: command.email,
      password: command.password,
      name: command.displayName,
      labels: command.labels,
    });
    // Whoever runs this on the server types the address: they vouch for it, as an administrator
    // who verifies an account in Appwrite's console does. A label given later needs no flag.
    await updateEmailVerification(deps, user.id, true);
    output.log(`Created user ${user.id} (${user.email}) with labels: ${describeLabels(user)}.`);
  } else if (command.name === "label") {
    const user = await getUserByEmail(deps, command.email);
    if (command.add.length > 0 && !user.emailVerification && !command.isUnverifiedOk) {
      throw new Error(unverifiedRefusal(user.email));
    }
    const labels = [...user.labels, ...command.add].filter(
      (label) => !command.remove.includes(label),
    );
    const updated = await updateLabels(deps, user.id, labels);
    output.log(`${updated.email} now has labels: ${describeLabels(updated)}.`);
  } else {
    printUsers(await listUsers(deps), output);
  }
}

const userColumns: { title: string; cell: (user: UserRecord) => string }[] = [
  { title: "ID", cell: (user) => user.id },
  { title: "EMAIL", cell: (user) => user.email },
  { title: "NAME", cell: (user) => user.name },
  { title: "LABELS", cell: (user) => user.labels.join(",") },
];

function printUsers(users: readonly UserRecord[], output: CommandOutput): void {
  if (users.length === 0) {
    output.log("No users yet. Create one with: npm run users -- create --email E --password P");
    return;
  }
  // Anyone who can sign up chooses their name: it reaches the organiser's terminal as text only.
  const rows = users.map((user) => userColumns.map((column) => printableText(column.cell(user))));
  const widths = userColumns.map((column, index) =>
    Math.max(column.title.length, ...rows.map((row) => row[index]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, index) => cell.padEnd(widths[index] ?? 0))
      .join("  ")
      .trimEnd();
  output.log(line(userColumns.map((column) => column.title)));
  for (const row of rows) output.log(line(row));
}

/**
 * Why a label is refused: the account was made by signing up (the users command marks its own
 * as verified) and its owner never proved the address. Anyone may sign up with an organiser's
 * address before the organiser does, so promoting it could promote a stranger.
 */
function unverifiedRefusal(email: string): string {
  return [
    `Nobody has proved that ${email} belongs to whoever made this account:`,
    "it was made by signing up, and anyone can sign up with someone else's address.",
    "Ask the owner to sign in and verify the address first, or, if you know who made",
    "this account, run the command again with --unverified-ok.",
  ].join("\n");
}

function describeLabels(user: UserRecord): string {
  return user.labels.length > 0 ? user.labels.join(", ") : "(none)";
}

function reportFailure(error: unknown, output: CommandOutput): number {
  if (error instanceof UsageError) {
    output.error(`users: ${error.message}\n\n${usage}`);
    return 2;
  }
  // Bad input, a taken email, an unreadable environment or appwrite.json: the message says
  // what to fix, and a stack trace would only hide it.
  const message = error instanceof Error ? error.message : String(error);
  output.error(`users: ${message}`);
  return 1;
}
