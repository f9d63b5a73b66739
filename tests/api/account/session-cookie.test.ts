import { Account, Client, ID } from "appwrite";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { sdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";

let server: TestServer;
const email = "cookie@example.org";

beforeAll(async () => {
  server = await startTestServer();
  await sdkUser(server).account.create(ID.unique(), email, "password123");
});

afterAll(() => server.stop());

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function signInRequest(origin: string): Request {
  return new Request(`${origin}/v1/account/sessions/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Appwrite-Project": server.projectId },
    body: JSON.stringify({ email, password: "password123" }),
  });
}

describe("the session cookie", () => {
  test("over http it is HttpOnly, SameSite=Lax, for the whole site, for a year, and not Secure", async () => {
    const response = await fetch(signInRequest(server.url));
    expect(response.status).toBe(201);
    const [cookie, ...others] = response.headers.getSetCookie();
    expect(others).toEqual([]);
    expect(cookie).toMatch(
      /^a_session_pride-club=[^;]+; Expires=[^;]+ GMT; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    const expires = Date.parse(/Expires=([^;]+)/.exec(cookie ?? "")?.[1] ?? "");
    expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(365);
  });

  test("signing out answers with an empty, expired cookie and X-Fallback-Cookies []", async () => {
    const signIn = await fetch(signInRequest(server.url));
    const cookie = (signIn.headers.getSetCookie()[0] ?? "").split(";")[0] ?? "";
    const response = await fetch(`${server.endpoint}/account/sessions/current`, {
      method: "DELETE",
      headers: { "X-Appwrite-Project": server.projectId, Cookie: cookie },
    });
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie()).toEqual([
      "a_session_pride-club=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; HttpOnly; SameSite=Lax",
    ]);
    expect(response.headers.get("X-Fallback-Cookies")).toBe("[]");
  });
});

describe("the X-Fallback-Cookies path (browsers that refuse the cookie)", () => {
  test("sign-in answers with the cookie's name and value as JSON, exactly as Appwrite", async () => {
    const response = await fetch(signInRequest(server.url));
    const cookieValue = decodeURIComponent(
      /^a_session_pride-club=([^;]+)/.exec(response.headers.getSetCookie()[0] ?? "")?.[1] ?? "",
    );
    expect(response.headers.get("X-Fallback-Cookies")).toBe(
      JSON.stringify({ "a_session_pride-club": cookieValue }),
    );
  });

  test("the SDK keeps the session in localStorage and stays signed in without cookies", async () => {
    // In a browser the SDK stores X-Fallback-Cookies in localStorage and sends it back on every
    // call. Node's fetch keeps no cookies, so only this path can carry the session here.
    const storage = new Map<string, string>();
    vi.stubGlobal("window", {
      console,
      localStorage: {
        getItem: (key: string) => storage.get(key) ?? null,
        setItem: (key: string, value: string) => storage.set(key, value),
      },
    });
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const account = new Account(
      new Client().setEndpoint(server.endpoint).setProject(server.projectId),
    );

    await account.createEmailPasswordSession(email, "password123");
    expect(JSON.parse(storage.get("cookieFallback") ?? "{}")).toHaveProperty([
      "a_session_pride-club",
    ]);
    expect((await account.get()).email).toBe(email);

    await account.deleteSession("current");
    expect(storage.get("cookieFallback")).toBe("[]");
    await expect(account.get()).rejects.toMatchObject({
      code: 401,
      type: "general_unauthorized_scope",
    });
  });

  test("a server-side client can send the session in X-Appwrite-Session", async () => {
    const response = await fetch(signInRequest(server.url));
    const fallback: unknown = JSON.parse(response.headers.get("X-Fallback-Cookies") ?? "{}");
    const token =
      typeof fallback === "object" && fallback !== null && "a_session_pride-club" in fallback
        ? String(fallback["a_session_pride-club"])
        : "";
    const client = new Client()
      .setEndpoint(server.endpoint)
      .setProject(server.projectId)
      .setSession(token);
    expect((await new Account(client).get()).email).toBe(email);
  });
});

describe("X-Fallback-Cookies only where Appwrite sends it (decision 0068)", () => {
  const otherSite = "https://club.example.com";
  let crossOriginServer: TestServer;

  beforeAll(async () => {
    crossOriginServer = await startTestServer({ allowedOrigins: [otherSite] });
    await sdkUser(crossOriginServer).account.create(ID.unique(), email, "password123");
  });

  afterAll(() => crossOriginServer.stop());

  const signInFrom = (origin: string) =>
    fetch(`${crossOriginServer.endpoint}/account/sessions/email`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "X-Appwrite-Project": crossOriginServer.projectId,
        Origin: origin,
      },
      body: JSON.stringify({ email, password: "password123" }),
    });

  test("the site's own page signs in with the HttpOnly cookie alone, and signs out without the header", async () => {
    const response = await signInFrom(crossOriginServer.url);
    expect(response.status).toBe(201);
    expect(response.headers.getSetCookie()[0]).toMatch(/^a_session_pride-club=[^;]+;.*HttpOnly/);
    expect(response.headers.get("X-Fallback-Cookies")).toBeNull();

    const cookie = (response.headers.getSetCookie()[0] ?? "").split(";")[0] ?? "";
    const signOut = await fetch(`${crossOriginServer.endpoint}/account/sessions/current`, {
      method: "DELETE",
      headers: {
        "X-Appwrite-Project": crossOriginServer.projectId,
        Cookie: cookie,
        Origin: crossOriginServer.url,
      },
    });
    expect(signOut.status).toBe(204);
    expect(signOut.headers.get("X-Fallback-Cookies")).toBeNull();
  });

  test("a page on an allowed origin on another host still gets the session in X-Fallback-Cookies", async () => {
    const response = await signInFrom(otherSite);
    expect(response.status).toBe(201);
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe(otherSite);
    const fallback: unknown = JSON.parse(response.headers.get("X-Fallback-Cookies") ?? "{}");
    expect(fallback).toHaveProperty(["a_session_pride-club"]);
    const client = new Client()
      .setEndpoint(crossOriginServer.endpoint)
      .setProject(crossOriginServer.projectId)
      .setSession(String(Reflect.get(Object(fallback), "a_session_pride-club")));
    expect((await new Account(client).get()).email).toBe(email);
  });
});

describe("a session copy left in localStorage by an earlier version", () => {
  test("a page on the site's own host that still sends one is answered X-Fallback-Cookies [] so the SDK overwrites it", async () => {
    const signIn = await fetch(signInRequest(server.url));
    const copy = signIn.headers.get("X-Fallback-Cookies") ?? "";
    expect(copy).toContain("a_session_pride-club");

    const fromTheSite = await fetch(`${server.endpoint}/account`, {
      headers: {
        "X-Appwrite-Project": server.projectId,
        "X-Fallback-Cookies": copy,
        Referer: `${server.url}/admin`,
      },
    });
    expect(fromTheSite.status).toBe(200);
    expect(fromTheSite.headers.get("X-Fallback-Cookies")).toBe("[]");

    const fromAServer = await fetch(`${server.endpoint}/account`, {
      headers: { "X-Appwrite-Project": server.projectId, "X-Fallback-Cookies": copy },
    });
    expect(fromAServer.status).toBe(200);
    expect(fromAServer.headers.get("X-Fallback-Cookies")).toBeNull();
  });
});
