import { AppwriteException, ID, Query } from "appwrite";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { runUsersCommand } from "../../support/server-process.ts";
import { sdkUser, type SdkUser } from "../../support/sdk.ts";
import { mountSmallDisk, type SmallDisk } from "../../support/small-disk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { createTestAccount, signedInAdmin, type TestAccount } from "../../support/users.ts";

// Each test runs a real server with DATA_DIR on a tmpfs of its own, fills that filesystem with
// files until it refuses another byte, and drives the server through the SDK (decision 0067).

let disk: SmallDisk;
let server: TestServer | undefined;

beforeEach(async () => {
  disk = await mountSmallDisk(32);
});

afterEach(async () => {
  await server?.stop();
  server = undefined;
  await disk.unmount();
});

const refusedForFullDisk = {
  code: 500,
  type: "general_server_error",
  message: "The server's disk is full, so nothing was saved. Please try again later.",
};

const newEvent = (title: string) => ({
  databaseId: "offbranch",
  collectionId: "club_events",
  documentId: ID.unique(),
  data: { title, time: new Date(Date.UTC(2027, 0, 1)).toISOString() },
});

async function healthOf(running: TestServer): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${running.url}/healthz`);
  return { status: response.status, body: await response.json() };
}

function signIn(
  running: TestServer,
  account: TestAccount,
): { user: SdkUser; signedIn: Promise<unknown> } {
  const user = sdkUser(running);
  return { user, signedIn: user.account.createEmailPasswordSession(account) };
}

describe("a full disk", () => {
  test("ten sign-ins and an organiser's save on a full disk are refused with general_server_error, and every sign-in answered 201 still works once space returns", async () => {
    const running = await startTestServer({ dataDir: disk.dataDir });
    server = running;
    const organiser = await signedInAdmin(running);
    const member = await createTestAccount(running);
    disk.fill();

    // The organiser keeps saving while members sign in: the sign-ins' writes meet commits that
    // are already due, and each such commit fails.
    const saves: Promise<unknown>[] = [];
    let isSigningIn = true;
    const saving = (async () => {
      while (isSigningIn) {
        const batch = [1, 2, 3].map(() =>
          organiser.databases.createDocument(newEvent("Saved on a full disk")),
        );
        saves.push(...batch);
        await Promise.allSettled(batch);
      }
    })();
    const attempts = Array.from({ length: 10 }, () => signIn(running, member));
    const settled = await Promise.allSettled(attempts.map((attempt) => attempt.signedIn));
    isSigningIn = false;
    await saving;

    for (const save of saves) await expect(save).rejects.toMatchObject(refusedForFullDisk);
    const refused = settled.filter((result) => result.status === "rejected");
    expect(refused.length).toBeGreaterThan(0);
    for (const result of refused) {
      expect(result.reason).toBeInstanceOf(AppwriteException);
      expect(result.reason).toMatchObject(refusedForFullDisk);
    }

    disk.free();
    const acknowledged = attempts.filter((_, index) => settled[index]?.status === "fulfilled");
    for (const { user } of acknowledged) {
      await expect(user.account.get()).resolves.toMatchObject({ email: member.email });
    }
    const stored = await organiser.databases.listDocuments({
      databaseId: "offbranch",
      collectionId: "club_events",
      queries: [Query.equal("title", "Saved on a full disk")],
    });
    expect(stored.total).toBe(0);
  });

  test("on a full disk guests and a signed-in organiser still read, the sign-in page still opens, and /healthz says degraded until space returns, then ok without a restart", async () => {
    const running = await startTestServer({ dataDir: disk.dataDir, withSite: true });
    server = running;
    const organiser = await signedInAdmin(running);
    const event = await organiser.databases.createDocument(newEvent("Movie night"));
    const guest = sdkUser(running);
    expect(await healthOf(running)).toEqual({
      status: 200,
      body: { status: "ok", database: "ok" },
    });
    disk.fill();

    const seen = await guest.databases.getDocument({
      databaseId: "offbranch",
      collectionId: "club_events",
      documentId: event.$id,
    });
    expect(seen.title).toBe("Movie night");
    await expect(organiser.account.get()).resolves.toMatchObject({ email: organiser.email });
    const signInPage = await fetch(`${running.url}/admin`);
    expect(signInPage.status).toBe(200);
    // The sign-in form itself is drawn by the page script, in the browser, from this shell.
    expect(await signInPage.text()).toContain("Admin Panel");
    // A proxy keeps the site in (reads work); a monitor reads the body.
    expect(await healthOf(running)).toEqual({
      status: 200,
      body: { status: "degraded", database: "read-only", disk: "full" },
    });
    await expect(organiser.databases.createDocument(newEvent("Quiz"))).rejects.toMatchObject(
      refusedForFullDisk,
    );

    disk.free();
    await expect
      .poll(() => healthOf(running))
      .toEqual({ status: 200, body: { status: "ok", database: "ok" } });
    await expect(organiser.databases.createDocument(newEvent("Quiz"))).resolves.toMatchObject({
      title: "Quiz",
    });
  });

  test("a server started on a full disk serves reads, refuses writes clearly, and once space returns takes writes and lets the users command in, without a restart", async () => {
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);
    let clock = Date.now();
    const now = () => new Date(clock);
    server = await startTestServer({ dataDir: disk.dataDir, log, now });
    const member = await createTestAccount(server);
    const first = signIn(server, member);
    await first.signedIn;
    await server.stop();
    disk.fill();
    // A day later: the member's next read would store their last-access time, which cannot be.
    clock += 25 * 60 * 60 * 1000;

    const running = await startTestServer({ dataDir: disk.dataDir, log, now });
    server = running;
    first.user.client.setEndpoint(running.endpoint);

    await expect(first.user.account.get()).resolves.toMatchObject({ email: member.email });
    expect(lines.join("\n")).toContain("the disk is full: no setup link could be made");
    expect(await healthOf(running)).toEqual({
      status: 200,
      body: { status: "degraded", database: "read-only", disk: "full" },
    });
    await expect(signIn(running, member).signedIn).rejects.toMatchObject(refusedForFullDisk);

    disk.free();
    await expect
      .poll(() => healthOf(running))
      .toEqual({ status: 200, body: { status: "ok", database: "ok" } });
    await expect(signIn(running, member).signedIn).resolves.toMatchObject({ provider: "email" });
    expect(await runUsersCommand(disk.dataDir, ["list"])).toContain(member.email);
  });
});
