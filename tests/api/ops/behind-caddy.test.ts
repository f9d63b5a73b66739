import http from "node:http";
import https from "node:https";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { readOutbox } from "../../../backend/mail/outbox.ts";
import { freePort, startCaddy, type RunningCaddy } from "../../support/caddy.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { createTestAccount, type TestAccount } from "../../support/users.ts";
import { openRawSocket } from "../realtime/raw-socket.ts";

// The production shape, for real: Caddy (the Debian package) with deploy/Caddyfile terminates
// TLS on loopback in front of the server, which trusts it (TRUST_PROXY) and builds every link on
// PUBLIC_URL. Each visitor connects from an address of its own in 127.0.0.0/8, so the server
// can tell them apart only through what Caddy forwards.

let server: TestServer;
let caddy: RunningCaddy;
let organiser: TestAccount;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

interface Visit {
  method?: string;
  /** The visitor's own address (any of 127.0.0.0/8). */
  from: string;
  headers?: Record<string, string>;
  json?: unknown;
}

/** A request through Caddy over HTTPS, trusting only Caddy's internal CA. */
function viaCaddy(path: string, visit: Visit): Promise<Answer> {
  return send(https.request, {
    host: "127.0.0.1",
    port: caddy.port,
    servername: "localhost",
    ca: caddy.ca,
    path,
    visit,
    hostHeader: `localhost:${caddy.port}`,
  });
}

/** A request straight to the server, around the proxy, as an attacker on the machine could. */
function aroundCaddy(path: string, visit: Visit): Promise<Answer> {
  const { hostname, port } = new URL(server.url);
  return send(http.request, { host: hostname, port: Number(port), path, visit, hostHeader: "" });
}

function send(
  request: typeof https.request,
  options: https.RequestOptions & { visit: Visit; hostHeader: string },
): Promise<Answer> {
  const { visit, hostHeader, ...target } = options;
  const body = visit.json === undefined ? undefined : JSON.stringify(visit.json);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        ...target,
        method: visit.method ?? "GET",
        localAddress: visit.from,
        headers: {
          ...(hostHeader ? { host: hostHeader } : {}),
          "x-appwrite-project": "pride-club",
          ...(body ? { "content-type": "application/json" } : {}),
          ...visit.headers,
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      },
    );
    outgoing.once("error", reject);
    outgoing.end(body);
  });
}

function signIn(account: TestAccount, visit: Omit<Visit, "json">): Promise<Answer> {
  return viaCaddy("/v1/account/sessions/email", {
    ...visit,
    method: "POST",
    json: { email: account.email, password: account.password },
  });
}

beforeAll(async () => {
  const port = await freePort();
  server = await startTestServer({
    withSite: true,
    publicUrl: `https://localhost:${port}`,
    trustProxy: ["127.0.0.1"],
    // Real per-visitor account limits (2 an hour, to reach them fast); the rest generous.
    rateLimits: {
      emailSessionsPerEmailPerHour: 1000,
      accountsPerIpPerHour: 2,
      otherAccountLimitsScale: 100,
    },
  });
  caddy = await startCaddy(port, Number(new URL(server.url).port));
  organiser = await createTestAccount(server, { labels: ["admin"], name: "Robin" });
});

afterAll(async () => {
  await caddy?.stop();
  await server?.stop();
});

describe("the site behind Caddy over HTTPS", () => {
  test("pages, /healthz and /v1 answer over HTTPS, with HSTS", async () => {
    const home = await viaCaddy("/", { from: "127.0.0.2" });
    expect(home.status).toBe(200);
    expect(home.headers["content-type"]).toContain("text/html");
    expect(home.headers["strict-transport-security"]).toContain("max-age=");

    const health = await viaCaddy("/healthz", { from: "127.0.0.2" });
    expect([health.status, JSON.parse(health.body)]).toEqual([
      200,
      { status: "ok", database: "ok" },
    ]);

    const account = await viaCaddy("/v1/account", { from: "127.0.0.2" });
    expect([account.status, JSON.parse(account.body).type]).toEqual([
      401,
      "general_unauthorized_scope",
    ]);
  });

  test("the session cookie is Secure, and the server records each visitor's own address", async () => {
    const fromOne = await signIn(organiser, { from: "127.0.0.2" });
    const fromTwo = await signIn(organiser, { from: "127.0.0.3" });

    expect(fromOne.status).toBe(201);
    expect(fromOne.headers["set-cookie"]?.join("\n")).toMatch(
      /a_session_pride-club=[^;]+;.*Secure/i,
    );
    expect(JSON.parse(fromOne.body).ip).toBe("127.0.0.2");
    expect(JSON.parse(fromTwo.body).ip).toBe("127.0.0.3");
  });

  test("a per-visitor limit stops one visitor, not everyone behind the proxy", async () => {
    // Sign-ups per visitor: 2 an hour here. The third from one address is refused, while a
    // visitor from another address is not, though all of them reach the server through Caddy.
    const signUp = (from: string, index: number) =>
      viaCaddy("/v1/account", {
        from,
        method: "POST",
        json: {
          userId: "unique()",
          email: `visitor-${from}-${index}@example.org`,
          password: "a long passphrase",
        },
      });
    expect((await signUp("127.0.0.4", 1)).status).toBe(201);
    expect((await signUp("127.0.0.4", 2)).status).toBe(201);
    expect((await signUp("127.0.0.4", 3)).status).toBe(429);
    expect((await signUp("127.0.0.5", 1)).status).toBe(201);
  });

  test("a forged X-Forwarded-For is ignored, through Caddy and around it", async () => {
    const forged = { "x-forwarded-for": "203.0.113.9" };
    const through = await signIn(organiser, { from: "127.0.0.6", headers: forged });
    const around = await aroundCaddy("/v1/account/sessions/email", {
      from: "127.0.0.7",
      method: "POST",
      headers: forged,
      json: { email: organiser.email, password: organiser.password },
    });

    expect(JSON.parse(through.body).ip).toBe("127.0.0.6");
    expect(JSON.parse(around.body).ip).toBe("127.0.0.7");
  });

  test("links in emails are on PUBLIC_URL", async () => {
    const asked = await viaCaddy("/v1/account/recovery", {
      from: "127.0.0.2",
      method: "POST",
      json: { email: organiser.email, url: `${caddy.publicUrl}/reset-password` },
    });
    expect(asked.status).toBe(201);
    // A recovery email leaves after its answer (decision 0068).
    await expect
      .poll(async () => (await readOutbox(server.dataDir)).map((message) => message.to))
      .toContain(organiser.email);
    const mails = await readOutbox(server.dataDir);
    const mail = mails.findLast((message) => message.to === organiser.email);
    expect(mail?.text).toContain(`${caddy.publicUrl}/reset-password?userId=`);
  });

  test("realtime works through the proxy: a visitor's socket hears of a new event", async () => {
    const session = await signIn(organiser, { from: "127.0.0.2" });
    const cookie = (session.headers["set-cookie"] ?? [])
      .map((line) => line.split(";")[0])
      .join("; ");
    const visitor = await openRawSocket(
      caddy.publicUrl,
      "project=pride-club&channels[]=databases.offbranch.collections.club_events.documents",
      { ca: caddy.ca, localAddress: "127.0.0.8", headers: { origin: caddy.publicUrl } },
    );
    try {
      await visitor.next((message) => message.type === "connected", "the connected message");
      const created = await viaCaddy("/v1/databases/offbranch/collections/club_events/documents", {
        from: "127.0.0.2",
        method: "POST",
        headers: { cookie },
        json: {
          documentId: "unique()",
          data: { title: "Film night", time: "2027-03-01T19:00:00.000Z" },
          permissions: ['read("any")'],
        },
      });
      expect(created.status).toBe(201);
      // Counted from the first message: the event may arrive before the POST's answer does.
      const event = await visitor.messages.waitFor(
        (message) => message.type === "event",
        "the new event",
        0,
      );
      expect(JSON.stringify(event)).toContain("Film night");
    } finally {
      visitor.socket.close();
    }
  });
});
