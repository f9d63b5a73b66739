import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { AppwriteException, ID, Query } from "appwrite";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { freePort } from "../../support/caddy.ts";
import { shippedSchema } from "../../support/crafted-backup.ts";
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

const degraded = {
  status: 200,
  body: {
    status: "degraded",
    database: "read-only",
    disk: "full",
    reason:
      "The disk is full: pages and reads are served, and nothing can be saved until there is room.",
  },
};

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
  // Saved, so guests read it (decision 0134).
  permissions: ['read("any")'],
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
      body: degraded.body,
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
    lines.length = 0;

    const running = await startTestServer({ dataDir: disk.dataDir, log, now });
    server = running;
    first.user.client.setEndpoint(running.endpoint);

    await expect(first.user.account.get()).resolves.toMatchObject({ email: member.email });
    expect(lines.join("\n")).toContain(
      "what the start stores (the club's starting content; a setup link while there is no organiser) waits until there is room",
    );
    expect(lines.join("\n")).not.toContain("/welcome?invitation=");
    expect(await healthOf(running)).toEqual({
      status: 200,
      body: degraded.body,
    });
    await expect(signIn(running, member).signedIn).rejects.toMatchObject(refusedForFullDisk);

    disk.free();
    await expect
      .poll(() => healthOf(running))
      .toEqual({ status: 200, body: { status: "ok", database: "ok" } });
    await expect(signIn(running, member).signedIn).resolves.toMatchObject({ provider: "email" });
    expect(await runUsersCommand(disk.dataDir, ["list"])).toContain(member.email);
    // The first organiser's setup link, which could not be stored, is made once there is room.
    await expect.poll(() => lines.join("\n")).toContain("/welcome?invitation=");
  });
});

const projectRoot = path.resolve(import.meta.dirname, "..", "..", "..");

/** The club's starting files of a release that had no Spanish "About" page yet. */
function filesWithoutSpanishAbout(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "pride-club-older-files-"));
  fs.copyFileSync(
    path.join(projectRoot, "club.config.json"),
    path.join(folder, "club.config.json"),
  );
  fs.cpSync(path.join(projectRoot, "content"), path.join(folder, "content"), { recursive: true });
  fs.rmSync(path.join(folder, "content", "es", "about.md"));
  return folder;
}

const healthy = { status: 200, body: { status: "ok", database: "ok" } };

describe("a restart on a full disk (decision 0125)", () => {
  test("a new version's starting page waits for room: the restarted site serves its pages, says degraded, and stores the page once space is freed, without a restart", async () => {
    const olderFiles = filesWithoutSpanishAbout();
    try {
      server = await startTestServer({ dataDir: disk.dataDir, clubFiles: olderFiles });
      await server.stop();
    } finally {
      fs.rmSync(olderFiles, { recursive: true, force: true });
    }
    disk.fill();
    const lines: string[] = [];

    const running = await startTestServer({
      dataDir: disk.dataDir,
      withSite: true,
      log: (line) => lines.push(line),
    });
    server = running;

    const home = await fetch(`${running.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("</html>");
    expect(await healthOf(running)).toEqual(degraded);
    expect(lines.join("\n")).toContain(
      "what the start stores (the club's starting content; a setup link while there is no organiser) waits until there is room",
    );
    const spanishAbout = () =>
      sdkUser(running)
        .databases.getDocument({
          databaseId: "offbranch",
          collectionId: "club_pages",
          documentId: "about.es",
        })
        .then(
          (page) => page.title,
          () => null,
        );
    expect(await spanishAbout()).toBeNull();

    disk.free();
    await expect.poll(() => healthOf(running)).toEqual(healthy);
    await expect.poll(spanishAbout).toContain("Te damos la bienvenida");
    expect((await fetch(`${running.url}/es/about`)).status).toBe(200);
  });

  test("an upgrade that must migrate waits for room: /healthz says why meanwhile, and once space is freed the site upgrades and serves, without a restart", async () => {
    const schema = shippedSchema();
    const olderSchema = {
      ...schema,
      collections: schema.collections.map((collection) =>
        collection.$id === "club_events"
          ? {
              ...collection,
              attributes: collection.attributes.filter(({ key }) => key !== "flyer_alt"),
            }
          : collection,
      ),
    };
    server = await startTestServer({ dataDir: disk.dataDir, schema: olderSchema });
    await server.stop();
    server = undefined;
    disk.fill();
    const port = await freePort();
    const lines: string[] = [];

    const starting = startTestServer({
      dataDir: disk.dataDir,
      withSite: true,
      port,
      log: (line) => lines.push(line),
    });
    const health = async () => {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null);
      return response && { status: response.status, body: (await response.json()) as unknown };
    };
    await expect.poll(health).toMatchObject({
      status: 503,
      body: {
        status: "unavailable",
        database: "waiting",
        disk: "full",
        reason:
          "The disk is full, so the data folder cannot be opened or upgraded yet; the site starts by itself once there is room.",
      },
    });
    expect(lines.join("\n")).toContain("Free some space: the site starts by itself");

    disk.free();
    const running = await starting;
    server = running;
    expect(await healthOf(running)).toEqual(healthy);
    expect(lines.join("\n")).toContain("The data folder is from an older version: backed up to");
    expect((await fetch(`${running.url}/`)).status).toBe(200);
    const organiser = await signedInAdmin(running);
    await expect(
      organiser.databases.createDocument({
        ...newEvent("Flyer night"),
        data: { ...newEvent("").data, title: "Flyer night", flyer_alt: "A rainbow flyer" },
      }),
    ).resolves.toMatchObject({ flyer_alt: "A rainbow flyer" });
  });

  test("a first start on a full disk waits for room to make the data folder, then starts with the demo club", async () => {
    disk.fill();
    const port = await freePort();
    const lines: string[] = [];

    const starting = startTestServer({
      dataDir: disk.dataDir,
      demoData: true,
      port,
      log: (line) => lines.push(line),
    });
    await expect
      .poll(() =>
        fetch(`http://127.0.0.1:${port}/healthz`).then(
          (response) => response.status,
          () => 0,
        ),
      )
      .toBe(503);
    expect(lines.join("\n")).toContain("so the data folder cannot be opened or upgraded");

    disk.free();
    const running = await starting;
    server = running;
    expect(await healthOf(running)).toEqual(healthy);
    const events = await sdkUser(running).databases.listDocuments({
      databaseId: "offbranch",
      collectionId: "club_events",
    });
    expect(events.total).toBeGreaterThan(0);
  });

  test("a scheduled backup waits for room instead of holding the started server up", async () => {
    const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), "pride-club-full-disk-backups-"));
    try {
      server = await startTestServer({ dataDir: disk.dataDir });
      await server.stop();
      disk.fill();
      const lines: string[] = [];

      const running = await startTestServer({
        dataDir: disk.dataDir,
        backupDir,
        log: (line) => lines.push(line),
      });
      server = running;

      await expect.poll(() => lines.join("\n")).toContain("Backup waits: the disk holding");
      expect(fs.readdirSync(backupDir)).toEqual([]);
      disk.free();
      await expect.poll(() => fs.readdirSync(backupDir)).toHaveLength(1);
      expect(lines.filter((line) => line.includes("failed"))).toEqual([]);
    } finally {
      await server?.stop();
      server = undefined;
      fs.rmSync(backupDir, { recursive: true, force: true });
    }
  });
});
