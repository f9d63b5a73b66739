import http from "node:http";
import v8 from "node:v8";
import vm from "node:vm";
import { Query } from "appwrite";
import { afterAll, beforeAll, expect, test } from "vitest";
import { DATABASE_ID } from "../../../app/lib/collections/database.ts";
import { MEETINGS } from "../../../app/lib/collections/meetings.ts";
import { daysFromNow, seedMeeting } from "../../support/seed-meetings.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { signedInAdmin } from "../../support/users.ts";

// Strangers' unique addresses fill every cache of the running server; what it holds stays within
// the caches' caps. The server runs in this process, so its heap is this process's heap.

const MiB = 1024 * 1024;
const GUEST_READ_CAP = 8 * MiB;
const PAGE_CAP = 16 * MiB;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ withSite: true });
  const organiser = await signedInAdmin(server);
  for (const day of [1, 2, 3]) {
    await seedMeeting(organiser, { start: daysFromNow(day), end: daysFromNow(day, 1) });
  }
});

afterAll(() => server.stop());

/** Heap and buffer memory in use once everything unreachable is collected. */
function heldAfterGc(): number {
  v8.setFlagsFromString("--expose-gc");
  const gc: unknown = vm.runInNewContext("gc");
  if (typeof gc === "function") gc();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

/** GETs every target over `connections` kept-alive connections; answers each status's count. */
async function getAll(
  targets: string[],
  connections: number,
  headers: Record<string, string> = {},
): Promise<Record<number, number>> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const statuses: Record<number, number> = {};
  let next = 0;
  const worker = async () => {
    while (next < targets.length) {
      const target = targets[next++] ?? "";
      const status = await new Promise<number>((resolve, reject) => {
        http
          .get(`${server.url}${target}`, { agent, headers }, (response) => {
            response.resume();
            response.on("end", () => resolve(response.statusCode ?? 0));
          })
          .on("error", reject);
      });
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  agent.destroy();
  return statuses;
}

/**
 * A guest's list of meetings whose filters hold unique texts, about 14 KB in all (a long URL;
 * Appwrite takes up to 4,096 characters per query).
 */
function uniqueGuestRead(index: number): string {
  const search = new URLSearchParams();
  for (const part of [0, 1, 2, 3]) {
    const text = `${index}-${part}-${"x".repeat(3_400)}`;
    search.append(`queries[${part}]`, Query.notEqual("title", text));
  }
  search.append("queries[4]", Query.limit(1));
  return `/v1/databases/${DATABASE_ID}/collections/${MEETINGS}/documents?${search}`;
}

test(
  "20,000 guests' reads at unique 14 KB addresses leave the server holding no more than its caps",
  { timeout: 300_000 },
  async () => {
    await getAll([uniqueGuestRead(-1)], 1, { "X-Appwrite-Project": server.projectId });
    const before = heldAfterGc();

    const statuses = await getAll(
      Array.from({ length: 20_000 }, (_, index) => uniqueGuestRead(index)),
      16,
      { "X-Appwrite-Project": server.projectId },
    );

    expect(statuses).toEqual({ 200: 20_000 });
    const held = server.heldInMemory().guestReads;
    expect(held?.bytes).toBeLessThanOrEqual(GUEST_READ_CAP);
    // Unbounded, the addresses alone would be 280 MB; the caches' caps together are 29 MiB
    // (guest reads 8, pages 16, list totals 1 per collection, prepared statements 4).
    expect(heldAfterGc() - before).toBeLessThan(48 * MiB);
  },
);

test("a stranger's 1,500 spellings, unknown pages and reminders add no kept page", async () => {
  const spellings = Array.from({ length: 500 }, (_, index) => `/About/?v${index}`);
  const unknown = Array.from({ length: 500 }, (_, index) => `/agenda/unknown-${index}`);
  const reminders = Array.from(
    { length: 500 },
    (_, index) => `/calendar.ics?alarm=${index + 2000}`,
  );
  await getAll(["/", "/about", "/calendar.ics", "/feed.xml"], 1);
  const keptBefore = server.heldInMemory().pages;

  const statuses = await getAll([...spellings, ...unknown, ...reminders], 8);

  expect(statuses).toEqual({ 301: 500, 404: 500, 400: 500 });
  const kept = server.heldInMemory().pages;
  expect(kept?.pages).toBe(keptBefore?.pages);
  expect(kept?.bytes).toBeLessThanOrEqual(PAGE_CAP);
});
