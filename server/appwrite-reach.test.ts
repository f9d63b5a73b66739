import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, expect, test } from "vitest";
import { lookAtAppwrite } from "./appwrite-reach.ts";

let server: Server;

afterEach(() => {
  server.closeAllConnections();
  server.close();
});

/** A stand-in Appwrite on loopback that answers (or not) as `answer` says, counting requests. */
async function appwriteAnswering(answer: (respond: (status: number) => void) => void) {
  const seen = { requests: 0, project: "" };
  server = createServer((request, response) => {
    seen.requests += 1;
    seen.project = request.headers["x-appwrite-project"]?.toString() ?? "";
    answer((status) => response.writeHead(status).end('{"version":"1.7.4"}'));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { endpoint: `http://127.0.0.1:${port}/v1`, seen };
}

test("monitors polling at once within a few seconds cost Appwrite one request, naming the project", async () => {
  const { endpoint, seen } = await appwriteAnswering((respond) => respond(200));
  const look = lookAtAppwrite(endpoint, "pride-club");

  const answers = await Promise.all([look(), look(), look()]);

  expect(answers).toEqual([{ isReachable: true }, { isReachable: true }, { isReachable: true }]);
  expect(seen).toEqual({ requests: 1, project: "pride-club" });
});

test("an Appwrite that answers nothing within the timeout is unreachable, and says so", async () => {
  const { endpoint } = await appwriteAnswering(() => {});
  const look = lookAtAppwrite(endpoint, "pride-club", Date.now, { timeoutMs: 100, keepMs: 0 });

  expect(await look()).toEqual({ isReachable: false, reason: "no answer within 0.1 s" });
});

test("an Appwrite that answers with an error (an unknown project, a proxy's 502) is not ok", async () => {
  const { endpoint } = await appwriteAnswering((respond) => respond(404));

  expect(await lookAtAppwrite(endpoint, "no-such-project")()).toEqual({
    isReachable: false,
    reason: "Appwrite answered 404",
  });
});
