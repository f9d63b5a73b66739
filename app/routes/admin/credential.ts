import type { Route } from "./+types/credential";
import {
  errorAnswer,
  jsonAnswer,
  refusedAnswer,
} from "../../lib/organisers/desk-answers.server.ts";

// GET /admin/api/credential: who the site's session cookie stands for, and, asked with `?jwt`,
// a short-lived JWT for an organiser's screens (decision 0148). The cookie itself never reaches a
// page script; this answer is read only by the site's own pages, and kept nowhere.

export async function loader({ request, context }: Route.LoaderArgs) {
  // A page of another site may not even ask: the browser says where the request came from.
  if (request.headers.get("Sec-Fetch-Site") === "cross-site") {
    return refusedAnswer("general_unknown_origin", 403, "Only the site's own pages ask this.");
  }
  if (!context.sessions) {
    return refusedAnswer("general_server_error", 503, "The site holds no key for Appwrite.");
  }
  try {
    const { access, jwt, setCookie } = await context.sessions.credential(
      new URL(request.url).searchParams.has("jwt"),
    );
    return jsonAnswer({ access, jwt }, 200, setCookie === null ? {} : { "Set-Cookie": setCookie });
  } catch (error) {
    return errorAnswer(error);
  }
}
