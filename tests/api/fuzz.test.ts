import http from "node:http";
import { afterAll, beforeAll, expect, test, vi, type MockInstance } from "vitest";
import siteRoutes from "../../app/routes.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";
import { createTestAccount } from "../support/users.ts";
import {
  malformedRequest,
  malformedUpgrade,
  seededRandom,
  type FuzzRequest,
  type FuzzRoute,
} from "./fuzz-requests.ts";

// Change the seed to explore; a failure prints the seed and the request, so keep the one that
// found something until it is fixed.
const SEED = 20_260_711;
const REQUESTS_PER_ROLE = 1500;
const UPGRADES = 400;
const PARALLEL = 8;

let server: TestServer;
let errorLog: MockInstance<typeof console.error>;

beforeAll(async () => {
  // Needs `npm run build` first: the site routes are fuzzed too. Demo data gives them meetings.
  server = await startTestServer({ withSite: true, demoData: true });
  errorLog = vi.spyOn(console, "error");
});

afterAll(async () => {
  errorLog.mockRestore();
  await server.stop();
});

/** Every route of the backend's own table and of the site's, once each. */
function allRoutes(): FuzzRoute[] {
  if (!server.backend) throw new Error("The fuzz test needs the embedded backend.");
  const api = server.backend.app.routes
    .filter((route) => route.method !== "ALL")
    .map(({ method, path }) => ({ method, path }));
  const site = siteRoutes.map((route) => ({
    method: "GET",
    path: `/${(route.path ?? "").replace("*", ":anything")}`,
  }));
  const unique = new Map(
    [...api, ...site].map((route) => [`${route.method} ${route.path}`, route]),
  );
  return [...unique.values()];
}

/**
 * Sends the request as bytes on the wire (fetch would normalise the path), on a connection of
 * its own, and tells the status or why there was none.
 */
function send(request: FuzzRequest): Promise<number | string> {
  const { port, hostname } = new URL(server.url);
  return new Promise((resolve) => {
    const outgoing = http.request(
      {
        host: hostname,
        port,
        method: request.method,
        path: request.path,
        headers: request.headers,
        agent: false,
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", (error) => resolve(`no answer (${error.message})`));
      },
    );
    // An upgrade the server took: the websocket is dropped again at once.
    outgoing.on("upgrade", (response, socket) => {
      socket.destroy();
      resolve(response.statusCode ?? 0);
    });
    outgoing.on("error", (error) => resolve(`no answer (${error.message})`));
    outgoing.end(request.body ?? undefined);
  });
}

/** A member's session cookie, signing a new member in when the last one signed out or got blocked. */
async function memberCookie(current: string | null): Promise<string> {
  if (current !== null) {
    const check = await fetch(`${server.endpoint}/account`, {
      headers: { "X-Appwrite-Project": server.projectId, Cookie: current },
    });
    if (check.ok) return current;
  }
  const { email, password } = await createTestAccount(server);
  const response = await fetch(`${server.endpoint}/account/sessions/email`, {
    method: "POST",
    headers: { "X-Appwrite-Project": server.projectId, "Content-Type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const cookie = response.headers.getSetCookie().find((each) => each.startsWith("a_session_"));
  if (!cookie) throw new Error(`Signing the fuzzing member in answered ${response.status}.`);
  return cookie.split(";")[0] ?? "";
}

function describeRequest(request: FuzzRequest): string {
  const shown = (text: string | Buffer) =>
    text.length > 300
      ? `${text.slice(0, 300).toString()}… (${text.length} chars)`
      : text.toString();
  return [
    `${request.method} ${shown(request.path)}`,
    ...Object.entries(request.headers).map(([name, value]) => `${name}: ${shown(value)}`),
    request.body === null ? "(no body)" : `body: ${JSON.stringify(shown(request.body))}`,
  ].join("\n  ");
}

test(`${REQUESTS_PER_ROLE * 2} malformed requests over every route, as a guest and as a member, get no 5xx and log no error`, async () => {
  const random = seededRandom(SEED);
  const routes = allRoutes();
  const failures: string[] = [];
  let member: string | null = null;

  for (const role of ["guest", "member"] as const) {
    for (let start = 0; start < REQUESTS_PER_ROLE; start += PARALLEL) {
      if (role === "member" && start % (PARALLEL * 25) === 0) member = await memberCookie(member);
      const batch = Array.from({ length: PARALLEL }, (_unused, index) => {
        const route = routes[(start + index) % routes.length];
        if (!route) throw new Error("no routes");
        return malformedRequest(random, route, role === "member" ? member : null);
      });
      const statuses = await Promise.all(batch.map(send));
      statuses.forEach((status, index) => {
        const request = batch[index];
        if (request && (typeof status === "string" || status >= 500)) {
          failures.push(`${status} as ${role} for\n  ${describeRequest(request)}`);
        }
      });
    }
  }

  const report = `seed ${SEED}: ${failures.length} bad answers; the first:\n${failures.slice(0, 5).join("\n")}`;
  expect(failures, report).toEqual([]);
  expect(
    errorLog.mock.calls.map((call) => call.map(String).join(" ").slice(0, 500)),
    `seed ${SEED}`,
  ).toEqual([]);
  const home = await fetch(`${server.url}/`);
  expect(home.status).toBe(200);
  const account = await fetch(`${server.endpoint}/account`, {
    headers: { "X-Appwrite-Project": server.projectId },
  });
  expect(account.status).toBe(401);
}, 120_000);

test(`${UPGRADES} malformed websocket upgrades, as a guest and as a member, get a 4xx or a websocket, log no error, and leave the server up`, async () => {
  const random = seededRandom(SEED);
  const failures: string[] = [];
  const member = await memberCookie(null);
  for (let start = 0; start < UPGRADES; start += PARALLEL) {
    const batch = Array.from({ length: PARALLEL }, (_unused, index) =>
      malformedUpgrade(random, (start + index) % 2 === 0 ? member : null),
    );
    const statuses = await Promise.all(batch.map(send));
    statuses.forEach((status, index) => {
      const request = batch[index];
      if (request && (typeof status === "string" || status >= 500)) {
        failures.push(`${status} for\n  ${describeRequest(request)}`);
      }
    });
  }

  const report = `seed ${SEED}: ${failures.length} bad answers; the first:\n${failures.slice(0, 5).join("\n")}`;
  expect(failures, report).toEqual([]);
  expect(
    errorLog.mock.calls.map((call) => call.map(String).join(" ").slice(0, 500)),
    `seed ${SEED}`,
  ).toEqual([]);
  const health = await fetch(`${server.url}/healthz`);
  expect(health.status).toBe(200);
}, 60_000);
