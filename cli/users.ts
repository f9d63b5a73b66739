import { runUsersCommand } from "./users-command.ts";

// Entry point of `npm run users`. Like server/main.ts, it is the only place here that touches
// process.env and argv: both are handed to the command as arguments (DATA_DIR is read through
// server/env.ts's loadSettings, so the command opens the same database as the server).
process.exitCode = await runUsersCommand(process.argv.slice(2), process.env, {
  log: (line) => console.log(line),
  error: (line) => console.error(line),
});
