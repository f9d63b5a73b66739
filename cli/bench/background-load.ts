// The two kinds of background load the benchmark measures the landing query under: a flood of
// wrong sign-ins, and realtime listeners receiving a steady stream of events. Loopback only,
// and every loop is bounded (a count or the caller's stop).
import autocannon from "autocannon";
import { WebSocket } from "ws";

const headers = { "X-Appwrite-Project": "pride-club", "Content-Type": "application/json" };

/** Outcome of a flood: how long it ran and how many answers of each status it got. */
export interface FloodResult {
  seconds: number;
  statuses: Record<string, number>;
}

/** `amount` wrong email-password sign-ins over `connections` parallel connections. */
export async function floodWrongSignIns(
  origin: string,
  amount: number,
  connections: number,
): Promise<FloodResult> {
  const started = Date.now();
  const result = await autocannon({
    url: `${origin}/v1/account/sessions/email`,
    method: "POST",
    headers,
    body: JSON.stringify({ email: "organiser@example.org", password: "not-the-password" }),
    connections,
    amount,
  });
  const statuses: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) {
    statuses[code] = stats.count ?? 0;
  }
  return { seconds: (Date.now() - started) / 1000, statuses };
}

/** Signs the bench's organiser in and answers the session cookie header. */
export async function signIn(origin: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${origin}/v1/account/sessions/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((each) => each.startsWith("a_session_"));
  if (!cookie) throw new Error("Sign-in gave no session cookie");
  return cookie.split(";")[0] ?? "";
}

/**
 * Signs in through the site's own form, as an organiser's browser does (decision 0148), and
 * returns the site's session cookie as "name=value", which the admin screens need.
 */
export async function signInToSite(
  origin: string,
  email: string,
  password: string,
): Promise<string> {
  const response = await fetch(`${origin}/admin`, {
    method: "POST",
    headers: { "Sec-Fetch-Site": "same-origin" },
    body: new URLSearchParams({ intent: "login", email, password }),
    redirect: "manual",
  });
  const cookie = response.headers.getSetCookie().find((each) => each.startsWith("club-session="));
  if (!cookie) throw new Error(`The site's sign-in answered ${response.status} and no cookie`);
  return cookie.split(";")[0] ?? "";
}

/** Open sockets with their subscriptions, and a stream of meeting updates that reach them. */
export interface RealtimeLoad {
  /** Events each socket received so far, summed. */
  received(): number;
  /** Meeting updates the server answered, and those that failed. */
  updates(): { answered: number; failed: number };
  /** Stops the updates, waits for those under way, and closes the sockets. */
  stop(): Promise<void>;
}

const meetingsChannel = "databases.offbranch.collections.club_meetings.documents";

/**
 * Opens `sockets` guest sockets (spread over loopback addresses 127.0.0.1-4, as four clients
 * would be), each with `subscriptions` subscriptions to the meetings channel: the first with no
 * filter, the others with a filter on a title no meeting has, so every event is checked against
 * every subscription and each socket gets one message per event. Then updates meeting
 * `meetingId` `eventsPerSecond` times a second as the organiser, until stopped.
 */
export async function startRealtimeLoad(
  origin: string,
  cookie: string,
  meetingId: string,
  options: { sockets: number; subscriptions: number; eventsPerSecond: number },
): Promise<RealtimeLoad> {
  let received = 0;
  const url = `${origin.replace(/^http/, "ws")}/v1/realtime?project=pride-club`;
  const opened = await Promise.all(
    Array.from({ length: options.sockets }, async (_, index) => {
      const socket = new WebSocket(url, { localAddress: `127.0.0.${(index % 4) + 1}` });
      await new Promise<void>((resolve, reject) => {
        socket.once("open", () => resolve());
        socket.once("error", reject);
      });
      const subscribed = new Promise<void>((resolve) => {
        socket.on("message", (data) => {
          const text = String(data);
          if (text.startsWith('{"type":"event"')) received += 1;
          else if (text.includes('"to":"subscribe"')) resolve();
        });
      });
      socket.send(JSON.stringify({ type: "subscribe", data: subscriptionsOf(options) }));
      await subscribed;
      return socket;
    }),
  );
  const documentUrl = `${origin}/v1/databases/offbranch/collections/club_meetings/documents/${meetingId}`;
  let update = 0;
  const counts = { answered: 0, failed: 0 };
  const underWay = new Set<Promise<void>>();
  const ticker = setInterval(() => {
    update += 1;
    const sent = fetch(documentUrl, {
      method: "PATCH",
      headers: { ...headers, Cookie: cookie },
      body: JSON.stringify({ data: { location: `Room ${update % 100}` } }),
    })
      .then(async (response) => {
        await response.arrayBuffer();
        counts[response.ok ? "answered" : "failed"] += 1;
      })
      .catch(() => void (counts.failed += 1))
      .finally(() => underWay.delete(sent));
    underWay.add(sent);
  }, 1000 / options.eventsPerSecond);
  return {
    received: () => received,
    updates: () => ({ ...counts }),
    async stop() {
      clearInterval(ticker);
      await Promise.all(underWay);
      for (const socket of opened) socket.close();
    },
  };
}

function subscriptionsOf(options: { subscriptions: number }) {
  return Array.from({ length: options.subscriptions }, (_, index) => ({
    subscriptionId: `bench-${index}`,
    channels: [meetingsChannel],
    queries:
      index === 0
        ? []
        : [JSON.stringify({ method: "equal", attribute: "title", values: [`none-${index}`] })],
  }));
}
