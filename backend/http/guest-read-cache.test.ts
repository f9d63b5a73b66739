import { expect, test } from "vitest";
import { createGuestReadCache } from "./guest-read-cache.ts";

const origin = "http://127.0.0.1:1";
const documents = "/v1/databases/main/collections/posts/documents";
const project = { "X-Appwrite-Project": "pride-club" };

/** An API that answers each call with its path and a call count, and counts its calls. */
function countingApi(bodyBytes = 10) {
  const calls: string[] = [];
  const api = (request: Request) => {
    calls.push(new URL(request.url).pathname);
    const body = `${calls.length}`.padEnd(bodyBytes, " ");
    return new Response(body, {
      headers: { "content-type": "application/json", "x-request-id": "from-the-api" },
    });
  };
  return { api, calls };
}

function read(path: string, headers: Record<string, string> = project): Request {
  return new Request(origin + path, { headers });
}

test("a guest's second read of a document is answered from memory with a fresh request id", async () => {
  const { api, calls } = countingApi();
  const cache = createGuestReadCache(api);
  const first = await cache.fetch(read(`${documents}/a`));
  const second = await cache.fetch(read(`${documents}/a`));
  expect(calls).toHaveLength(1);
  expect(await second.text()).toBe(await first.text());
  expect(second.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
});

test("requests with a session, a key or a cookie, and writes, always reach the API", async () => {
  const { api, calls } = countingApi();
  const cache = createGuestReadCache(api);
  for (const headers of [
    { ...project, Cookie: "a_session_pride-club=x" },
    { ...project, "X-Appwrite-JWT": "x" },
    { ...project, "X-Appwrite-Key": "x" },
    { ...project, "X-Appwrite-Session": "x" },
  ]) {
    await cache.fetch(read(`${documents}/a`, headers));
    await cache.fetch(read(`${documents}/a`, headers));
  }
  await cache.fetch(new Request(origin + documents, { method: "POST", headers: project }));
  expect(calls).toHaveLength(9);
});

test("a write drops every kept answer, and an answer computed across a write is not kept", async () => {
  const { api, calls } = countingApi();
  const cache = createGuestReadCache(async (request) => {
    // The write commits while this read is under way.
    if (calls.length === 0) cache.invalidate();
    return api(request);
  });
  await cache.fetch(read(`${documents}/a`));
  await cache.fetch(read(`${documents}/a`));
  await cache.fetch(read(`${documents}/a`));
  expect(calls).toHaveLength(2);
  cache.invalidate();
  await cache.fetch(read(`${documents}/a`));
  expect(calls).toHaveLength(3);
});

test("a write to one collection keeps the answers read from another, and drops its own", async () => {
  const { api, calls } = countingApi();
  const cache = createGuestReadCache(api);
  const questions = "/v1/databases/main/collections/comments/documents";
  await cache.fetch(read(`${documents}/a`));
  await cache.fetch(read(questions));
  cache.invalidate("comments");
  await cache.fetch(read(`${documents}/a`));
  expect(calls).toHaveLength(2);
  await cache.fetch(read(questions));
  expect(calls).toHaveLength(3);
  cache.invalidate("posts");
  await cache.fetch(read(`${documents}/a`));
  expect(calls).toHaveLength(4);
});

test("past its byte bound the least recently used answer is dropped first", async () => {
  // Room for two and a half answers, each counted whole (its key and headers with its body).
  const probe = createGuestReadCache(countingApi(100).api);
  await probe.fetch(read(`${documents}/a`));
  const answerBytes = probe.held().bytes;
  const { api, calls } = countingApi(100);
  const cache = createGuestReadCache(api, { maxBytes: Math.floor(answerBytes * 2.5) });
  await cache.fetch(read(`${documents}/a`));
  await cache.fetch(read(`${documents}/b`));
  await cache.fetch(read(`${documents}/a`)); // a is now the most recent
  await cache.fetch(read(`${documents}/c`)); // three answers: b goes
  expect(calls).toEqual([`${documents}/a`, `${documents}/b`, `${documents}/c`]);
  await cache.fetch(read(`${documents}/a`));
  await cache.fetch(read(`${documents}/b`));
  expect(calls.at(-1)).toBe(`${documents}/b`);
  expect(calls).toHaveLength(4);
});

test("a long address counts against the bound: 14 KB keys with small bodies do not pile up", async () => {
  const { api } = countingApi(100);
  const cache = createGuestReadCache(api, { maxBytes: 1024 * 1024 });
  for (let index = 0; index < 500; index++) {
    await cache.fetch(read(`${documents}?queries[0]=${index}-${"x".repeat(14_000)}`));
  }

  const held = cache.held();
  expect(held.bytes).toBeLessThanOrEqual(1024 * 1024);
  expect(held.answers).toBeLessThan(75);
});
