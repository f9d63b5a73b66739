import { z } from "zod";
import type { Route } from "./+types/presenter-follows-api";
import {
  errorAnswer,
  jsonAnswer,
  jsonBody,
  refusedAnswer,
} from "../../lib/organisers/desk-answers.server.ts";
import type { PresenterFollowDesk } from "../../lib/present/presenter-follow-desk.ts";

// GET and POST /admin/api/presenter-follows: the presenter view's "Show on the projector"
// (decision 0149). As the organisers' routes do (0147), the screen sends a JWT the organiser has
// just made in X-Appwrite-JWT; the server asks Appwrite who that is, then acts with its key.

const appwriteId = z.string().regex(/^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/);
const change = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("create"), meetingId: appwriteId }),
  z.object({ intent: z.literal("end"), followId: appwriteId }),
]);

export async function loader({ request, context }: Route.LoaderArgs) {
  return asOrganiser(request, context, async (desk) => {
    const meetingId = appwriteId.safeParse(new URL(request.url).searchParams.get("meetingId"));
    if (!meetingId.success) {
      return refusedAnswer("general_argument_invalid", 400, "Which meeting? meetingId is missing.");
    }
    return jsonAnswer({ follows: await desk.list(meetingId.data) });
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  return asOrganiser(request, context, async (desk, organiserId) => {
    const sent = change.safeParse(await jsonBody(request));
    if (!sent.success) {
      return refusedAnswer(
        "general_argument_invalid",
        400,
        "This is not a change the screen sends.",
      );
    }
    if (sent.data.intent === "create") {
      return jsonAnswer(await desk.create(organiserId, sent.data.meetingId), 201);
    }
    await desk.end(sent.data.followId);
    return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  });
}

/** Runs `answer` for the organiser the request's JWT stands for; anyone else gets a 401. */
async function asOrganiser(
  request: Request,
  context: Route.LoaderArgs["context"],
  answer: (desk: PresenterFollowDesk, organiserId: string) => Promise<Response>,
): Promise<Response> {
  const { organisers, presenterFollows } = context;
  if (!organisers || !presenterFollows) {
    return refusedAnswer("general_server_error", 503, "The site holds no key for Appwrite.");
  }
  try {
    const actor = await organisers.organiserOf(request.headers.get("X-Appwrite-JWT") ?? "");
    if (!actor) return refusedAnswer("user_unauthorized", 401, "Only organisers may do this.");
    return await answer(presenterFollows, actor.id);
  } catch (error) {
    return errorAnswer(error);
  }
}
