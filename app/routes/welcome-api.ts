import { z } from "zod";
import type { Route } from "./+types/welcome-api";
import {
  errorAnswer,
  jsonAnswer,
  jsonBody,
  refusedAnswer,
} from "../lib/organisers/desk-answers.server.ts";

// POST /welcome/api: the welcome page asks where its link stands, and creates the organiser
// account the link allows (decision 0147), signed in at once (decision 0148). The link's secret is
// the permission; the site's server checks it and creates the account with its key
// (server/organisers/).

const link = {
  invitationId: z.string().max(64),
  secret: z.string().max(256),
};
const request = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("status"), ...link }),
  z.object({
    intent: z.literal("accept"),
    ...link,
    email: z.string().max(320).default(""),
    name: z.string().max(256).default(""),
    password: z.string().max(1024),
  }),
]);

/** A read of this address: only a POST is answered here. */
export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request: sent, context }: Route.ActionArgs) {
  const desk = context.organisers;
  if (!desk) {
    return refusedAnswer("general_server_error", 503, "The site holds no key for Appwrite.");
  }
  const parsed = request.safeParse(await jsonBody(sent));
  if (!parsed.success) {
    return refusedAnswer(
      "general_argument_invalid",
      400,
      "This is not what the welcome page sends.",
    );
  }
  const asked = parsed.data;
  try {
    if (asked.intent === "status") {
      return jsonAnswer(await desk.invitationStatus(asked.invitationId, asked.secret));
    }
    const accepted = await desk.accept(asked);
    // The new organiser is signed in at once, their session kept in the site's cookie (0148).
    const signedIn = await context.sessions?.signIn(accepted.email, asked.password);
    return jsonAnswer(
      accepted,
      201,
      signedIn?.setCookie ? { "Set-Cookie": signedIn.setCookie } : {},
    );
  } catch (error) {
    return errorAnswer(error);
  }
}
