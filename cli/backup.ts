import { runBackupCommand } from "./backup-command.ts";

// Entry point of `npm run backup`: the only place it touches process.env and argv.
process.exitCode = await runBackupCommand(process.argv.slice(2), process.env, {
  log: (line) => console.log(line),
  error: (line) => console.error(line),
});
