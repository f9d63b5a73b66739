import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
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
  await server.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A GET on a connection of its own; `sent` settles once the whole request is written. */
function get(target: string): { sent: Promise<void>; answered: Promise<number> } {
  let onSent = () => {};
  const sent = new Promise<void>((resolve) => (onSent = resolve));
  const answered = new Promise<number>((resolve, reject) => {
    const request = http.get(`${server.url}${target}`, { agent: false }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("finish", onSent).on("error", reject);
  });
  return { sent, answered };
}

test("a health check sent behind 200 page renders is answered before most of them", async () => {
  await get("/agenda/first-visit").answered; // the site's code loaded, as on a running server
  const answeredInOrder: string[] = [];
  const renders = Array.from({ length: 200 }, (_, index) => {
    // Each a page no one asked for before: rendered (a 404 page) and never kept.
    const request = get(`/agenda/crowd-${index}`);
    return {
      ...request,
      answered: request.answered.then((status) => answeredInOrder.push(`page ${status}`)),
    };
  });
  await Promise.all(renders.map((render) => render.sent));

  const health = get("/healthz").answered.then((status) =>
    answeredInOrder.push(`health ${status}`),
  );
  await Promise.all([...renders.map((render) => render.answered), health]);

  expect(answeredInOrder.filter((entry) => entry === "page 404")).toHaveLength(200);
  expect(answeredInOrder).toContain("health 200");
  expect(answeredInOrder.indexOf("health 200")).toBeLessThan(100);
});
