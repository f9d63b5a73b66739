import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { WebSocket } from "ws";
import { sdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { signedInUser } from "../../support/users.ts";
import { openRawSocket, type RawSocket } from "./raw-socket.ts";

// The wire protocol below what the SDK exercises: refusals, garbage, each message type, and the
// ways a session reaches the socket. Plain `ws` clients send what the SDK never would.
let server: TestServer;
const platform = "https://club.example.org";

beforeAll(async () => {
  server = await startTestServer({ allowedOrigins: [platform] });
});

afterAll(() => server.stop());

function connect(query = "project=pride-club", headers: Record<string, string> = {}) {
  return openRawSocket(server.url, query, { headers });
}

async function connected(socket: RawSocket) {
  return socket.messages.waitFor((message) => message.type === "connected", "connected");
}

describe("opening a connection", () => {
  const refusals: { name: string; query: string; headers: Record<string, string> }[] = [
    { name: "an unknown project", query: "project=someone-else", headers: {} },
    { name: "no project", query: "channels[]=documents", headers: {} },
    {
      name: "a web page on a foreign origin",
      query: "project=pride-club",
      headers: { Origin: "https://evil.example.com" },
    },
  ];

  test.each(refusals)("$name is refused with a policy violation (1008)", async (row) => {
    const socket = await connect(row.query, row.headers);
    const error = await socket.messages.waitFor((m) => m.type === "error", "the error");
    expect(error.data?.code).toBe(1008);
    expect(await socket.closed).toBe(1008);
  });

  test("the unknown project's error names the problem as Appwrite does", async () => {
    const socket = await connect("project=someone-else");
    const error = await socket.messages.waitFor((m) => m.type === "error", "the error");
    expect(error.data).toEqual({ code: 1008, message: "Missing or unknown project ID" });
  });

  const accepted = [
    { name: "a server-side client without an Origin", origin: () => null },
    { name: "the site's own origin", origin: () => server.url },
    { name: "an allowed platform", origin: () => platform },
  ];

  test.each(accepted)("$name is connected as a guest", async (row) => {
    const origin = row.origin();
    const socket = await connect("project=pride-club", origin ? { Origin: origin } : {});
    expect((await connected(socket)).data).toEqual({ channels: [], subscriptions: [], user: null });
    socket.socket.close();
  });

  test("an upgrade to any other path is answered 404", async () => {
    const socket = new WebSocket(`${server.url.replace("http", "ws")}/v1/elsewhere`);
    const status = await new Promise((resolve) =>
      socket.on("unexpected-response", (_request, response) => resolve(response.statusCode)),
    );
    expect(status).toBe(404);
  });
});

describe("sessions on the socket", () => {
  test("a browser's session cookie on the handshake connects as its user", async () => {
    const member = await signedInUser(server);
    const cookie = [...member.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const socket = await connect("project=pride-club", { Cookie: cookie });
    const account = await member.account.get();
    expect((await connected(socket)).data?.user).toMatchObject({ $id: account.$id });
    socket.socket.close();
  });

  test("an authentication message with the session token answers with the account", async () => {
    const member = await signedInUser(server);
    const socket = await connect();
    await connected(socket);
    const answer = socket.next((m) => m.type === "response", "the answer");
    socket.send({
      type: "authentication",
      data: { session: member.cookies.get("a_session_pride-club") },
    });
    const account = await member.account.get();
    expect((await answer).data).toMatchObject({
      to: "authentication",
      success: true,
      user: { $id: account.$id },
    });
    socket.socket.close();
  });

  test("a JWT in the query connects as its user, and a bad one is refused", async () => {
    const member = await signedInUser(server);
    const { jwt } = await member.account.createJWT();
    const good = await connect(`project=pride-club&jwt=${jwt}`);
    expect((await connected(good)).data?.user).toMatchObject({
      $id: (await member.account.get()).$id,
    });
    good.socket.close();

    const bad = await connect("project=pride-club&jwt=not.a.jwt");
    const error = await bad.messages.waitFor((m) => m.type === "error", "the error");
    expect(error.data?.code).toBe(1008);
    expect(await bad.closed).toBe(1008);
  });
});

describe("messages", () => {
  const garbage = [
    { name: "text that is not JSON", frame: "hello?", message: "Message format is not valid." },
    { name: "a JSON array", frame: "[1,2]", message: "Message format is not valid." },
    { name: "an unknown type", frame: '{"type":"dance"}', message: "Message type is not valid." },
    {
      name: "authentication without a session",
      frame: '{"type":"authentication","data":{}}',
      message: "Payload is not valid. Session is required",
    },
    {
      name: "authentication with a made-up session",
      frame: '{"type":"authentication","data":{"session":"bm9wZQ=="}}',
      message: "Session is not valid.",
    },
    {
      name: "subscribe with an object for data",
      frame: '{"type":"subscribe","data":{"channels":["documents"]}}',
      message: "items: Payload is not valid.",
    },
    {
      name: "subscribe without channels",
      frame: '{"type":"subscribe","data":[{"subscriptionId":"a"}]}',
      message: "items: channels is not present in payload.",
    },
    {
      name: "subscribe with a query realtime cannot run",
      frame: JSON.stringify({
        type: "subscribe",
        data: [
          {
            channels: ["documents"],
            queries: ['{"method":"search","attribute":"title","values":["x"]}'],
          },
        ],
      }),
      message:
        "Query method 'search' is not supported in Realtime queries. Allowed: equal, notEqual, lessThan, lessThanEqual, greaterThan, greaterThanEqual, isNull, isNotNull, and, or, select",
    },
    {
      name: "unsubscribe without ids",
      frame: '{"type":"unsubscribe","data":[{}]}',
      message: "items: Each unsubscribe payload must include a non-empty subscriptionId.",
    },
  ];

  test.each(garbage)("$name gets error 1003 and the socket stays usable", async (row) => {
    const socket = await connect();
    await connected(socket);
    const error = socket.next((m) => m.type === "error", "the error");
    socket.send(row.frame);
    expect((await error).data).toEqual({ code: 1003, message: row.message });
    const pong = socket.next((m) => m.type === "pong", "pong");
    socket.send({ type: "ping" });
    await pong;
    socket.socket.close();
  });

  test("a binary frame is answered as an invalid message", async () => {
    const socket = await connect();
    await connected(socket);
    const error = socket.next((m) => m.type === "error", "the error");
    socket.socket.send(Buffer.from([0, 1, 2, 255]));
    expect((await error).data?.code).toBe(1003);
    socket.socket.close();
  });

  test("a message over 64 kB closes that connection (1009) and the server keeps serving", async () => {
    const socket = await connect();
    await connected(socket);
    socket.send({ type: "ping", data: "x".repeat(70_000) });
    expect(await socket.closed).toBe(1009);
    const next = await connect();
    expect((await connected(next)).type).toBe("connected");
    next.socket.close();
  });

  test("subscribe answers with each subscription and unsubscribe tells which were removed", async () => {
    const socket = await connect();
    await connected(socket);
    const subscribed = socket.next((m) => m.data?.to === "subscribe", "the subscribe answer");
    socket.send({
      type: "subscribe",
      data: [{ subscriptionId: "meetings", channels: ["documents"] }],
    });
    expect((await subscribed).data).toEqual({
      to: "subscribe",
      success: true,
      subscriptions: [{ subscriptionId: "meetings", channels: ["documents"], queries: [] }],
    });
    const removed = socket.next((m) => m.data?.to === "unsubscribe", "the unsubscribe answer");
    socket.send({
      type: "unsubscribe",
      data: [{ subscriptionId: "meetings" }, { subscriptionId: "other" }],
    });
    expect((await removed).data).toEqual({
      to: "unsubscribe",
      success: true,
      subscriptions: [
        { subscriptionId: "meetings", removed: true },
        { subscriptionId: "other", removed: false },
      ],
    });
    socket.socket.close();
  });

  test("channels in the URL (1.7-era SDKs) make a subscription named in connected", async () => {
    const socket = await connect("project=pride-club&channels[]=documents&channels[]=account");
    const { data } = await connected(socket);
    expect(data).toMatchObject({ channels: ["documents", "account"], user: null });
    socket.socket.close();
  });

  test("a guest's socket is not signed in by a visitor's session on the same server", async () => {
    await sdkUser(server).account.createAnonymousSession();
    const socket = await connect();
    expect((await connected(socket)).data?.user).toBeNull();
    socket.socket.close();
  });
});
