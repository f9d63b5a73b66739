import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { daysFromNow, seedMeeting } from "../support/seed-meetings.ts";
import { openSitePage, startSiteWorld, waitForPageReady, type SiteWorld } from "./site-fixtures.ts";
import { eventually, expectText, expectVisible } from "../support/user-sees.ts";

// Every field an organiser can write carries an attack. A payload that ran would set
// window.__xss, open a dialog, or make the browser log a CSP refusal (a console error).
const meetingPayloads = {
  title: `</title><img src=x onerror="window.__xss='title'">`,
  location: `"><script>window.__xss='location'</script>`,
};

const agendaPayloads = {
  agenda_preview: `<script>window.__xss='preview'</script>`,
  question_1: `<svg onload="window.__xss='q1'"></svg>`,
  question_2: `<iframe src="javascript:window.__xss='q2'"></iframe>`,
  question_3: `<a href="javascript:window.__xss='q3'">answer here</a>`,
  quote_text: `<img src=x onerror="window.__xss='quote'">`,
  quote_author: `<style>body { display: none }</style>`,
  everything_else: [
    `[click me](javascript:window.__xss='md-link')`,
    `[JS upper](JAVASCRIPT:window.__xss='md-upper')`,
    `[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)`,
    `<img src=x onerror="window.__xss='md-img'">`,
    `<script>window.__xss='md-script'</script>`,
    `<details open ontoggle="window.__xss='md-details'">x</details>`,
    `![pixel](https://tracker.example/pixel.png)`,
  ].join("\n\n"),
};

interface DomFindings {
  xss: unknown;
  eventHandlers: string[];
  scriptLinks: string[];
  strayScripts: string[];
  frames: number;
  images: number;
}

/**
 * What an attack could have left in the page. A stray script is one the page's policy would not
 * have let the server send: inline without its hash listed, or loaded from elsewhere.
 */
function inspectDom(page: Page, policy: string): Promise<DomFindings> {
  return page.evaluate(async (policy) => {
    const elements = [...document.querySelectorAll("*")];
    const strayScripts: string[] = [];
    for (const script of document.scripts) {
      // JSON and JSON-LD blocks are data a browser never runs (the structured-data tests check
      // that a title cannot close them).
      if (["application/json", "application/ld+json"].includes(script.type)) continue;
      if (script.src) {
        if (new URL(script.src).origin !== location.origin) strayScripts.push(script.outerHTML);
        continue;
      }
      const text = new TextEncoder().encode(script.textContent ?? "");
      const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", text));
      const hash = btoa(String.fromCharCode(...digest));
      if (!policy.includes(`'sha256-${hash}'`)) strayScripts.push(script.outerHTML);
    }
    return {
      xss: Reflect.get(window, "__xss"),
      eventHandlers: elements.flatMap((element) =>
        [...element.attributes]
          .filter((attribute) => attribute.name.startsWith("on"))
          .map((attribute) => attribute.name),
      ),
      scriptLinks: [...document.querySelectorAll("a[href]")]
        .map((link) => link.getAttribute("href") ?? "")
        .filter((href) => /^\s*(javascript|data|vbscript):/i.test(href)),
      strayScripts,
      frames: document.querySelectorAll("iframe, object, embed").length,
      images: document.querySelectorAll("img").length,
    };
  }, policy);
}

/** Opens `url` and returns the Content-Security-Policy it was served with. */
async function openPage(page: Page, url: string): Promise<string> {
  const response = await page.goto(url);
  return (await response?.allHeaders())?.["content-security-policy"] ?? "";
}

const safe: DomFindings = {
  xss: undefined,
  eventHandlers: [],
  scriptLinks: [],
  strayScripts: [],
  frames: 0,
  images: 0,
};

describe("script written into a meeting or its agenda", () => {
  let world: SiteWorld;
  let id: string;

  beforeAll(async () => {
    world = await startSiteWorld();
    id = await seedMeeting(world.organiser, {
      ...meetingPayloads,
      start: daysFromNow(1),
      end: daysFromNow(1, 1),
      agenda: agendaPayloads,
    });
  });

  afterAll(async () => {
    await world?.close();
  });

  it("never runs on the agenda page, and plain fields show the text as written", async () => {
    const visitor = await openSitePage(world);
    const { page } = visitor;
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const externalRequests: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(world.server.url)) externalRequests.push(request.url());
    });

    const policy = await openPage(page, `${world.server.url}/agenda/${id}`);
    await waitForPageReady(page);

    await eventually(() => inspectDom(page, policy)).toEqual(safe);
    await eventually(() => page.title()).toBe(`${meetingPayloads.title} | Agenda`);
    await expectText(page.getByRole("heading", { level: 1 }), meetingPayloads.title);
    await expectVisible(page.getByText(agendaPayloads.agenda_preview));
    await expectVisible(page.getByText(agendaPayloads.question_3));
    await expectVisible(page.getByText(agendaPayloads.quote_author));

    await page.getByText("click me").click();
    await eventually(() => inspectDom(page, policy)).toEqual(safe);
    expect(dialogs).toEqual([]);
    expect(externalRequests).toEqual([]);
    await visitor.close();
  });

  it("never runs on the landing page's meeting card", async () => {
    const visitor = await openSitePage(world);
    const { page } = visitor;
    const policy = await openPage(page, world.server.url);
    await waitForPageReady(page);

    await eventually(() => inspectDom(page, policy)).toEqual(safe);
    await expectVisible(page.getByRole("heading", { name: meetingPayloads.title }));
    await expectVisible(page.getByText(meetingPayloads.location));
    await visitor.close();
  });
});
