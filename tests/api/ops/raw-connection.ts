import net from "node:net";

/** A plain TCP connection to a server, for requests no HTTP client would send half-way. */
export interface RawConnection {
  socket: net.Socket;
  /** Everything the server has sent so far. */
  received(): string;
  /** Resolves once the server has sent text that passes `test`. */
  receivedWhen(test: (text: string) => boolean): Promise<string>;
  /** Resolves once the connection is closed, by either side. */
  closed: Promise<void>;
}

export async function openRawConnection(url: string): Promise<RawConnection> {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  let text = "";
  const waiters: (() => void)[] = [];
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => {
    text += chunk;
    for (const wake of waiters.splice(0)) wake();
  });
  // A reset counts as closed; the tests look at what arrived before it.
  socket.on("error", () => {});
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  return {
    socket,
    received: () => text,
    async receivedWhen(test) {
      while (!test(text)) {
        if (socket.destroyed) throw new Error(`closed after: ${JSON.stringify(text)}`);
        await Promise.race([new Promise<void>((resolve) => waiters.push(resolve)), closed]);
      }
      return text;
    },
    closed,
  };
}
