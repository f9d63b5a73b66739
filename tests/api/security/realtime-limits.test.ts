import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { WebSocket } from "ws";
import { realtimeLimits } from "../../../backend/realtime/limits.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(() => server.stop());

interface Watched {
  socket: WebSocket;
  /** The first message of a type, parsed. */
  first(type: string): Promise<{ type: string; data?: { code?: number; message?: string } }>;
  closed: Promise<{ code: number; reason: string }>;
}

/** A plain socket from a loopback address (each address is one client to the server). */
function open(localAddress = "127.0.0.1"): Promise<Watched> {
  const url = `${server.url.replace(/^http/, "ws")}/v1/realtime?project=pride-club`;
  const socket = new WebSocket(url, { localAddress });
  const messages: { type: string }[] = [];
  const waiters: (() => void)[] = [];
  socket.on("message", (data) => {
    messages.push(JSON.parse(String(data)));
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on("close", (code, reason) => resolve({ code, reason: reason.toString("utf8") })),
  );
  const first = async (type: string) => {
    for (;;) {
      const found = messages.find((message) => message.type === type);
      if (found) return found;
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  return new Promise((resolve, reject) => {
    socket.once("open", () => resolve({ socket, first, closed }));
    socket.once("error", reject);
  });
}

function subscribe(watched: Watched, items: object[]): void {
  watched.socket.send(JSON.stringify({ type: "subscribe", data: items }));
}

describe("realtime limits", () => {
  test("one socket more than an address may hold is closed with the reason, and other addresses still connect", async () => {
    const { socketsPerAddress } = realtimeLimits;
    const held = await Promise.all(
      Array.from({ length: socketsPerAddress }, () => open("127.0.0.2")),
    );
    await Promise.all(held.map((each) => each.first("connected")));

    const extra = await open("127.0.0.2");
    const reason = `Too many open connections: at most ${socketsPerAddress} from one address.`;
    expect((await extra.first("error")).data).toEqual({ code: 1013, message: reason });
    expect(await extra.closed).toEqual({ code: 1013, reason });

    const neighbour = await open("127.0.0.3");
    expect((await neighbour.first("connected")).type).toBe("connected");

    // A closed socket gives its place back.
    const [first] = held;
    first?.socket.close();
    await first?.closed;
    const again = await open("127.0.0.2");
    expect((await again.first("connected")).type).toBe("connected");
    for (const each of [...held, neighbour, again]) each.socket.close();
  });

  test("a socket asking for more subscriptions than allowed is closed with the reason", async () => {
    const watched = await open();
    await watched.first("connected");
    const { subscriptionsPerSocket } = realtimeLimits;
    const items = Array.from({ length: subscriptionsPerSocket + 1 }, (_, index) => ({
      subscriptionId: `s${index}`,
      channels: ["documents"],
      queries: [],
    }));
    subscribe(watched, items);
    const reason = `A connection can hold at most ${subscriptionsPerSocket} subscriptions.`;
    expect((await watched.first("error")).data).toEqual({ code: 1008, message: reason });
    expect(await watched.closed).toEqual({ code: 1008, reason });
  });

  test("a subscription with oversized queries closes the socket with the reason", async () => {
    const watched = await open();
    await watched.first("connected");
    const values = Array.from({ length: 200 }, (_, index) => `meeting-${index}`);
    const query = JSON.stringify({ method: "equal", attribute: "$id", values });
    subscribe(watched, [{ subscriptionId: "big", channels: ["documents"], queries: [query] }]);
    const { queryCharactersPerSubscription } = realtimeLimits;
    const reason = `The queries of one subscription can be at most ${queryCharactersPerSubscription} characters long.`;
    expect((await watched.first("error")).data).toEqual({ code: 1008, message: reason });
    expect(await watched.closed).toEqual({ code: 1008, reason });
  });

  test("a full set of subscriptions is accepted", async () => {
    const watched = await open();
    await watched.first("connected");
    const items = Array.from({ length: realtimeLimits.subscriptionsPerSocket }, (_, index) => ({
      subscriptionId: `s${index}`,
      channels: ["documents"],
      queries: [],
    }));
    subscribe(watched, items);
    expect(await watched.first("response")).toMatchObject({ data: { success: true } });
    watched.socket.close();
  });
});
