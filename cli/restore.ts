import { runRestoreCommand } from "./backup-command.ts";

// Entry point of `npm run restore`: the only place it touches process.env and argv.
process.exitCode = await runRestoreCommand(process.argv.slice(2), process.env, {
  log: (line) => console.log(line),
  error: (line) => console.error(line),
});
