import fs from "node:fs";
import { spawn } from "node:child_process";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startServerProcess, type ServerProcess } from "../../support/server-process.ts";

// The server in a process of its own, as a proxy's health check meets it: a client in the
// test's own process would share the server's event loop and decide the order itself.

let server: ServerProcess;
let dataDir: string;

beforeAll(async () => {
  // Needs `npm run build` first: the site is served from its build.
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pride-club-crowd-"));
  server = await startServerProcess(dataDir, { withSite: true });
});

afterAll(async () => {
  crowd.destroy();
  await server.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// 200 connections opened and kept before the crowd asks: its requests then reach the server
// together, as a crowd's on open keep-alive connections do, not one connection set-up at a time.
const crowd = new http.Agent({ keepAlive: true, maxSockets: 200 });

/** A GET on one of the crowd's connections; `sent` settles once the whole request is written. */
function get(target: string): { sent: Promise<void>; answered: Promise<number> } {
  let onSent = () => {};
  const sent = new Promise<void>((resolve) => (onSent = resolve));
  const answered = new Promise<number>((resolve, reject) => {
    const request = http.get(`${server.url}${target}`, { agent: crowd }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("finish", onSent).on("error", reject);
  });
  return { sent, answered };
}

/**
 * A health check from a process of its own, as a proxy's would come: started ahead and told when
 * to ask, it reports the status and how long the answer took. A client in the test's own process
 * would see the answers in the order its own busy event loop reads them, not the server's.
 */
function healthProbe(): { ready: Promise<void>; ask(): Promise<{ status: number; ms: number }> } {
  const script = `
    const http = require("node:http");
    process.stdin.once("data", () => {
      const start = performance.now();
      http.get(process.argv[1] + "/healthz", { agent: false }, (response) => {
        response.resume();
        response.on("end", () => {
          console.log(JSON.stringify({ status: response.statusCode, ms: performance.now() - start }));
          process.exit(0);
        });
      });
    });
    console.log("ready");`;
  const child = spawn(process.execPath, ["-e", script, server.url], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const lines = createInterface({ input: child.stdout });
  const nextLine = () => new Promise<string>((resolve) => lines.once("line", resolve));
  const ready = nextLine().then(() => {});
  return {
    ready,
    async ask() {
      const answer = nextLine();
      child.stdin.write("go\n");
      return JSON.parse(await answer) as { status: number; ms: number };
    },
  };
}

test("a health check sent behind 200 page renders is answered before most of them", async () => {
  await get("/agenda/first-visit").answered; // the site's code loaded, as on a running server
  await Promise.all(Array.from({ length: 200 }, () => get("/healthz").answered));
  const probe = healthProbe();
  await probe.ready;
  const renders = Array.from({ length: 200 }, (_, index) => get(`/agenda/crowd-${index}`));
  await Promise.all(renders.map((render) => render.sent));
  const start = performance.now();
  const health = probe.ask();
  const statuses = await Promise.all(renders.map((render) => render.answered));
  const rendersMs = performance.now() - start;

  expect(statuses.filter((status) => status === 404)).toHaveLength(200);
  // Behind 200 renders run a few at a time, the health check waits for none of them.
  const { status, ms } = await health;
  expect(status).toBe(200);
  expect(ms).toBeLessThan(rendersMs / 2);
});
