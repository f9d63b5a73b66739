import { runSeedCommand } from "./seed-command.ts";

// Entry point of `npm run seed`. Like server/main.ts, it is the only place here that touches
// process.env and argv: both are handed to the command as arguments.
process.exitCode = await runSeedCommand(process.argv.slice(2), process.env, {
  log: (line) => console.log(line),
  error: (line) => console.error(line),
});
