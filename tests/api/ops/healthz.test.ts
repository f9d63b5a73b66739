import { afterAll, beforeAll, expect, test } from "vitest";
import { startTestServer, type TestServer } from "../../support/test-server.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(() => server.stop());

test("a monitor polling /healthz gets 200 and a small JSON body, and no cookie", async () => {
  const response = await fetch(`${server.url}/healthz`);

  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: "ok", database: "ok" });
  expect(response.headers.get("set-cookie")).toBeNull();
  expect(response.headers.get("cache-control")).toBe("no-store");
});

test("when the database stops answering, /healthz says 503 so the proxy and systemd can tell", async () => {
  await server.backend?.store.close();

  const response = await fetch(`${server.url}/healthz`);

  expect(response.status).toBe(503);
  expect(await response.json()).toEqual({ status: "unavailable", database: "unreachable" });
});
