import { execFile } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, expect, test } from "vitest";
import { STOP_DEADLINE_MS } from "../../../server/connection-drain.ts";
import { startServerProcess, type ServerProcess } from "../../support/server-process.ts";
import { startTestServer } from "../../support/test-server.ts";
import { openRawConnection } from "./raw-connection.ts";

const running: ServerProcess[] = [];
const folders: string[] = [];

afterEach(async () => {
  for (const { child, kill } of running.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) await kill();
  }
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

async function serverOnNewDataDir(
  options: { stopDeadlineMs?: number } = {},
): Promise<{ server: ServerProcess; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pride-club-stop-"));
  folders.push(dataDir);
  const server = await startServerProcess(dataDir, options);
  running.push(server);
  return { server, dataDir };
}

const project = "X-Appwrite-Project: pride-club\r\nContent-Type: application/json";

test("SIGTERM ends an idle keep-alive client and a half-sent request at once, answers the request in flight with Connection: close, and exits 0 within the deadline", async () => {
  const { server } = await serverOnNewDataDir();
  const keepAlive = await openRawConnection(server.url);
  keepAlive.socket.write("GET /healthz HTTP/1.1\r\nHost: club\r\n\r\n");
  await keepAlive.receivedWhen((text) => text.includes('"status":"ok"'));
  const halfSent = await openRawConnection(server.url);
  halfSent.socket.write("GET /healthz HTTP/1.1\r\nHost: club\r\n");
  const inFlight = await openRawConnection(server.url);
  const body = JSON.stringify({ email: "nobody@example.org", password: "not-the-password" });
  inFlight.socket.write(
    `POST /v1/account/sessions/email HTTP/1.1\r\nHost: club\r\n${project}\r\nExpect: 100-continue\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
  );
  // "100 Continue" says the server has the request and waits for the rest of its body.
  await inFlight.receivedWhen((text) => text.includes("100 Continue"));

  const stoppedAt = Date.now();
  const exited = once(server.child, "exit");
  server.child.kill("SIGTERM");
  await Promise.all([keepAlive.closed, halfSent.closed]);
  inFlight.socket.write(body.slice(10));
  const answer = await inFlight.receivedWhen((text) => text.includes("user_invalid_credentials"));
  const [code] = await exited;

  expect(answer).toMatch(/\r\n\r\nHTTP\/1\.1 401 /);
  expect(answer.toLowerCase()).toContain("connection: close");
  expect(halfSent.received()).toBe("");
  expect(code).toBe(0);
  expect(Date.now() - stoppedAt).toBeLessThan(STOP_DEADLINE_MS);
}, 30_000);

test("a request that stalls in flight is cut off at the stop deadline, and the process still exits 0", async () => {
  const stopDeadlineMs = 1_000;
  const { server } = await serverOnNewDataDir({ stopDeadlineMs });
  const stalled = await openRawConnection(server.url);
  stalled.socket.write(
    `POST /v1/account/sessions/email HTTP/1.1\r\nHost: club\r\n${project}\r\nExpect: 100-continue\r\nContent-Length: 100\r\n\r\n{`,
  );
  await stalled.receivedWhen((text) => text.includes("100 Continue"));

  const stoppedAt = Date.now();
  const exited = once(server.child, "exit");
  server.child.kill("SIGTERM");
  await stalled.closed;
  const [code] = await exited;

  expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(stopDeadlineMs);
  expect(code).toBe(0);
}, 30_000);

test("a second server on the same DATA_DIR refuses to start and names the process that holds it; once that one is killed -9, a new one starts", async () => {
  const { server: first, dataDir } = await serverOnNewDataDir();

  await expect(startServerProcess(dataDir)).rejects.toThrow(
    `DATA_DIR ${dataDir} is in use by process ${first.child.pid}`,
  );
  const stillServing = await fetch(`${first.url}/healthz`);
  expect(stillServing.status).toBe(200);

  await first.kill();
  const next = await startServerProcess(dataDir);
  running.push(next);
  expect((await fetch(`${next.url}/healthz`)).status).toBe(200);
}, 60_000);

test("a backup the server takes of its own folder leaves the lock out, and the folder stays held", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pride-club-stop-"));
  const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), "pride-club-stop-backups-"));
  folders.push(dataDir, backupDir);
  // In this process: copying the lock file here would drop this process's lock on it.
  const server = await startTestServer({ dataDir, backupDir });
  try {
    await expect
      .poll(() => fs.readdirSync(backupDir).filter((name) => name.endsWith(".tar.gz")))
      .toHaveLength(1);
    const [backup = ""] = fs.readdirSync(backupDir).filter((name) => name.endsWith(".tar.gz"));
    const { stdout } = await promisify(execFile)("tar", ["-tzf", path.join(backupDir, backup)]);
    expect(stdout.split("\n")).not.toContain("server.lock");
    expect(stdout.split("\n")).not.toContain("server.pid");

    await expect(startServerProcess(dataDir)).rejects.toThrow(
      `DATA_DIR ${dataDir} is in use by process ${process.pid}`,
    );
  } finally {
    await server.stop();
  }
}, 60_000);
