import { z } from "zod";
import type { Route } from "./+types/ask-send";
import { resourceResponse } from "../lib/resource-response.server.ts";
import { REFUSAL_STATUS, type RoomOutcome } from "../lib/room/room-desk.ts";

// POST /ask/<meeting>/send: a phone's question, vote or "I'm here" from the Ask page (issue 29
// item 1, decision 0145). The page script posts the form here; the site's server checks it
// against the room's rules and writes it with its key (context.room, server/room/). The answer is
// only whether it was taken, or the code of why not, which the page says in its language.

/** A question of 280 characters, percent-encoded, is far less than this. */
const MAX_FORM_BYTES = 16 * 1024;
/** Appwrite's custom ids: what a meeting, a poll and a ballot id must look like. */
const appwriteId = z.string().regex(/^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/);

const roomForm = z.discriminatedUnion("form", [
  z.object({ form: z.literal("question"), text: z.string().max(4 * 1024) }),
  z.object({
    form: z.literal("vote"),
    poll: appwriteId,
    ballot: appwriteId,
    choice: z.array(z.coerce.number()).max(64),
  }),
  z.object({ form: z.literal("checkin"), ballot: appwriteId }),
]);

export async function action({ request, params, context }: Route.ActionArgs) {
  const length = Number(request.headers.get("Content-Length") ?? Number.NaN);
  // A form another site's page posts is not the room's: the browser says where it came from.
  if (request.headers.get("Sec-Fetch-Site") === "cross-site" || !(length <= MAX_FORM_BYTES)) {
    return answer({ ok: false, refusal: "form_invalid" });
  }
  const meetingId = appwriteId.safeParse(params.id);
  const form = roomForm.safeParse(await fieldsOf(request));
  if (!meetingId.success || !form.success) return answer({ ok: false, refusal: "form_invalid" });
  const room = context.room;
  if (!room) return answer({ ok: false, refusal: "unavailable" });
  const sent = form.data;
  switch (sent.form) {
    case "question":
      return answer(await room.ask(meetingId.data, sent.text));
    case "vote":
      return answer(await room.vote(sent.poll, sent.ballot, sent.choice));
    case "checkin":
      return answer(await room.checkIn(meetingId.data, sent.ballot));
  }
}

/** A read of the form's address: only a POST is answered here. */
export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}

/** The form's fields, a repeated one (`choice`) as a list; null for a body that is no form. */
async function fieldsOf(request: Request): Promise<Record<string, unknown> | null> {
  const formData = await request.formData().catch(() => null);
  if (!formData) return null;
  const fields: Record<string, unknown> = Object.fromEntries(formData);
  fields.choice = formData.getAll("choice");
  return fields;
}

function answer(outcome: RoomOutcome): Response {
  const status = outcome.ok ? 200 : REFUSAL_STATUS[outcome.refusal];
  const retry = status === 429 ? "60" : status === 503 ? "30" : null;
  return resourceResponse(JSON.stringify(outcome), "application/json; charset=utf-8", {
    status,
    headers: { "Cache-Control": "no-store", ...(retry ? { "Retry-After": retry } : {}) },
  });
}
