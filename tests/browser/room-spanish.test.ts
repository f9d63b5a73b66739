import { afterAll, beforeAll, describe, it } from "vitest";
import { createPoll, listPolls, setPollStatus } from "../../app/lib/collections/polls.ts";
import { saveRoomScreen } from "../../app/lib/collections/room-screens.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { failedSiteRequest, PHONE } from "../support/browser-world.ts";
import { seedMeeting } from "../support/seed-meetings.ts";
import { eventually, expectText, expectVisible } from "../support/user-sees.ts";
import {
  openSitePage,
  saveScreenshot,
  startSiteWorld,
  waitForPageReady,
  type SiteWorld,
} from "./site-fixtures.ts";

// The room in Spanish (issue 24): a phone on /es/ask/<meeting> asks, votes and says it is here
// in Spanish, including the words of a refusal; a Spanish agenda's present mode sends the room's
// phones to the Spanish Ask page.

const MINUTE = 60_000;

describe("the room in Spanish", () => {
  let world: SiteWorld;
  let meetingId: string;
  let pollId: string;

  beforeAll(async () => {
    world = await startSiteWorld();
    const now = Date.now();
    meetingId = await seedMeeting(world.organiser, {
      title: "Noche de preguntas",
      start: new Date(now - 10 * MINUTE).toISOString(),
      end: new Date(now + 50 * MINUTE).toISOString(),
      agenda: { agenda_preview: "Preguntas y respuestas." },
    });
    const { databases } = world.organiser;
    await createPoll(databases, meetingId, {
      question: "¿Pizza o tacos?",
      options: ["Pizza", "Tacos"],
      allows_several: false,
      hides_totals: false,
    });
    const [poll] = await listPolls(databases, meetingId);
    if (!poll) throw new Error("The poll was not stored.");
    pollId = poll.id;
    await setPollStatus(databases, pollId, "open");
    await saveRoomScreen(databases, meetingId, {
      poll_id: pollId,
      poll_question: poll.question,
      poll_options: poll.options,
      poll_state: "open",
    });
  });

  afterAll(async () => {
    await world?.close();
  });

  it("a phone asks, votes and says it is here on the Spanish Ask page, and hears a closed poll's refusal in Spanish", async () => {
    const visitor = await openSitePage(world, { viewport: PHONE });
    const { page } = visitor;
    await page.goto(`${world.server.url}/es/ask/${meetingId}`);
    await waitForPageReady(page);
    await eventually(() => page.locator("html").getAttribute("lang")).toBe("es");
    await expectVisible(page.getByRole("heading", { name: "Pregunta sin dar tu nombre" }));
    await expectVisible(page.getByText(/Noche de preguntas, \d{1,2} de \p{L}+ de 20\d\d/u));

    await page.getByRole("textbox", { name: "Tu pregunta" }).fill("¿Podemos invitar a la GSA?");
    await page.getByRole("button", { name: "Enviar pregunta" }).click();
    await expectText(
      page.locator("[data-ask-status]"),
      "Enviada. Quienes organizan el club la verán. ¡Gracias!",
    );

    await page.getByRole("radio", { name: "Tacos" }).check();
    await page.getByRole("button", { name: "Votar" }).click();
    await expectText(page.locator("[data-poll-status]"), "Ya contamos tu voto. ¡Gracias!");

    await page.getByRole("button", { name: "Estoy aquí" }).click();
    await expectText(
      page.locator("[data-checkin-status]"),
      "¡Listo, ya te contamos! Te damos la bienvenida.",
    );
    await expectNoAxeViolations(page);
    // From the top, so the sticky header is drawn where a visitor first sees it.
    await page.evaluate(() => window.scrollTo(0, 0));
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: PHONE.height });
      await saveScreenshot(page, "es-ask");
    }
    await page.setViewportSize(PHONE);

    // The organisers close the poll before the phone's page hears of it: the vote is refused.
    await setPollStatus(world.organiser.databases, pollId, "closed");
    visitor.expectConsoleError(failedSiteRequest(409, `/es/ask/${meetingId}/send`));
    await page.getByRole("radio", { name: "Pizza" }).check();
    await page.getByRole("button", { name: "Votar" }).click();
    await expectText(page.locator("[data-poll-status]"), "Esta encuesta está cerrada.");

    await saveRoomScreen(world.organiser.databases, meetingId, { poll_state: "closed" });
    await expectVisible(page.getByRole("heading", { name: "Encuesta cerrada: ¿Pizza o tacos?" }));
    await visitor.close();
  });

  it("a Spanish agenda's present mode shows the QR code of the Spanish Ask page", async () => {
    const visitor = await openSitePage(world, { viewport: { width: 1280, height: 720 } });
    const { page } = visitor;
    await page.goto(`${world.server.url}/es/agenda/${meetingId}`);
    await waitForPageReady(page);
    await page.getByRole("button", { name: "Modo presentación" }).click();

    await expectVisible(page.getByRole("img", { name: "Código QR de la página para preguntar" }));
    const address = `${new URL(world.server.url).host}/es/ask/${meetingId}`;
    await expectVisible(page.getByText(`Pregunta, vota, avisa que estás aquí: ${address}`));
    await page.screenshot({ path: "tests/.artifacts/screenshots/site-es-present-ask-1280.png" });
    await visitor.close();
  });
});
