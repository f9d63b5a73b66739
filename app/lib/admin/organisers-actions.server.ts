import { AppwriteException } from "appwrite";
import { data, type AppLoadContext } from "react-router";
import { z } from "zod";
import type { MessageId } from "../../../i18n/translate.ts";
import { errorWords } from "../error-words.ts";
import type { Actor, OrganiserDesk } from "../organisers/organiser-desk.ts";
import { organiserLocale } from "./admin-words.ts";
import { fieldOf, type Organiser } from "./organiser-screen.server.ts";

// What the Organisers and End of the school year screens' forms change, run by their server
// actions (issue 32 item 2) through the organisers' desk (context.organisers, decision 0147): the
// organiser is the session's, which organiserAction has checked, so no JWT travels.

const appwriteId = z.string().regex(/^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/);

/** An invitation, cancelling one, or taking the organiser label off one person or several. */
const organisersForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("invite"), email: z.string().max(320) }),
  z.object({ intent: z.literal("cancel-invitation"), invitationId: appwriteId }),
  z.object({ intent: z.literal("remove"), userIds: z.array(appwriteId).min(1).max(100) }),
]);
type OrganisersChange = z.infer<typeof organisersForm>;

/** What the screen shows after a form: error is null when it worked. */
export interface OrganisersResult {
  intent: string | null;
  error: string | null;
  /** A refused invitation's address, kept in its field. */
  email?: string;
  /** How many organisers a removal took off. */
  removed?: number;
}

// These screens' words where the general ones would mislead.
const organiserWords: Partial<Record<string, MessageId>> = {
  membership_deletion_prohibited: "admin.organisers.error.lastOrganiser",
  membership_already_confirmed: "admin.organisers.error.alreadyOrganiser",
  general_argument_invalid: "admin.organisers.error.checkEmail",
  team_invite_not_found: "admin.organisers.error.invitationGone",
};

const whatFailed: Record<OrganisersChange["intent"], string> = {
  invite: "invite an organiser",
  "cancel-invitation": "cancel an invitation",
  remove: "remove organisers",
};

/** The organisers' desk, or the reason there is none: the site holds no key for Appwrite. */
export function organisersDesk(context: AppLoadContext): OrganiserDesk {
  if (context.organisers) return context.organisers;
  throw new AppwriteException("The site holds no key for Appwrite.", 503, "general_server_error");
}

/**
 * Runs one of the screens' organiser forms. A form that is none of them is a 400; a change the
 * desk refuses keeps Appwrite's status and says why (a refused address stays in its field).
 */
export async function runOrganisersForm(
  context: AppLoadContext,
  form: FormData,
  organiser: Organiser,
) {
  const sent = organisersForm.safeParse({
    ...Object.fromEntries(form),
    userIds: form.getAll("userIds"),
  });
  if (!sent.success) {
    return data<OrganisersResult>(
      { intent: fieldOf(form, "intent"), error: organiser.words.t("admin.error.invalid_format") },
      { status: 400 },
    );
  }
  const change = sent.data;
  try {
    const desk = organisersDesk(context);
    const actor = await actorOf(organiser);
    if (change.intent === "invite") {
      await desk.invite(actor, change.email.trim());
      return { intent: change.intent, error: null } satisfies OrganisersResult;
    }
    if (change.intent === "cancel-invitation") {
      await desk.cancelInvitation(actor, change.invitationId);
      return { intent: change.intent, error: null } satisfies OrganisersResult;
    }
    await desk.remove(actor, change.userIds);
    return {
      intent: change.intent,
      error: null,
      removed: change.userIds.length,
    } satisfies OrganisersResult;
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error(`Failed to ${whatFailed[change.intent]}:`, error);
    const refusal = asAppwriteError(error);
    const isRefusal = refusal !== null && refusal.code >= 400 && refusal.code < 500;
    return data<OrganisersResult>(
      {
        intent: change.intent,
        error: errorWords(organiser.words, refusal ?? error, organiserWords),
        ...(change.intent === "invite" ? { email: change.email } : {}),
      },
      { status: isRefusal ? refusal.code : 503 },
    );
  }
}

/** The organiser as the desk names them in the change log and their invitations' language. */
async function actorOf(organiser: Organiser): Promise<Actor> {
  const user = await organiser.appwrite.account.get();
  return { id: user.$id, name: user.name, email: user.email, locale: organiserLocale(user.prefs) };
}

/**
 * The desk's refusals are the server SDK's (node-appwrite) errors: the same type and code, read
 * as the web SDK's, which the screens' words know.
 */
function asAppwriteError(error: unknown): AppwriteException | null {
  if (error instanceof AppwriteException) return error;
  if (
    error instanceof Error &&
    "code" in error &&
    typeof error.code === "number" &&
    "type" in error &&
    typeof error.type === "string"
  ) {
    return new AppwriteException(error.message, error.code, error.type);
  }
  return null;
}
