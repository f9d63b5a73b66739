import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it, vi } from "vitest";
import { loadSettings } from "../../../server/env.ts";
import { startServer } from "../../../server/http-server.ts";

// With APPWRITE_ENDPOINT on another origin, flyers and the mascot come from Appwrite's storage
// there: a page's policy lets pictures load from exactly that origin (issue 29 item 5a).

it("a page rendered with a real Appwrite elsewhere allows pictures from exactly Appwrite's origin", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pride-club-remote-csp-"));
  // Port 9 (discard) is closed on a test machine: the page's reads fail, its policy does not.
  const settings = loadSettings({
    PORT: "0",
    DATA_DIR: dataDir,
    APPWRITE_ENDPOINT: "http://127.0.0.1:9/v1",
  });
  const server = await startServer(settings);
  const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
  try {
    const response = await fetch(server.url);
    expect(response.status).toBe(200);
    const policy = response.headers.get("Content-Security-Policy") ?? "";
    const images = policy.split("; ").find((directive) => directive.startsWith("img-src "));
    expect(images).toBe("img-src 'self' data: http://127.0.0.1:9");
  } finally {
    logged.mockRestore();
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
