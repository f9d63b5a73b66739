// Lighthouse's mobile audit of a page, as a phone on a slow network would score it: the four
// category scores and the layout shift, plus the audits that cost points. Lighthouse drives a
// headless Chromium of ours over the DevTools protocol; it audits the local server only and
// needs no network (its error reporting is off unless asked for).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse, { type Result } from "lighthouse";

// The full browser when it is installed, else Debian's headless shell (the tests' Chromium).
const CHROMIUM = ["/usr/bin/chromium", "/usr/bin/chromium-headless-shell"].find((candidate) =>
  fs.existsSync(candidate),
);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

export interface LighthouseScores {
  path: string;
  /** Each category's score, 0 to 100. */
  scores: Record<(typeof CATEGORIES)[number], number>;
  /** Cumulative layout shift, as the performance score counts it. */
  layoutShift: number;
  /** The scored audits that did not pass (id, and the value when it has one): what keeps a category under 100. */
  failing: string[];
  /** The largest paint's element and where its time went (Lighthouse's phases). */
  largestPaint: string;
  /** Lighthouse's whole report (JSON), kept for a closer look. */
  reportPath: string;
}

/**
 * Audits each path in turn, with Lighthouse's default mobile settings (simulated slow 4G). With
 * `sessionCookie` ("name=value") every request carries it, for the admin screens signed in.
 */
export async function auditWithLighthouse(
  origin: string,
  paths: string[],
  sessionCookie?: string,
): Promise<LighthouseScores[]> {
  if (CHROMIUM === undefined) {
    throw new Error("Lighthouse needs Chromium (apt-get install chromium).");
  }
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "pride-club-lighthouse-"));
  const reports = fs.mkdtempSync(path.join(os.tmpdir(), "pride-club-lighthouse-reports-"));
  const browser = spawn(CHROMIUM, [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    // Nothing of Chromium's own (updates, safe browsing lists, field trials) goes online.
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    `--user-data-dir=${profile}`,
    "--remote-debugging-port=0",
    "about:blank",
  ]);
  try {
    const port = await devToolsPort(browser.stderr);
    const audits: LighthouseScores[] = [];
    for (const pagePath of paths) {
      // Audited as most visitors get it: rendered once already and kept (server/page-cache.ts).
      await (await fetch(origin + pagePath)).arrayBuffer();
      const lhr = await runLighthouse(origin + pagePath, port, sessionCookie);
      const scores = Object.fromEntries(
        CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
      ) as LighthouseScores["scores"];
      const failing = CATEGORIES.flatMap((id) =>
        (lhr.categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => {
            const value = lhr.audits[ref.id]?.displayValue;
            return value ? `${ref.id} (${value})` : ref.id;
          }),
      );
      const reportPath = path.join(reports, `${pagePath.replaceAll(/[^a-z0-9-]+/gi, "_")}.json`);
      fs.writeFileSync(reportPath, JSON.stringify(lhr));
      audits.push({
        path: pagePath,
        scores,
        layoutShift: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
        failing,
        largestPaint: largestPaintOf(lhr),
        reportPath,
      });
    }
    return audits;
  } finally {
    // The profile can be removed only once Chromium has stopped writing to it.
    if (browser.exitCode === null && browser.signalCode === null) {
      const exited = new Promise((resolve) => browser.once("exit", resolve));
      browser.kill();
      await exited;
    }
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * The largest paint's element and its phases, e.g. "IMG: TTFB 459, load delay 30, load time 229,
 * render delay 1099 ms", from the audit largest-contentful-paint-element (Lighthouse 12).
 */
function largestPaintOf(lhr: Result): string {
  const tables = lhr.audits["largest-contentful-paint-element"]?.details;
  if (tables?.type !== "list") return "-";
  let element = "-";
  const phases: string[] = [];
  for (const table of tables.items) {
    if (table.type !== "table") continue;
    for (const row of table.items) {
      const node = row.node;
      if (typeof node === "object" && node !== null && "type" in node && node.type === "node") {
        element = node.path?.split(",").at(-1) ?? element;
      }
      if (typeof row.phase === "string" && typeof row.timing === "number") {
        phases.push(`${row.phase.toLowerCase()} ${Math.round(row.timing)}`);
      }
    }
  }
  return phases.length > 0 ? `${element}: ${phases.join(", ")} ms` : element;
}

/**
 * One audit, tried up to three times: a trace now and then comes back without its navigation
 * start (NO_NAVSTART) on a busy machine, and Lighthouse's own advice is to run it again.
 */
async function runLighthouse(
  url: string,
  port: number,
  sessionCookie: string | undefined,
): Promise<Result> {
  let error = "";
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
      ...(sessionCookie === undefined ? {} : { extraHeaders: { Cookie: sessionCookie } }),
    });
    if (result && !result.lhr.runtimeError) return result.lhr;
    error = result?.lhr.runtimeError?.message ?? "no result";
  }
  throw new Error(`Lighthouse could not audit ${url}: ${error}`);
}

/** The port Chromium prints once its DevTools endpoint listens ("DevTools listening on ws://…"). */
function devToolsPort(stderr: NodeJS.ReadableStream): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        stderr.off("data", onData);
        resolve(Number(match[1]));
      }
    };
    stderr.on("data", onData);
    stderr.once("end", () => reject(new Error(`Chromium did not start: ${output.trim()}`)));
  });
}
