import { AppwriteException, Client, Databases } from "appwrite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/test-server.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ allowedOrigins: ["https://club.example.org"] });
});

afterAll(async () => {
  await server.stop();
});

const meetings = "/databases/offbranch/collections/club_meetings/documents";

async function call(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  const response = await fetch(`${server.endpoint}${path}`, {
    ...init,
    headers: { "X-Appwrite-Project": server.projectId, ...init.headers },
  });
  const text = await response.text();
  return { response, body: text ? JSON.parse(text) : null };
}

describe("the API's answers to malformed or foreign requests", () => {
  it.each([
    [
      "a request without a project header gets project_not_found",
      { path: meetings, init: { headers: { "X-Appwrite-Project": "" } } },
      404,
      "project_not_found",
    ],
    [
      "a request for another project gets project_not_found",
      { path: meetings, init: { headers: { "X-Appwrite-Project": "someone-else" } } },
      404,
      "project_not_found",
    ],
    [
      "an unknown route gets general_route_not_found",
      { path: "/storage/buckets", init: {} },
      404,
      "general_route_not_found",
    ],
    [
      "a body that is not JSON gets general_argument_invalid",
      {
        path: "/account",
        init: {
          method: "POST",
          body: "{not json",
          headers: { "Content-Type": "application/json" },
        },
      },
      400,
      "general_argument_invalid",
    ],
    [
      "a JSON body that is not an object gets general_argument_invalid",
      {
        path: "/account",
        init: { method: "POST", body: "[1,2]", headers: { "Content-Type": "application/json" } },
      },
      400,
      "general_argument_invalid",
    ],
    [
      "a body over 2 MiB gets general_argument_invalid before it is read",
      {
        path: `${meetings}`,
        init: {
          method: "POST",
          body: JSON.stringify({ documentId: "x", data: { title: "a".repeat(3 * 1024 * 1024) } }),
          headers: { "Content-Type": "application/json" },
        },
      },
      400,
      "general_argument_invalid",
    ],
    [
      "a call from an unknown web origin gets general_unknown_origin",
      { path: meetings, init: { headers: { Origin: "https://evil.example" } } },
      403,
      "general_unknown_origin",
    ],
  ])("%s", async (_name, request, status, type) => {
    const { response, body } = await call(request.path, request.init);
    expect(response.status).toBe(status);
    expect(body).toMatchObject({ code: status, type, version: expect.any(String) });
    expect(body.message).toEqual(expect.any(String));
    expect(JSON.stringify(body)).not.toMatch(/at \w+ \(|SQLITE|node_modules/);
  });

  it("a configured platform gets CORS headers with credentials", async () => {
    const { response } = await call(meetings, { headers: { Origin: "https://club.example.org" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("https://club.example.org");
    expect(response.headers.get("Access-Control-Allow-Credentials")).toBe("true");
  });

  it("a preflight from a configured platform allows the SDK's headers", async () => {
    const response = await fetch(`${server.endpoint}${meetings}`, {
      method: "OPTIONS",
      headers: {
        Origin: "https://club.example.org",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "x-appwrite-project, content-type",
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("Access-Control-Allow-Headers")).toContain("X-Appwrite-Project");
    expect(response.headers.get("Access-Control-Allow-Methods")).toContain("PATCH");
  });

  it("the site's own origin passes without being configured", async () => {
    const { response } = await call(meetings, { headers: { Origin: server.url } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe(server.url);
  });

  it("the SDK pointed at an unknown project raises an AppwriteException with the type", async () => {
    const client = new Client().setEndpoint(server.endpoint).setProject("not-this-club");
    const error = await new Databases(client)
      .listDocuments({ databaseId: "offbranch", collectionId: "club_meetings" })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppwriteException);
    expect(error).toMatchObject({ code: 404, type: "project_not_found" });
  });

  it("the server keeps answering after a burst of malformed requests", async () => {
    await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        call("/account", {
          method: "POST",
          body: index % 2 ? "{" : "null",
          headers: { "Content-Type": "application/json" },
        }),
      ),
    );
    const { response } = await call(meetings);
    expect(response.status).toBe(200);
  });
});
