import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { runSeedCommand } from "../../cli/seed-command.ts";
import { freePort } from "./caddy.ts";
import { startAppwriteStandIn } from "./server-process.ts";
import { startTestServer, type TestServer, type TestServerOptions } from "./test-server.ts";

// The second mode of the journeys (issue 29, decision 0151): the site in this process with
// APPWRITE_ENDPOINT and APPWRITE_API_KEY, and the embedded backend alone in another process on
// another origin (another port of 127.0.0.1), standing in for a real Appwrite, its project filled
// by `npm run seed`'s own code as a club fills a new one.

/** Which Appwrite the site runs on: its embedded backend, or one in another process. */
export type BackendMode = "embedded" | "stand-in";

/** The two modes every journey across the trust line runs in, named for the test's title. */
export const BACKEND_MODES = [
  { mode: "embedded", name: "the embedded backend" },
  { mode: "stand-in", name: "a real Appwrite on another origin" },
] as const satisfies readonly { mode: BackendMode; name: string }[];

/**
 * Starts the stand-in (the site's origin its one Web platform, a project key with every scope),
 * seeds its project, then the site on it; stop() ends both and removes their folders.
 */
export async function startSiteOnAStandIn(
  options: Omit<TestServerOptions, "appwrite" | "port" | "withSite" | "dataDir"> = {},
): Promise<TestServer> {
  const apiKey = `standard_${crypto.randomBytes(32).toString("hex")}`;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "pride-club-stand-in-"));
  // The site's port is chosen first: the stand-in must know the origin its pages call from.
  const port = await freePort();
  const appwrite = await startAppwriteStandIn(folder, {
    apiKey,
    allowedOrigins: [`http://127.0.0.1:${port}`],
  });
  const stopAppwrite = async () => {
    await appwrite.kill();
    fs.rmSync(folder, { recursive: true, force: true });
  };
  try {
    await seedProject(appwrite.endpoint, apiKey, options.clubTimeZone);
    const site = await startTestServer({
      ...options,
      withSite: true,
      port,
      appwrite: { endpoint: appwrite.endpoint, apiKey },
    });
    return {
      ...site,
      stop: async () => {
        await site.stop();
        await stopAppwrite();
      },
    };
  } catch (error) {
    await stopAppwrite();
    throw error;
  }
}

/** `npm run seed` with the key: the club's starting documents, as a new project gets them. */
async function seedProject(endpoint: string, apiKey: string, timeZone: string | undefined) {
  const lines: string[] = [];
  const output = {
    log: (line: string) => lines.push(line),
    error: (line: string) => lines.push(line),
  };
  const code = await runSeedCommand(
    [],
    {
      APPWRITE_ENDPOINT: endpoint,
      APPWRITE_API_KEY: apiKey,
      ...(timeZone === undefined ? {} : { CLUB_TIME_ZONE: timeZone }),
    },
    output,
  );
  if (code !== 0) throw new Error(`npm run seed failed (${code}):\n${lines.join("\n")}`);
}
