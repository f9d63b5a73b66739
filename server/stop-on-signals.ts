import { STOP_DEADLINE_MS } from "./connection-drain.ts";

/**
 * On SIGTERM (systemd's stop) or SIGINT (Ctrl-C): stops the server within its deadline and exits
 * 0, or 1 when stopping failed. Should a stop hang past the deadline anyway, the process exits
 * 1 rather than wait for systemd's kill, whose only trace would be a timeout in the journal.
 */
export function stopOnSignals(server: { close(): Promise<void> }): void {
  const stop = (signal: string) => {
    console.log(`${signal}: shutting down.`);
    setTimeout(() => {
      console.error(`Shutdown took longer than ${STOP_DEADLINE_MS / 1000} s: exiting anyway.`);
      process.exit(1);
    }, STOP_DEADLINE_MS + 5_000).unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error("Shutdown failed:", error);
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", () => stop("SIGINT"));
  process.once("SIGTERM", () => stop("SIGTERM"));
}
