import { Account, Client } from "appwrite";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { assertMatchesModel } from "../../support/response-schemas.ts";
import { sdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { signedInUser } from "../../support/users.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(() => server.stop());

/** Another program (a server-side script, say) that holds only the JWT: no cookies at all. */
function jwtClient(jwt: string): Account {
  const client = new Client().setEndpoint(server.endpoint).setProject(server.projectId);
  return new Account(client.setJWT(jwt));
}

const jwtInvalid = { code: 401, type: "user_jwt_invalid" };

function claimsOf(jwt: string): Record<string, unknown> {
  const [, payload = ""] = jwt.split(".");
  return JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
}

describe("JWTs (POST /account/jwts, X-Appwrite-JWT)", () => {
  test("a member's JWT lets a second client act as them until the session is deleted", async () => {
    const sam = await signedInUser(server);
    const me = await sam.account.get();
    const { jwt } = await sam.account.createJWT();
    const session = await sam.account.getSession({ sessionId: "current" });

    const other = jwtClient(jwt);
    expect((await other.get()).$id).toBe(me.$id);
    const sessions = await other.listSessions();
    expect(sessions.sessions.find((each) => each.current)?.$id).toBe(session.$id);

    await sam.account.deleteSession({ sessionId: "current" });
    await expect(other.get()).rejects.toMatchObject(jwtInvalid);
  });

  test("a JWT carries Appwrite's claims and lasts 15 minutes unless a duration is asked for", async () => {
    const sam = await signedInUser(server);
    const me = await sam.account.get();
    const session = await sam.account.getSession({ sessionId: "current" });

    const standard = await sam.account.createJWT();
    const short = await sam.account.createJWT({ duration: 60 });

    assertMatchesModel("JwtModel", standard);
    const claims = claimsOf(standard.jwt);
    expect(claims).toMatchObject({ userId: me.$id, sessionId: session.$id });
    expect(Number(claims["exp"]) - Number(claims["iat"])).toBe(900);
    const shortClaims = claimsOf(short.jwt);
    expect(Number(shortClaims["exp"]) - Number(shortClaims["iat"])).toBe(60);
  });

  test.each([
    { name: "a JWT that is not one", jwt: () => "not-a-jwt" },
    {
      name: "a JWT signed with another key",
      jwt: () =>
        new SignJWT({ userId: "anyone", sessionId: "any" })
          .setProtectedHeader({ alg: "HS256" })
          .setExpirationTime("15m")
          .sign(new TextEncoder().encode("a key the server never had")),
    },
    {
      name: "a JWT with its payload swapped",
      jwt: async () => {
        const sam = await signedInUser(server);
        const [header, , signature] = (await sam.account.createJWT()).jwt.split(".");
        const forged = Buffer.from('{"userId":"admin","sessionId":"x"}').toString("base64url");
        return `${header}.${forged}.${signature}`;
      },
    },
  ])("$name is 401 user_jwt_invalid on any call", async ({ jwt }) => {
    await expect(jwtClient(await jwt()).get()).rejects.toMatchObject(jwtInvalid);
  });

  test("a client holding only a JWT cannot mint another (404 user_session_not_found)", async () => {
    const sam = await signedInUser(server);
    const { jwt } = await sam.account.createJWT();
    await expect(jwtClient(jwt).createJWT()).rejects.toMatchObject({
      code: 404,
      type: "user_session_not_found",
    });
  });

  test.each([
    {
      name: "a guest",
      call: () => sdkUser(server).account.createJWT(),
      expected: { code: 401, type: "general_unauthorized_scope" },
    },
    {
      name: "a member asking for more than an hour",
      call: async () => (await signedInUser(server)).account.createJWT({ duration: 3601 }),
      expected: { code: 400, type: "general_argument_invalid" },
    },
  ])("$name is refused", async ({ call, expected }) => {
    await expect(call()).rejects.toMatchObject(expected);
  });
});
