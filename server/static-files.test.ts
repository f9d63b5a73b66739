import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listStaticFiles, serveStaticFiles } from "./static-files.ts";

describe("the client build's static files", () => {
  let clientDir: string;
  let app: Hono;

  beforeAll(() => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "static-files-"));
    fs.mkdirSync(path.join(clientDir, "assets"));
    fs.writeFileSync(path.join(clientDir, "assets", "entry-1a2b.js"), "console.log(1);");
    fs.writeFileSync(path.join(clientDir, "favicon.svg"), "<svg></svg>");
    fs.writeFileSync(path.join(clientDir, "favicon.svg.br"), brotliCompressSync("<svg></svg>"));
    app = new Hono();
    app.use("*", serveStaticFiles(clientDir));
    app.all("*", () => new Response("the site", { status: 404 }));
  });

  afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

  const get = (url: string, headers: Record<string, string> = {}) => app.request(url, { headers });

  it("are listed once by the paths they answer, nested folders included", () => {
    expect([...listStaticFiles(clientDir)].sort()).toEqual([
      "/assets/entry-1a2b.js",
      "/favicon.svg",
      "/favicon.svg.br",
    ]);
  });

  it("a fingerprinted asset is sent cached for a year, the icon for a day, compressed as accepted", async () => {
    const asset = await get("/assets/entry-1a2b.js");
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe("console.log(1);");
    expect(asset.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const icon = await get("/favicon.svg", { "Accept-Encoding": "br" });
    expect(icon.headers.get("Cache-Control")).toBe("public, max-age=86400");
    expect(icon.headers.get("Content-Encoding")).toBe("br");
  });

  it("a page's path goes on to the site without a look at the disk, as does a file added after start", async () => {
    expect(await (await get("/about")).text()).toBe("the site");
    fs.writeFileSync(path.join(clientDir, "late.txt"), "added while running");
    expect(await (await get("/late.txt")).text()).toBe("the site");
  });
});
