import type { Route } from "./+types/setup-restore";
import {
  RESTORE_HEADERS,
  type RestoreOutcome,
  type RestoreRefusal,
} from "../lib/backups/site-backups.ts";

// POST /setup/restore: a backup uploaded on the first organiser's setup screen, restored over the
// new install's data (decision 0144). The body is the file alone, read as it arrives; the setup
// link and the choice travel in headers, which also means no other site's form can send this
// (a cross-origin request with them needs a CORS preflight this site never grants). The answer is
// JSON the screen puts in its own words: a refusal's reason, or what was verified.

const STATUS_OF: Record<RestoreRefusal, number> = {
  "not-a-new-install": 401,
  busy: 409,
  "from-another-install": 409,
  "too-large": 413,
  "no-room": 507,
  "not-a-backup": 400,
  damaged: 400,
  "newer-version": 400,
  code: 400,
};

export async function action({ request, context }: Route.ActionArgs) {
  if (!context.backups) return answer({ kind: "refused", reason: "not-a-new-install" });
  const header = (name: string) => request.headers.get(name) ?? "";
  const length = request.headers.get("Content-Length");
  const outcome = await context.backups.restore({
    link: {
      invitationId: header(RESTORE_HEADERS.invitationId),
      secret: header(RESTORE_HEADERS.secret),
    },
    isFromAnotherInstallAccepted: header(RESTORE_HEADERS.isFromAnotherInstallAccepted) === "yes",
    length: length === null ? null : Number(length),
    body: request.body,
  });
  return answer(outcome);
}

/** GET and the rest: a restore is made only by the setup screen's upload. */
export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}

function answer(outcome: RestoreOutcome): Response {
  return Response.json(outcome, {
    status: outcome.kind === "restored" ? 200 : STATUS_OF[outcome.reason],
    headers: { "Cache-Control": "no-store" },
  });
}
