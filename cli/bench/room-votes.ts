// Issue 22's poll figure: 60 phones vote within 10 seconds while an organiser's presenter view
// counts them and a projector shows the totals, both real pages in Chromium. Reports whether every
// vote was answered, stored and shown, and the time from each vote to the projector's total.
import fs from "node:fs";
import { Query } from "appwrite";
import { chromium, type Browser, type Page } from "playwright-core";
import { createMeetingWithPoll, documents, project, sendPhoneForm } from "./room-documents.ts";

const CHROMIUMS = ["/usr/bin/chromium", "/usr/bin/chromium-headless-shell"];
const PHONES = 60;
const WITHIN_MS = 10_000;

export interface RoomVotes {
  answered: number;
  stored: number;
  shown: number;
  medianMs: number;
  p95Ms: number;
}

// Records each total the projector's poll slide shows, with when (epoch ms), in window.__totals.
const RECORD_TOTALS = `window.__totals = [];
new MutationObserver(() => {
  const text = document.querySelector(".room-poll-state")?.textContent ?? "";
  const votes = Number(/(\\d+) votes?\\./.exec(text)?.[1] ?? -1);
  const last = window.__totals[window.__totals.length - 1];
  if (votes >= 0 && votes !== last?.votes) window.__totals.push({ votes, at: performance.timeOrigin + performance.now() });
}).observe(document, { subtree: true, childList: true, characterData: true });`;

/** Runs the vote and returns its figures; `cookie` is a signed-in organiser's session cookie. */
export async function measureRoomVotes(origin: string, cookie: string): Promise<RoomVotes> {
  const executablePath = CHROMIUMS.find((file) => fs.existsSync(file));
  if (!executablePath)
    throw new Error(`The room figures need Chromium at ${CHROMIUMS.join(" or ")}.`);
  const { meetingId, pollId } = await createMeetingWithPoll(
    origin,
    cookie,
    "Bench poll night",
    "ready",
  );
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox"] });
  try {
    const presenter = await openThePresenterView(browser, origin, cookie, meetingId);
    const projector = await followOnTheProjector(browser, origin, presenter);
    await presenter.getByRole("button", { name: /^Open poll/ }).click();
    await presenter.getByRole("button", { name: /^Close poll/ }).waitFor();
    // What the room saw is for a following projector only (decision 0132).
    await projector.locator(".room-poll-state").waitFor();
    const sent: number[] = [];
    const answers = await Promise.all(
      Array.from({ length: PHONES }, async (_, phone) => {
        await new Promise((resolve) => setTimeout(resolve, (phone * WITHIN_MS) / PHONES));
        sent.push(Date.now());
        return sendPhoneForm(origin, meetingId, {
          form: "vote",
          poll: pollId,
          ballot: `ballot-${phone}-${Math.random().toString(36).slice(2, 10)}`,
          choice: String(phone % 3),
        });
      }),
    );
    await projector
      .waitForFunction(
        `document.querySelector(".room-poll-state")?.textContent?.includes("${PHONES} votes.")`,
        null,
        { timeout: 20_000 },
      )
      .catch(() => undefined);
    const totals = (await projector.evaluate("window.__totals")) as { votes: number; at: number }[];
    const latencies = sent.map((at, index) => {
      const shown = totals.find((total) => total.votes >= index + 1);
      return shown ? shown.at - at : Number.POSITIVE_INFINITY;
    });
    return {
      answered: answers.filter(Boolean).length,
      stored: await countVotes(origin, { ...project, Cookie: cookie }, pollId),
      shown: totals[totals.length - 1]?.votes ?? 0,
      medianMs: percentile(latencies, 0.5),
      p95Ms: percentile(latencies, 0.95),
    };
  } finally {
    await browser.close();
  }
}

async function openThePresenterView(
  browser: Browser,
  origin: string,
  cookie: string,
  meetingId: string,
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const [name = "", value = ""] = cookie.split("=");
  await context.addCookies([{ name, value, url: origin }]);
  const page = await context.newPage();
  await page.goto(`${origin}/admin/${meetingId}/presenter`);
  await page.getByRole("button", { name: /^Open poll/ }).waitFor();
  return page;
}

/** A projector with no account follows the presenter view by the code it shows (decision 0070). */
async function followOnTheProjector(browser: Browser, origin: string, presenter: Page) {
  await presenter.getByRole("button", { name: "Show on the projector" }).click();
  const code = presenter.getByText(/^[0-9A-Z]{5} [0-9A-Z]{5}$/);
  await code.waitFor();
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();
  await page.addInitScript(RECORD_TOTALS);
  await page.goto(`${origin}/follow`);
  await page.getByRole("textbox", { name: "Code" }).fill((await code.textContent()) ?? "");
  await page.getByRole("button", { name: "Follow" }).click();
  await page.getByRole("region", { name: "Present mode" }).waitFor();
  return page;
}

async function countVotes(
  origin: string,
  headers: Record<string, string>,
  pollId: string,
): Promise<number> {
  const query = new URLSearchParams({ "queries[0]": Query.equal("poll_id", pollId) });
  const response = await fetch(`${origin}${documents("club_poll_votes")}?${query}`, { headers });
  const { total } = (await response.json()) as { total: number };
  return total;
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
}
