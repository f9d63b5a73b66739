import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { signedInAdmin } from "../../support/users.ts";
import { openRawSocket, type RawSocket } from "./raw-socket.ts";

// Small caps, so that a crowd is a handful of sockets: 3 a client, 6 in all, 4 of them for guests.
const realtimeLimits = {
  socketsPerAddress: 3,
  socketsInTotal: 6,
  guestSocketsInTotal: 4,
  idleWithoutSubscriptionMs: 300,
};
let server: TestServer;
const opened: RawSocket[] = [];

beforeAll(async () => {
  // Behind a trusted proxy (loopback), X-Forwarded-For names the client, IPv6 ones included.
  server = await startTestServer({ realtimeLimits, trustProxy: ["loopback"] });
});

afterAll(async () => {
  for (const each of opened) each.socket.close();
  await server.stop();
});

/** A socket from `client` (as the proxy names it), with the channels in its URL as the SDK does. */
async function connect(
  client: string,
  options: { channels?: string[]; cookie?: string } = {},
): Promise<RawSocket> {
  const channels = (options.channels ?? ["documents"]).map(
    (channel) => `&channels[]=${encodeURIComponent(channel)}`,
  );
  const headers: Record<string, string> = { "X-Forwarded-For": client };
  if (options.cookie) headers["Cookie"] = options.cookie;
  const socket = await openRawSocket(server.url, `project=pride-club${channels.join("")}`, {
    headers,
  });
  opened.push(socket);
  return socket;
}

async function closeAll(sockets: RawSocket[]): Promise<void> {
  for (const each of sockets) each.socket.close();
  await Promise.all(sockets.map((each) => each.closed));
}

// From the first message on: `connected` may arrive before the test starts to wait.
const connected = (socket: RawSocket) =>
  socket.messages.waitFor((message) => message.type === "connected", "connected", 0);
const refusal = (socket: RawSocket) =>
  socket.messages.waitFor((message) => message.type === "error", "an error", 0);

describe("places kept for signed-in organisers", () => {
  test("once guests fill their share the next guest is refused, and an organiser still connects as themself", async () => {
    const guests = [];
    for (const client of ["203.0.113.1", "203.0.113.2"]) {
      for (let index = 0; index < 2; index++) guests.push(await connect(client));
    }
    await Promise.all(guests.map(connected));

    const oneMore = await connect("203.0.113.3");
    expect((await refusal(oneMore)).data).toEqual({
      code: 1013,
      message: "Too many open connections: the server is full. Try again later.",
    });
    expect(await oneMore.closed).toBe(1013);

    const organiser = await signedInAdmin(server);
    const cookie = [...organiser.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const presenter = await connect("203.0.113.3", { cookie });
    const projector = await connect("203.0.113.3", { cookie });
    for (const socket of [presenter, projector]) {
      expect((await connected(socket)).data).toMatchObject({ user: { email: organiser.email } });
    }
    await closeAll([...guests, presenter, projector]);
  });
});

describe("IPv6 clients counted by their /64", () => {
  test("addresses of one /64 share one client's sockets, and the next /64 is another client", async () => {
    const sameNetwork = ["2001:db8:1:2::a", "2001:db8:1:2::b", "2001:db8:1:2:ffff::1"];
    const held = await Promise.all(sameNetwork.map((client) => connect(client)));
    await Promise.all(held.map(connected));

    const fourth = await connect("2001:db8:1:2::c");
    expect((await refusal(fourth)).data).toEqual({
      code: 1013,
      message: "Too many open connections: at most 3 from one address.",
    });
    const neighbour = await connect("2001:db8:1:3::a");
    expect((await connected(neighbour)).type).toBe("connected");
    await closeAll([...held, neighbour]);
  });
});

describe("sockets with no subscription", () => {
  test("a socket opened with no channel is closed once idle, while one with a channel stays", async () => {
    const idle = await connect("198.51.100.1", { channels: [] });
    const listening = await connect("198.51.100.1");
    await connected(listening);

    expect((await refusal(idle)).data).toEqual({
      code: 1008,
      message: "No subscription for 0.3 seconds.",
    });
    expect(await idle.closed).toBe(1008);
    listening.send({ type: "ping" });
    await listening.next((message) => message.type === "pong", "pong");
    await closeAll([listening]);
  });

  test("a socket that unsubscribes from everything is closed once idle", async () => {
    const socket = await connect("198.51.100.2", { channels: [] });
    socket.send({
      type: "subscribe",
      data: [{ subscriptionId: "agenda", channels: ["documents"], queries: [] }],
    });
    await socket.next((message) => message.type === "response", "subscribed");
    socket.send({ type: "unsubscribe", data: [{ subscriptionId: "agenda" }] });

    expect((await refusal(socket)).data).toMatchObject({ code: 1008 });
    expect(await socket.closed).toBe(1008);
  });
});
