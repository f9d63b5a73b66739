import { ID, Permission, Query, Role } from "appwrite";
import { afterAll, beforeAll, expect, it } from "vitest";
import { sendRoomForm } from "../../support/room-forms.ts";
import type { SdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { signedInAdmin } from "../../support/users.ts";

// A phone in the room trying to slip a slur past the filter (decision 0127): what the organisers
// find in their queue is "held", not "waiting" for the projector, and an ordinary question
// is not held back.

const DATABASE = "offbranch";
const MINUTE = 60_000;
let server: TestServer;
let organiser: SdkUser;
let meetingId: string;

beforeAll(async () => {
  server = await startTestServer({ withSite: true });
  organiser = await signedInAdmin(server);
  const now = Date.now();
  // Saved, so public (decision 0134): the room takes questions only for a meeting visitors see.
  const meeting = await organiser.databases.createDocument(
    DATABASE,
    "club_meetings",
    ID.unique(),
    {
      title: "Room night",
      start: new Date(now - 10 * MINUTE).toISOString(),
      end: new Date(now + 50 * MINUTE).toISOString(),
    },
    [Permission.read(Role.any())],
  );
  meetingId = meeting.$id;
});

afterAll(() => server.stop());

async function statusOfQuestion(text: string): Promise<unknown> {
  const sent = await sendRoomForm(server.url, meetingId, { form: "question", text });
  if (!sent.outcome.ok) throw new Error(`The question was refused: ${sent.outcome.refusal}`);
  const stored = await organiser.databases.listDocuments(DATABASE, "club_questions", [
    Query.equal("text", text.trim()),
  ]);
  return stored.documents[0]?.status;
}

it.each([
  { name: "a zero-width space inside", text: "why are you such a f\u200Bag" },
  { name: "spaces between the letters", text: "you are a f a g" },
  { name: "dots between the letters", text: "f.a.g.g.o.t" },
  { name: "a slur the English list lacked", text: "what a trannie" },
  { name: "a Spanish slur", text: "eres un maricón" },
])("a phone's slur spelled with $name is held back for the organisers", async ({ text }) => {
  expect(await statusOfQuestion(text)).toBe("held");
});

it("a phone's ordinary question with look-alike words waits for the projector as usual", async () => {
  expect(
    await statusOfQuestion("Is the assessment in class? ¿Y el análisis de la reputación?"),
  ).toBe("waiting");
});
