import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loadSettings } from "../../../server/env.ts";
import { startServer } from "../../../server/http-server.ts";
import { MAX_BODY_BYTES, MAX_JSON_DEPTH } from "../../../backend/http/middleware/json-body.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { openRawConnection } from "./raw-connection.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    connectionLimits: { headersTimeoutMs: 500, requestTimeoutMs: 1_000 },
  });
});

afterAll(() => server.stop());

/** Sends `bytes` on a connection of its own and reads the whole answer (the server closes it). */
async function exchange(bytes: string | Buffer): Promise<string> {
  const connection = await openRawConnection(server.url);
  connection.socket.write(bytes);
  await connection.closed;
  return connection.received();
}

async function expectServerStillAnswers(): Promise<void> {
  const health = await fetch(`${server.url}/healthz`);
  expect(health.status).toBe(200);
}

const upgrade = "Upgrade: websocket\r\nConnection: Upgrade";
const handshake = `${upgrade}\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==`;

describe("a websocket upgrade the server cannot take is a 4xx and a closed socket", () => {
  test.each([
    {
      name: "a target new URL() rejects (//[) is general_argument_invalid",
      request: `GET //[ HTTP/1.1\r\nHost: club\r\n${upgrade}\r\n\r\n`,
      answer: /^HTTP\/1\.1 400 [^]*"type":"general_argument_invalid"/,
    },
    {
      name: "a path other than /v1/realtime is general_route_not_found",
      request: `GET /v1/elsewhere HTTP/1.1\r\nHost: club\r\n${handshake}\r\n\r\n`,
      answer: /^HTTP\/1\.1 404 [^]*"type":"general_route_not_found"/,
    },
    {
      name: "a handshake with no key is refused",
      request: `GET /v1/realtime?project=pride-club HTTP/1.1\r\nHost: club\r\n${upgrade}\r\n\r\n`,
      answer: /^HTTP\/1\.1 400 /,
    },
    {
      name: "an upgrade to another protocol is refused",
      request: `GET /v1/realtime HTTP/1.1\r\nHost: club\r\nUpgrade: h2c\r\nConnection: Upgrade\r\n\r\n`,
      answer: /^HTTP\/1\.1 400 /,
    },
  ])("$name", async ({ request, answer }) => {
    expect(await exchange(request)).toMatch(answer);
    await expectServerStillAnswers();
  });

  test("a client that resets its socket right after asking for an upgrade leaves the server up", async () => {
    for (let round = 0; round < 20; round++) {
      const connection = await openRawConnection(server.url);
      connection.socket.write(
        `GET /v1/realtime?project=pride-club HTTP/1.1\r\nHost: club\r\n${handshake}\r\n\r\n`,
      );
      connection.socket.resetAndDestroy();
    }
    await expectServerStillAnswers();
  });
});

describe("with a real Appwrite elsewhere, nothing here upgrades", () => {
  test.each(["/v1/realtime?project=pride-club", "/about", "/"])(
    "an upgrade of %s is answered at once with general_route_not_found, never left waiting",
    async (target) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pride-club-remote-upgrade-"));
      // Port 9 (discard) is closed on a test machine: the upgrade must not depend on Appwrite.
      const settings = { PORT: "0", DATA_DIR: dataDir, APPWRITE_ENDPOINT: "http://127.0.0.1:9/v1" };
      const remote = await startServer(loadSettings(settings), { withSite: false });
      try {
        const connection = await openRawConnection(remote.url);
        let isClosed = false;
        void connection.closed.then(() => (isClosed = true));
        connection.socket.write(`GET ${target} HTTP/1.1\r\nHost: club\r\n${handshake}\r\n\r\n`);
        await expect
          .poll(() => connection.received(), { timeout: 2_000 })
          .toMatch(/^HTTP\/1\.1 404 [^]*"type":"general_route_not_found"/);
        await expect.poll(() => isClosed, { timeout: 2_000 }).toBe(true);
      } finally {
        await remote.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});

describe("bytes Node cannot read as a request get a 4xx and a closed socket", () => {
  test.each([
    {
      name: "a request line of garbage is a typed 400",
      request: "HELLO THERE\r\n\r\n",
      answer: /^HTTP\/1\.1 400 [^]*"type":"general_argument_invalid"/,
    },
    {
      name: "a HEAD with a broken header is a 400 with no body",
      request: "HEAD / HTTP/1.1\r\nHost: club\r\nBroken header\r\n\r\n",
      answer: /^HTTP\/1\.1 400 Bad Request\r\nConnection: close\r\n\r\n$/,
    },
    {
      name: "headers over Node's 16 kB are a 431 with no body",
      request: `HEAD / HTTP/1.1\r\nHost: club\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
      answer: /^HTTP\/1\.1 431 Request Header Fields Too Large\r\nConnection: close\r\n\r\n$/,
    },
  ])("$name", async ({ request, answer }) => {
    expect(await exchange(request)).toMatch(answer);
    await expectServerStillAnswers();
  });
});

describe("request timeouts", () => {
  test("a client that stops half-way through its headers is answered 408 and cut off", async () => {
    const connection = await openRawConnection(server.url);
    connection.socket.write("GET /healthz HTTP/1.1\r\nHost: cl");
    await connection.closed;
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  test("a client sending its body a byte at a time is cut off by the request timeout", async () => {
    const connection = await openRawConnection(server.url);
    connection.socket.write(
      "POST /v1/account HTTP/1.1\r\nHost: club\r\nX-Appwrite-Project: pride-club\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{",
    );
    const trickle = setInterval(() => connection.socket.write(" "), 100);
    const startedAt = Date.now();
    await connection.closed;
    clearInterval(trickle);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /);
    // The 1 s limit, checked every 125 ms, well before Node's default of 300 s.
    expect(Date.now() - startedAt).toBeLessThan(5_000);
  });
});

describe("JSON bodies", () => {
  async function createAccount(body: string | Uint8Array<ArrayBuffer>): Promise<Response> {
    return fetch(`${server.endpoint}/account`, {
      method: "POST",
      headers: { "X-Appwrite-Project": server.projectId, "Content-Type": "application/json" },
      body,
    });
  }

  test("a body nested deeper than the limit is refused before parsing, and /healthz does not wait behind three of them", async () => {
    const depth = MAX_BODY_BYTES / 2 - 10;
    const deep = `${"[".repeat(depth)}${"]".repeat(depth)}`;
    const startedAt = Date.now();
    const [answers, health] = await Promise.all([
      Promise.all([createAccount(deep), createAccount(deep), createAccount(deep)]),
      fetch(`${server.url}/healthz`).then(() => Date.now() - startedAt),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({
        type: "general_argument_invalid",
        message: `Request body is nested too deeply. The limit is ${MAX_JSON_DEPTH} levels.`,
      });
    }
    expect(health).toBeLessThan(2_000);
  });

  test("a body nested exactly to the limit is read (and then checked as usual)", async () => {
    const nested = `${"[".repeat(MAX_JSON_DEPTH - 1)}${"]".repeat(MAX_JSON_DEPTH - 1)}`;
    const answer = await createAccount(
      `{"userId":"unique()","email":"deep@example.org","password":"long enough pass","name":${nested}}`,
    );
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ type: "general_argument_invalid" });
  });

  test("a body that is not UTF-8 is refused, and nothing of it is stored", async () => {
    const email = "bytes@example.org";
    const valid = JSON.stringify({
      userId: "unique()",
      email,
      password: "long enough pass",
      name: "ok",
    });
    const broken = new TextEncoder().encode(valid.replace('"ok"', '"AB"'));
    broken[broken.indexOf(0x41)] = 0xff;

    const refused = await createAccount(broken);

    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      type: "general_argument_invalid",
      message: "Request body is not valid UTF-8.",
    });
    const created = await createAccount(valid);
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ email, name: "ok" });
  });
});
