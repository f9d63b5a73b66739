/**
 * npm run outbox: the mail and text messages the server stored instead of sending them (when SMTP
 * is not configured), oldest first and newest last. `--last` prints only the newest one, `--clear`
 * deletes them all. Reads DATA_DIR like the server does.
 */
import { parseArgs } from "node:util";
import { clearOutbox, outboxPath, readOutbox, type OutboxMessage } from "../backend/mail/outbox.ts";
import { loadSettings } from "../server/env.ts";

const USAGE = "Usage: npm run outbox [-- --last | --clear]";

/** Prints or clears the outbox of `dataDir`; returns the process exit code. */
async function runOutbox(args: string[], dataDir: string): Promise<number> {
  const options = parseOptions(args);
  if (typeof options === "string") {
    console.error(`${options}\n${USAGE}`);
    return 2;
  }
  if (options.clear) {
    const count = await clearOutbox(dataDir);
    console.log(
      `Removed ${count} ${count === 1 ? "message" : "messages"} from ${outboxPath(dataDir)}.`,
    );
    return 0;
  }
  const messages = await readOutbox(dataDir);
  if (messages.length === 0) {
    console.log(
      `The outbox in ${outboxPath(dataDir)} is empty. The server puts mail and text messages ` +
        "there when SMTP_HOST is not set.",
    );
    return 0;
  }
  const shown = options.last ? messages.slice(-1) : messages;
  console.log(shown.map(formatMessage).join("\n\n"));
  return 0;
}

/** The chosen options, or a sentence saying what is wrong with the arguments. */
function parseOptions(args: string[]): { last: boolean; clear: boolean } | string {
  try {
    const { values } = parseArgs({
      args,
      options: {
        last: { type: "boolean", default: false },
        clear: { type: "boolean", default: false },
      },
    });
    if (values.last && values.clear) return "Choose either --last or --clear.";
    return { last: values.last, clear: values.clear };
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

function formatMessage(message: OutboxMessage): string {
  const heading =
    message.kind === "email"
      ? [`Time:    ${message.createdAt}`, `To:      ${message.to}`, `Subject: ${message.subject}`]
      : [`Time:    ${message.createdAt}`, `To:      ${message.to} (text message)`];
  return [
    `──────── ${message.kind === "email" ? "Email" : "SMS"}`,
    ...heading,
    "",
    message.text.trimEnd(),
  ].join("\n");
}

// DATA_DIR comes through server/env.ts, the one module that reads the environment, so a bad
// setting is reported here exactly as the server reports it.
try {
  const { dataDir } = loadSettings(process.env);
  process.exitCode = await runOutbox(process.argv.slice(2), dataDir);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
