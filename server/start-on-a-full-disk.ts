import { hasRoom } from "../backend/storage/sqlite/disk-space.ts";

// A server (re)started on a full disk (decision 0125): what it must write before it can serve
// anything (a new data folder, an upgrade's migration) waits for room, with the listener up and
// /healthz saying why; what it writes on the side (the club's starting content, a scheduled
// backup) is put off until there is room, and the site meanwhile serves what is stored. Each
// says so once in the log.

/** How often the disk is looked at while something waits for room. */
const RECHECK_MS = 2000;

// Keeps the process alive: nothing else runs yet, and the start is what it waits for.
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `open()`, tried again every few seconds while it fails and the disk holding `dataDir` is full.
 * `onWaiting` hears the reason while it waits and null once it no longer does. Any failure with
 * room on the disk is thrown as before.
 */
export async function openWhenThereIsRoom<T>(
  dataDir: string,
  open: () => Promise<T>,
  log: (line: string) => void,
  onWaiting: (reason: string | null) => void,
): Promise<T> {
  let isWaiting = false;
  for (;;) {
    try {
      const opened = await open();
      if (isWaiting) log(`The disk holding ${dataDir} has room again: the data folder is open.`);
      onWaiting(null);
      return opened;
    } catch (error) {
      if (hasRoom(dataDir)) throw error;
      if (!isWaiting) {
        log(
          `The disk holding ${dataDir} is full, so the data folder cannot be opened or upgraded (${error instanceof Error ? error.message : String(error)}). Free some space: the site starts by itself once there is room.`,
        );
        // For /healthz, which anyone may read: no path, no error text.
        onWaiting(
          "The disk is full, so the data folder cannot be opened or upgraded yet; the site starts by itself once there is room.",
        );
        isWaiting = true;
      }
      await pause(RECHECK_MS);
    }
  }
}

/**
 * Runs `work` (writes the site can start without) now; while the disk holding `dataDir` is full,
 * or when `work` fails and it turns out full, it is put off instead: logged once, and tried again
 * every few seconds, in the background, until it is done. Any other failure is thrown as before.
 * `stop` gives up on a put-off `work` (the server is stopping).
 */
export async function writeNowOrWhenThereIsRoom(
  dataDir: string,
  isDiskFull: () => Promise<boolean>,
  work: () => Promise<void>,
  { what, log }: { what: string; log: (line: string) => void },
): Promise<{ stop(): void }> {
  try {
    if (!(await isDiskFull())) {
      await work();
      return { stop: () => {} };
    }
  } catch (error) {
    if (hasRoom(dataDir)) throw error;
  }
  log(`The disk holding ${dataDir} is full: ${what} waits until there is room.`);
  let timer: NodeJS.Timeout | null = null;
  let isStopped = false;
  const retry = () => {
    if (isStopped) return;
    timer = setTimeout(() => void tryAgain(), RECHECK_MS);
    // The wait alone must not keep a stopping process alive.
    timer.unref();
  };
  const tryAgain = async () => {
    try {
      if (await isDiskFull()) return retry();
      await work();
      log(`The disk has room again: ${what} is done.`);
    } catch (error) {
      if (!hasRoom(dataDir)) return retry();
      log(`${what} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  retry();
  return {
    stop: () => {
      isStopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
