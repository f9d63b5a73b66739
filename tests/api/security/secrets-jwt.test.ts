import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Account, Client } from "appwrite";
import Database from "better-sqlite3";
import { SignJWT } from "jose";
import { afterEach, describe, expect, test } from "vitest";
import { loadDataKey } from "../../../backend/security/data-key.ts";
import { createSecretBox } from "../../../backend/security/secret-box.ts";
import { DATABASE_FILE } from "../../../backend/storage/sqlite/open.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { signedInUser } from "../../support/users.ts";

const servers: TestServer[] = [];
const folders: string[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop();
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

async function start(options: Parameters<typeof startTestServer>[0] = {}): Promise<TestServer> {
  const server = await startTestServer(options);
  servers.push(server);
  return server;
}

/** A program holding only the JWT, as a server-side script would. */
function jwtAccount(server: TestServer, jwt: string): Account {
  const client = new Client().setEndpoint(server.endpoint).setProject(server.projectId);
  return new Account(client.setJWT(jwt));
}

/** The JWT signing key exactly as the database row holds it. */
function storedJwtKey(dataDir: string): string {
  const db = new Database(path.join(dataDir, DATABASE_FILE), { readonly: true });
  try {
    const row = db.prepare("SELECT key FROM account_signing_keys WHERE name = 'jwt'").get();
    return String(Reflect.get(Object(row), "key"));
  } finally {
    db.close();
  }
}

const jwtInvalid = { code: 401, type: "user_jwt_invalid" };
const MINUTE_MS = 60_000;

describe("the JWT signing key at rest", () => {
  test("a new database holds the key sealed with data.key, never as the key itself", async () => {
    const server = await start();
    const sam = await signedInUser(server);
    const { jwt } = await sam.account.createJWT();

    const stored = storedJwtKey(server.dataDir);
    expect(stored).toMatch(/^v1\./);
    const key = createSecretBox(loadDataKey(server.dataDir)).open(stored);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toContain(key);
    expect((await jwtAccount(server, jwt).get()).email).toBe(sam.email);
  });

  test("a key an older version stored in plain text is sealed on start, and its JWTs still work", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pride-club-old-jwt-key-"));
    folders.push(dataDir);
    const first = await start({ dataDir });
    const sam = await signedInUser(first);
    const me = await sam.account.get();
    const session = await sam.account.getSession({ sessionId: "current" });
    await first.stop();
    servers.splice(servers.indexOf(first), 1);

    // What the old code wrote: 32 random bytes as hex, in plain text, and JWTs signed with them.
    const plainKey = randomBytes(32).toString("hex");
    const db = new Database(path.join(dataDir, DATABASE_FILE));
    db.prepare("DELETE FROM account_signing_keys").run();
    db.prepare("INSERT INTO account_signing_keys (name, key) VALUES ('jwt', ?)").run(plainKey);
    db.close();
    const oldJwt = await new SignJWT({ userId: me.$id, sessionId: session.$id })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setIssuedAt()
      .setExpirationTime("15m")
      .sign(Buffer.from(plainKey, "hex"));

    const restarted = await start({ dataDir });

    const stored = storedJwtKey(dataDir);
    expect(stored).not.toBe(plainKey);
    expect(stored).not.toContain(plainKey);
    expect(createSecretBox(loadDataKey(dataDir)).open(stored)).toBe(plainKey);
    expect((await jwtAccount(restarted, oldJwt).get()).$id).toBe(me.$id);
  });
});

describe("JWT lifetime", () => {
  /** A server whose clock the test moves, with a signed-in member and the server's JWT key. */
  async function serverWithClock() {
    let now = Date.now();
    const server = await start({ now: () => new Date(now) });
    const sam = await signedInUser(server);
    const me = await sam.account.get();
    const session = await sam.account.getSession({ sessionId: "current" });
    return {
      server,
      sam,
      claims: { userId: me.$id, sessionId: session.$id },
      advance: (ms: number) => {
        now += ms;
      },
      nowSeconds: () => Math.floor(now / 1000),
      signingKey: async () => {
        await sam.account.createJWT();
        const stored = storedJwtKey(server.dataDir);
        return Buffer.from(createSecretBox(loadDataKey(server.dataDir)).open(stored), "hex");
      },
    };
  }

  test("a JWT made with no duration works for 15 minutes and is refused after", async () => {
    const { server, sam, advance } = await serverWithClock();
    const { jwt } = await sam.account.createJWT();

    advance(14 * MINUTE_MS);
    expect((await jwtAccount(server, jwt).get()).email).toBe(sam.email);
    advance(1 * MINUTE_MS + 1000);
    await expect(jwtAccount(server, jwt).get()).rejects.toMatchObject(jwtInvalid);
  });

  test("a JWT asked for with Appwrite's longest duration (3600) is refused after an hour", async () => {
    const { server, sam, advance } = await serverWithClock();
    const { jwt } = await sam.account.createJWT({ duration: 3600 });

    advance(59 * MINUTE_MS);
    expect((await jwtAccount(server, jwt).get()).email).toBe(sam.email);
    advance(1 * MINUTE_MS + 1000);
    await expect(jwtAccount(server, jwt).get()).rejects.toMatchObject(jwtInvalid);
  });

  test.each([
    {
      name: "a JWT with no expiry is refused even with the server's key",
      build: (jwt: SignJWT, nowSeconds: number) => jwt.setIssuedAt(nowSeconds),
    },
    {
      name: "a JWT with no issue time is refused even with the server's key",
      build: (jwt: SignJWT, nowSeconds: number) => jwt.setExpirationTime(nowSeconds + 600),
    },
    {
      name: "a JWT claiming a day of life is refused even with the server's key",
      build: (jwt: SignJWT, nowSeconds: number) =>
        jwt.setIssuedAt(nowSeconds).setExpirationTime(nowSeconds + 86_400),
    },
    {
      name: "a JWT issued over an hour ago is refused whatever its expiry says",
      build: (jwt: SignJWT, nowSeconds: number) =>
        jwt.setIssuedAt(nowSeconds - 3700).setExpirationTime(nowSeconds + 600),
    },
  ])("$name", async ({ build }) => {
    const { server, claims, nowSeconds, signingKey } = await serverWithClock();
    const key = await signingKey();
    const forged = await build(
      new SignJWT(claims).setProtectedHeader({ alg: "HS256", typ: "JWT" }),
      nowSeconds(),
    ).sign(key);

    await expect(jwtAccount(server, forged).get()).rejects.toMatchObject(jwtInvalid);
  });
});
