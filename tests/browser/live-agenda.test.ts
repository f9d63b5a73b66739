import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AGENDAS, DATABASE_ID, MEETINGS } from "../../app/lib/collections/ids.ts";
import { daysFromNow, seedMeeting } from "../support/seed-meetings.ts";
import { eventually, expectVisible } from "../support/user-sees.ts";
import type { SdkUser } from "../support/sdk.ts";
import { openSitePage, startSiteWorld, waitForPageReady, type SiteWorld } from "./site-fixtures.ts";

// The agenda page and present mode follow an organiser's saves through one live feed
// (decision 0080): a save of several documents shows once and whole, and a save made while the
// page is still connecting shows without waiting for another.

const PROJECTOR = { width: 1280, height: 720 };

/**
 * Records, in the page, every state its screen goes through: the first heading's text and
 * whether `mark` shows anywhere, each time either changes (window.seenStates).
 */
function recordScreenStates(mark: string) {
  const seen: string[] = [];
  Object.defineProperty(window, "seenStates", { value: seen });
  const record = () => {
    const heading = document.querySelector("h1")?.textContent ?? "";
    // Present mode puts the page away before its deck shows: no heading, no state.
    if (heading === "") return;
    const state = `${heading} | ${document.body.textContent.includes(mark) ? "new" : "old"} agenda`;
    if (seen.at(-1) !== state) seen.push(state);
  };
  document.addEventListener("DOMContentLoaded", () => {
    record();
    new MutationObserver(record).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
}

function seenStates(page: Page): Promise<string[]> {
  return page.evaluate((): string[] => Reflect.get(window, "seenStates"));
}

/**
 * Relays the page's realtime socket through the test; returns how many events about a meeting
 * the page has been sent so far.
 */
async function relayRealtime(page: Page): Promise<() => number> {
  let meetingEvents = 0;
  await page.routeWebSocket(/\/v1\/realtime/, (socket) => {
    const server = socket.connectToServer();
    server.onMessage((message) => {
      socket.send(message);
      const text = String(message);
      if (text.includes('"type":"event"') && text.includes(`.${MEETINGS}.`)) meetingEvents += 1;
    });
  });
  return () => meetingEvents;
}

/**
 * As the Manage Meeting screen saves, from an organiser's phone slower than the pages' network:
 * the meeting, and its agenda only once every open page has heard of the meeting's save.
 */
async function saveMeetingThenAgenda(
  organiser: SdkUser,
  id: string,
  changes: { meeting: { title: string }; agenda: Record<string, string> },
  pagesHeard: (() => number)[],
): Promise<void> {
  const { databases } = organiser;
  await databases.updateDocument({
    databaseId: DATABASE_ID,
    collectionId: MEETINGS,
    documentId: id,
    data: changes.meeting,
  });
  for (const heard of pagesHeard) {
    await eventually(heard, "the page heard of the meeting's save").toBe(1);
  }
  await databases.updateDocument({
    databaseId: DATABASE_ID,
    collectionId: AGENDAS,
    documentId: id,
    data: changes.agenda,
  });
}

describe("the agenda page's live feed", () => {
  let world: SiteWorld;

  beforeAll(async () => {
    world = await startSiteWorld();
  });

  afterAll(async () => {
    await world?.close();
  });

  it("a meeting and its agenda saved together show once on the page and in present mode, never the meeting new with the agenda old", async () => {
    const id = await seedMeeting(world.organiser, {
      title: "Before the Save",
      start: daysFromNow(1),
      end: daysFromNow(1, 1),
      agenda: { question_1: "Old question?", everything_else: "## Posters" },
    });
    // The page shows the question; the deck's title slide counts the slides, and the quote adds one.
    const visitor = await openSitePage(world);
    await visitor.page.addInitScript(recordScreenStates, "New question?");
    const visitorHeard = await relayRealtime(visitor.page);
    const projector = await openSitePage(world, { viewport: PROJECTOR });
    await projector.page.addInitScript(recordScreenStates, "Slide 1 of 6");
    const projectorHeard = await relayRealtime(projector.page);
    for (const { page } of [visitor, projector]) {
      await page.goto(`${world.server.url}/agenda/${id}`);
      await waitForPageReady(page);
    }
    await projector.page.getByRole("button", { name: "Present mode" }).click();
    await expectVisible(projector.page.getByText("Slide 1 of 5: Welcome"));

    await saveMeetingThenAgenda(
      world.organiser,
      id,
      {
        meeting: { title: "After the Save" },
        agenda: { question_1: "New question?", quote_text: "Be bold." },
      },
      [visitorHeard, projectorHeard],
    );

    await expectVisible(visitor.page.getByText("New question?"));
    await expectVisible(visitor.page.getByRole("heading", { name: "After the Save" }));
    await expectVisible(projector.page.getByText("Slide 1 of 6: Welcome"));
    await expectVisible(projector.page.getByRole("heading", { name: "After the Save" }));
    const once = ["Before the Save | old agenda", "After the Save | new agenda"];
    expect(await seenStates(visitor.page)).toEqual(once);
    expect(await seenStates(projector.page)).toEqual(once);
    await visitor.close();
    await projector.close();
  });

  it("an edit saved while the page is still connecting shows without another edit", async () => {
    const id = await seedMeeting(world.organiser, {
      title: "Connecting Meeting",
      start: daysFromNow(2),
      end: daysFromNow(2, 1),
      agenda: { question_1: "Question before connecting?" },
    });
    const visit = await openSitePage(world);
    const { page } = visit;
    // The page's socket goes through the test, which saves the edit once the socket is open
    // and the page has asked for its subscription, before the server has it.
    let isSavedWhileConnecting = false;
    await page.routeWebSocket(/\/v1\/realtime/, (socket) => {
      const server = socket.connectToServer();
      let inOrder = Promise.resolve();
      socket.onMessage((message) => {
        inOrder = inOrder.then(async () => {
          if (!isSavedWhileConnecting && String(message).includes('"subscribe"')) {
            await world.organiser.databases.updateDocument({
              databaseId: DATABASE_ID,
              collectionId: AGENDAS,
              documentId: id,
              data: { question_1: "Question saved while connecting?" },
            });
            isSavedWhileConnecting = true;
          }
          server.send(message);
        });
      });
    });
    await page.goto(`${world.server.url}/agenda/${id}`);

    await expectVisible(page.getByText("Question saved while connecting?"));
    expect(isSavedWhileConnecting).toBe(true);
    await waitForPageReady(page);
    await visit.close();
  });
});
