import { z } from "zod";
import type { Route } from "./+types/organisers-api";
import {
  errorAnswer,
  jsonAnswer,
  jsonBody,
  refusedAnswer,
} from "../../lib/organisers/desk-answers.server.ts";
import type { Actor, OrganiserDesk } from "../../lib/organisers/organiser-desk.ts";

// GET and POST /admin/api/organisers: the organisers' data and changes as JSON, for whoever holds
// an organiser's JWT (decision 0147), sent in X-Appwrite-JWT: the server learns who asks from
// Appwrite itself, then acts with its key (server/organisers/). The screens no longer call it:
// their own loaders and actions call the desk (decision 0157); the API tests of the desk's rules
// still do, reading Appwrite's error types.

const appwriteId = z.string().regex(/^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/);
const intent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("invite"), email: z.string().max(320) }),
  z.object({ intent: z.literal("cancel-invitation"), invitationId: appwriteId }),
  z.object({ intent: z.literal("remove"), userIds: z.array(appwriteId).min(1).max(100) }),
]);

export async function loader({ request, context }: Route.LoaderArgs) {
  return asOrganiser(request, context.organisers, async (desk) =>
    jsonAnswer(await desk.overview()),
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  return asOrganiser(request, context.organisers, async (desk, actor) => {
    const sent = intent.safeParse(await jsonBody(request));
    if (!sent.success) {
      return refusedAnswer(
        "general_argument_invalid",
        400,
        "This is not a change the screen sends.",
      );
    }
    const change = sent.data;
    if (change.intent === "invite") await desk.invite(actor, change.email);
    else if (change.intent === "cancel-invitation")
      await desk.cancelInvitation(actor, change.invitationId);
    else await desk.remove(actor, change.userIds);
    return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  });
}

/** Runs `answer` for the organiser the request's JWT stands for; anyone else gets a 401. */
async function asOrganiser(
  request: Request,
  desk: OrganiserDesk | undefined,
  answer: (desk: OrganiserDesk, actor: Actor) => Promise<Response>,
): Promise<Response> {
  if (!desk) {
    return refusedAnswer("general_server_error", 503, "The site holds no key for Appwrite.");
  }
  try {
    const actor = await desk.organiserOf(request.headers.get("X-Appwrite-JWT") ?? "");
    if (!actor) return refusedAnswer("user_unauthorized", 401, "Only organisers may do this.");
    return await answer(desk, actor);
  } catch (error) {
    return errorAnswer(error);
  }
}
