import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ID, Permission, Role } from "appwrite";
import { afterEach, expect, test } from "vitest";
import { sdkUser } from "../../support/sdk.ts";
import { runUsersCommand } from "../../support/server-process.ts";
import { installBrowserGlobals, serverMessages } from "./browser-globals.ts";
import { subscribe } from "./subscribers.ts";

installBrowserGlobals();

const projectRoot = path.resolve(import.meta.dirname, "..", "..", "..");
const children: ChildProcess[] = [];
const dataDirs: string[] = [];

afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  for (const dataDir of dataDirs.splice(0)) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The real server in its own process, so the test can kill it as a crash would. */
function startServerProcess(
  dataDir: string,
  port = 0,
): Promise<{ url: string; child: ChildProcess }> {
  const entry = path.join(import.meta.dirname, "fixed-port-server.ts");
  const child = spawn(process.execPath, ["--import", "tsx", entry, dataDir, String(port)], {
    cwd: projectRoot,
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`The server process exited with ${code}`)));
    child.stdout?.setEncoding("utf8");
    let output = "";
    child.stdout?.on("data", (chunk: string) => {
      output += chunk;
      const url = /http:\/\/\S+/.exec(output)?.[0];
      if (url) resolve({ url, child });
    });
  });
}

function kill(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    child.removeAllListeners("exit");
    child.once("exit", () => done());
    child.kill("SIGKILL");
  });
}

test("a subscriber reconnects after the server is killed and restarted, and hears new meetings", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "realtime-restart-"));
  dataDirs.push(dataDir);
  const organiser = { email: "organiser@example.org", password: "a long passphrase" };
  await runUsersCommand(dataDir, [
    "create",
    "--label",
    "admin",
    "--email",
    organiser.email,
    "--password",
    organiser.password,
  ]);
  const first = await startServerProcess(dataDir);
  const endpoint = { endpoint: `${first.url}/v1`, projectId: "pride-club" };
  const guest = sdkUser(endpoint);
  const { inbox, socket, unsubscribe } = await subscribe(
    guest.client,
    "databases.offbranch.collections.club_meetings.documents",
  );

  await kill(first.child);
  await startServerProcess(dataDir, Number(new URL(first.url).port));
  // The SDK retries every second for its first five attempts (then every 5, 10 and 60 s).
  await serverMessages.waitFor(
    (message) => message.data?.to === "subscribe" && message.socket !== socket,
    "the SDK to reconnect and subscribe again",
    0,
    20_000,
  );

  const admin = sdkUser(endpoint);
  await admin.account.createEmailPasswordSession(organiser);
  const created = await admin.databases.createDocument(
    "offbranch",
    "club_meetings",
    ID.unique(),
    {
      title: "After the restart",
      start: "2026-09-01T20:00:00Z",
      end: "2026-09-01T21:00:00Z",
    },
    [Permission.read(Role.any())],
  );
  const event = await inbox.waitFor((each) => each.payload.$id === created.$id, "the new meeting");
  expect(event.payload).toMatchObject({ title: "After the restart" });
  await unsubscribe();
});
