import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, test, vi } from "vitest";
import { DATA_KEY_FILE } from "../../../backend/security/data-key.ts";
import { DATABASE_FILE } from "../../../backend/storage/sqlite/open.ts";
import { sdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { createTestAccount } from "../../support/users.ts";

const servers: TestServer[] = [];
const folders: string[] = [];
const originalUmask = process.umask();

afterEach(async () => {
  process.umask(originalUmask);
  for (const server of servers.splice(0)) await server.stop();
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function modeOf(file: string): string {
  return (fs.statSync(file).mode & 0o777).toString(8);
}

/** A parent folder for a DATA_DIR the server will create itself. */
function tempParent(): string {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), "pride-club-modes-"));
  folders.push(parent);
  return parent;
}

/** Every file in the folder and below, relative to it. */
function filesIn(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
}

test("a new DATA_DIR is 0700 and every file in it 0600, even with a umask that allows all", async () => {
  process.umask(0);
  const dataDir = path.join(tempParent(), "data");
  const server = await startTestServer({ dataDir });
  servers.push(server);
  // A magic-URL email lands in the outbox: a file holding a live sign-in link.
  const { email } = await createTestAccount(server);
  await sdkUser(server).account.createMagicURLToken({ userId: "unique()", email });

  expect(modeOf(dataDir)).toBe("700");
  expect(modeOf(path.join(dataDir, "outbox"))).toBe("700");
  const files = filesIn(dataDir);
  expect(files).toEqual(
    expect.arrayContaining([
      DATABASE_FILE,
      `${DATABASE_FILE}-wal`,
      `${DATABASE_FILE}-shm`,
      DATA_KEY_FILE,
      expect.stringMatching(/^outbox\/.+\.json$/),
    ]),
  );
  expect(Object.fromEntries(files.map((file) => [file, modeOf(path.join(dataDir, file))]))).toEqual(
    Object.fromEntries(files.map((file) => [file, "600"])),
  );
});

test("database files an older version left world-readable are made 0600 on start", async () => {
  const dataDir = path.join(tempParent(), "data");
  const first = await startTestServer({ dataDir });
  await first.stop();
  const database = path.join(dataDir, DATABASE_FILE);
  for (const file of [database, `${database}-wal`, `${database}-shm`]) {
    fs.writeFileSync(file, "", { flag: "a" });
    fs.chmodSync(file, 0o644);
  }

  const server = await startTestServer({ dataDir });
  servers.push(server);

  expect([database, `${database}-wal`, `${database}-shm`].map(modeOf)).toEqual([
    "600",
    "600",
    "600",
  ]);
});

test("an existing DATA_DIR others can open keeps its mode, and the server warns about it", async () => {
  const dataDir = path.join(tempParent(), "shared");
  fs.mkdirSync(dataDir, { mode: 0o755 });
  fs.chmodSync(dataDir, 0o755);
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  try {
    const server = await startTestServer({ dataDir });
    servers.push(server);

    expect(modeOf(dataDir)).toBe("755");
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining(`DATA_DIR ${dataDir} can be opened by other users`),
    );
    expect(modeOf(path.join(dataDir, DATABASE_FILE))).toBe("600");
  } finally {
    warn.mockRestore();
  }
});
