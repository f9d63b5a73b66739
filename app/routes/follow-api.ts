import { z } from "zod";
import type { Route } from "./+types/follow-api";
import {
  errorAnswer,
  jsonAnswer,
  jsonBody,
  refusedAnswer,
} from "../lib/organisers/desk-answers.server.ts";
import { followTokenCookie, followTokenOf } from "../lib/present/follow-cookie.server.ts";
import { resourceResponse } from "../lib/resource-response.server.ts";

// POST /follow/api: the projector's side of a follow link (decision 0149). "open" takes the code
// typed on /follow (or carried in its fragment) and answers with the link's meeting, keeping the
// link's token in an HttpOnly cookie scoped to this address: no page script ever holds it.
// "credential" trades that cookie for a short JWT the projector's SDK reads the presenter state
// with, as often as the page needs a new one.

const asked = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("open"), code: z.string().max(64) }),
  z.object({ intent: z.literal("credential") }),
]);

/** A read of this address: only a POST is answered here. */
export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const desk = context.presenterFollows;
  if (!desk) {
    return refusedAnswer("general_server_error", 503, "The site holds no key for Appwrite.");
  }
  // The token's cookie is SameSite=Strict; a code posted by another site's page is refused too.
  if (request.headers.get("Sec-Fetch-Site") === "cross-site") {
    return refusedAnswer("general_access_forbidden", 403, "Open /follow on this site.");
  }
  const parsed = asked.safeParse(await jsonBody(request));
  if (!parsed.success) {
    return refusedAnswer("general_argument_invalid", 400, "This is not what /follow sends.");
  }
  try {
    if (parsed.data.intent === "open") {
      const { follow, token } = await desk.open(parsed.data.code);
      // Headers given whole: a header added to a made Response can be lost on its way out
      // (@hono/node-server writes a plainly made Response from what it was made with).
      return resourceResponse(
        JSON.stringify({ meetingId: follow.meetingId, expire: follow.expire }),
        "application/json; charset=utf-8",
        {
          status: 201,
          headers: {
            "Cache-Control": "no-store",
            "Set-Cookie": followTokenCookie(token, follow.expire, {
              requestUrl: request.url,
              publicUrl: context.publicUrl,
            }),
          },
        },
      );
    }
    return jsonAnswer(await desk.credential(followTokenOf(request) ?? ""));
  } catch (error) {
    return errorAnswer(error);
  }
}
