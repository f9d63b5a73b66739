import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import type { PageFreshness } from "../app/lib/page-freshness.ts";
import { createPageCache, preferredEncoding } from "./page-cache.ts";

/** A cache over a render that counts its calls and can report when its page changes. */
function cacheOver(page: {
  html: string;
  changesAt?: number;
  status?: number;
  reads?: string[];
  /** Waited for between the render's reads and its answer. */
  midway?: Promise<void>;
}) {
  let clock = 1_000;
  let renders = 0;
  const cache = createPageCache({
    now: () => new Date(clock),
    render: async (_request: Request, freshness: PageFreshness) => {
      renders += 1;
      if (page.changesAt !== undefined) freshness.changesAt(new Date(page.changesAt));
      for (const collectionId of page.reads ?? []) freshness.readsCollection(collectionId);
      await page.midway;
      return new Response(`${page.html} #${renders}`, {
        status: page.status ?? 200,
        headers: { "Content-Type": "text/html" },
      });
    },
  });
  const get = async (headers: Record<string, string> = {}) => {
    const response = await cache.respond(new Request("http://site.test/about", { headers }));
    return { response, text: await response.text() };
  };
  return {
    cache,
    get,
    renders: () => renders,
    setClock: (ms: number) => (clock = ms),
  };
}

describe("the page cache", () => {
  it("sends a kept page on Node's own response, with the same bytes, ETag and 304", async () => {
    const site = cacheOver({ html: "About" });
    const early = createServer((incoming, outgoing) => {
      outgoing.setHeader("x-around", "every answer");
      const sent = site.cache.answerEarly(incoming, outgoing);
      if (!sent) outgoing.writeHead(599).end();
    });
    await new Promise<void>((resolve) => early.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(early.address() as AddressInfo).port}`;
    try {
      expect((await fetch(`${origin}/about`)).status).toBe(599); // not kept yet
      const kept = await site.get({ "Accept-Encoding": "br" });
      const response = await fetch(`${origin}/about`, { headers: { "Accept-Encoding": "br" } });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe("About #1");
      expect(response.headers.get("content-encoding")).toBe("br");
      expect(response.headers.get("etag")).toBe(kept.response.headers.get("etag"));
      expect(response.headers.get("x-around")).toBe("every answer");
      const etag = response.headers.get("etag") ?? "";
      const revalidated = await fetch(`${origin}/about`, { headers: { "If-None-Match": etag } });
      expect(revalidated.status).toBe(304);
      expect((await fetch(`${origin}/about/`)).status).toBe(599); // another key: the long way
      site.cache.invalidate();
      expect((await fetch(`${origin}/about`)).status).toBe(599);
      expect(site.renders()).toBe(1);
    } finally {
      await new Promise((resolve) => early.close(resolve));
    }
  });

  it("renders a page once, then answers from memory until a write drops it", async () => {
    const site = cacheOver({ html: "About" });
    expect((await site.get()).text).toBe("About #1");
    expect((await site.get()).text).toBe("About #1");
    site.cache.invalidate();
    expect((await site.get()).text).toBe("About #2");
  });

  it("keeps a page through writes to collections it did not read, and drops it at a write to one it read", async () => {
    const site = cacheOver({ html: "Home", reads: ["club_settings", "meetings"] });
    await site.get();
    site.cache.invalidate("club_questions");
    site.cache.invalidate("club_poll_votes");
    expect((await site.get()).text).toBe("Home #1");
    site.cache.invalidate("meetings");
    expect((await site.get()).text).toBe("Home #2");
    site.cache.invalidate();
    expect((await site.get()).text).toBe("Home #3");
  });

  it("does not keep a page whose render read a collection written while it ran", async () => {
    let finish = () => {};
    const midway = new Promise<void>((resolve) => (finish = resolve));
    const site = cacheOver({ html: "Agenda", reads: ["meetings"], midway });
    const first = site.get();
    await expect.poll(() => site.renders()).toBe(1);
    site.cache.invalidate("club_questions");
    site.cache.invalidate("meetings");
    finish();
    expect((await first).text).toBe("Agenda #1");
    expect((await site.get()).text).toBe("Agenda #2");
    expect((await site.get()).text).toBe("Agenda #2");
  });

  it("keeps a page only until the instant its time-dependent words change", async () => {
    const site = cacheOver({ html: "Home", changesAt: 5_000 });
    await site.get();
    site.setClock(4_999);
    expect((await site.get()).text).toBe("Home #1");
    site.setClock(5_000);
    expect((await site.get()).text).toBe("Home #2");
  });

  it("shares one render among requests that arrive while it runs", async () => {
    const site = cacheOver({ html: "Agenda" });
    const answers = await Promise.all([site.get(), site.get(), site.get()]);
    expect(answers.map(({ text }) => text)).toEqual(["Agenda #1", "Agenda #1", "Agenda #1"]);
    expect(site.renders()).toBe(1);
  });

  it("renders a page the listener missed once for requests arriving together, then the listener sends it", async () => {
    const site = cacheOver({ html: "Agenda" });
    const request = () => new Request("http://site.test/about");
    const rendered = await Promise.all([1, 2, 3].map(() => site.cache.render(request())));
    expect(await Promise.all(rendered.map((response) => response.text()))).toEqual([
      "Agenda #1",
      "Agenda #1",
      "Agenda #1",
    ]);
    const early = createServer((incoming, outgoing) => {
      if (!site.cache.answerEarly(incoming, outgoing)) outgoing.writeHead(599).end();
    });
    await new Promise<void>((resolve) => early.listen(0, "127.0.0.1", resolve));
    try {
      const response = await fetch(
        `http://127.0.0.1:${(early.address() as AddressInfo).port}/about`,
      );
      expect(response.status).toBe(200);
      expect(await response.text()).toBe("Agenda #1");
      expect(site.renders()).toBe(1);
    } finally {
      await new Promise((resolve) => early.close(resolve));
    }
  });

  it("never keeps a page that is not a 200", async () => {
    const site = cacheOver({ html: "Not found", status: 404 });
    await site.get();
    expect((await site.get()).text).toBe("Not found #2");
  });

  it("answers a 304 to a matching If-None-Match, in any encoding", async () => {
    const site = cacheOver({ html: "About" });
    const first = await site.get({ "Accept-Encoding": "br" });
    const etag = first.response.headers.get("ETag") ?? "";
    const again = await site.get({ "Accept-Encoding": "gzip", "If-None-Match": `W/${etag}` });
    expect(again.response.status).toBe(304);
    expect(again.response.headers.get("Vary")).toBe("Accept-Encoding");
  });
});

describe("preferredEncoding", () => {
  it.each([
    { name: "a browser's usual header picks brotli", header: "gzip, deflate, br, zstd", is: "br" },
    { name: "brotli refused with q=0 falls to gzip", header: "br;q=0, gzip", is: "gzip" },
    { name: "a wildcard accepts brotli", header: "*", is: "br" },
    { name: "a wildcard refused leaves identity", header: "*;q=0", is: "identity" },
    { name: "no header is identity", header: null, is: "identity" },
    { name: "only deflate is identity", header: "deflate", is: "identity" },
    { name: "names are case-insensitive", header: "GZIP", is: "gzip" },
    {
      name: "among acceptable codings the server's order decides",
      header: "gzip;q=0.5, br;q=0.1",
      is: "br",
    },
    {
      name: "a wildcard does not bring back a refused coding",
      header: "br;q=0, gzip;q=0, *",
      is: "identity",
    },
  ])("$name", ({ header, is }) => {
    expect(preferredEncoding(header)).toBe(is);
  });
});
