import { AppwriteException } from "appwrite";
import { data, type AppLoadContext } from "react-router";
import type { Translator } from "../../../i18n/translate.ts";
import { errorWords } from "../error-words.ts";
import type { SignedInUser } from "./admin-access.ts";
import { FORM_ID_FIELD, FORM_TOKEN_FIELD } from "./form-fields.ts";
import type { ScreenLoad } from "./screen-load.ts";
import {
  adminRequestOf,
  forgetAdminRequest,
  type OrganiserAppwrite,
} from "./organiser-request.server.ts";

// The loaders and actions of the admin screens the site's server draws (issue 32 item 2): each
// runs for a signed-in organiser only, acting as them. Anyone else gets nothing: the admin frame
// shows them the sign-in form (routes/admin/layout.tsx).

interface ServerArgs {
  request: Request;
  context: AppLoadContext;
}

/** The organiser a screen's loader or action acts for, with the SDK as them and their words. */
export interface Organiser {
  appwrite: OrganiserAppwrite;
  user: SignedInUser;
  words: Translator;
}

/**
 * An admin screen's loader on the server: `load` runs for an organiser only (null for anyone
 * else), and its null means nothing is at this address. A failure is logged as "Error loading:"
 * and `what`, and handed to the screen in the organiser's words instead of thrown.
 */
export async function loadOrganiserScreen<T extends object>(
  { request, context }: ServerArgs,
  what: string,
  load: (organiser: Organiser) => Promise<T | null>,
): Promise<ScreenLoad<T> | null> {
  const asked = await adminRequestOf(context, request);
  if (asked.access.kind !== "admin" || asked.appwrite === null) return null;
  const organiser = { appwrite: asked.appwrite, user: asked.access.user, words: asked.words };
  try {
    const loaded = await load(organiser);
    if (loaded === null) return { kind: "not-found" };
    return { kind: "loaded", loadedAt: context.now().toISOString(), ...loaded };
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("Error loading:", what, error);
    return { kind: "load-failed", message: errorWords(asked.words, error) };
  }
}

/** Why an admin form changed nothing before its screen's action ran, in the organiser's words. */
export interface FormRefusal {
  intent: string | null;
  error: string;
}

/**
 * An admin screen's action on the server. `run` gets the posted form once it is known to come
 * from a signed-in organiser's own screen, drawn for this session (its token), and posted for the
 * first time (its one-time id). Anything else changes nothing and says why: 401 without a
 * session (the frame then shows the sign-in form), 403 for an account that is no organiser (any
 * more) or a form of another session, 409 for a form posted again.
 */
export async function organiserAction<T>(
  { request, context }: ServerArgs,
  run: (form: FormData, organiser: Organiser) => Promise<T>,
) {
  const asked = await adminRequestOf(context, request);
  const form = await readForm(request);
  const intent = form === null ? null : fieldOf(form, "intent");
  const refuse = (status: number, messageId: Parameters<Translator["t"]>[0]) =>
    data<FormRefusal>({ intent, error: asked.words.t(messageId) }, { status });
  if (form === null) return refuse(400, "admin.error.invalid_format");
  if (asked.access.kind === "not-admin") return refuse(403, "admin.error.user_unauthorized");
  if (asked.access.kind !== "admin" || asked.appwrite === null || asked.form === null) {
    return refuse(401, "admin.error.user_session_not_found");
  }
  if (fieldOf(form, FORM_TOKEN_FIELD) !== asked.form.token)
    return refuse(403, "admin.error.form_stale");
  const formId = fieldOf(form, FORM_ID_FIELD);
  if (formId === null || !context.sessions?.spendFormId(formId)) {
    return refuse(409, "admin.error.form_already_sent");
  }
  try {
    return await run(form, {
      appwrite: asked.appwrite,
      user: asked.access.user,
      words: asked.words,
    });
  } finally {
    forgetAdminRequest(context);
  }
}

/** The posted form, or null for a body that is not one (a form's two encodings only). */
async function readForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

/** A text field of the form; null when it is absent or a file. */
export function fieldOf(form: FormData, name: string): string | null {
  const value = form.get(name);
  return typeof value === "string" ? value : null;
}

/**
 * An edit Appwrite refused or could not make: logged after `logLine`, and said in the organiser's
 * words with Appwrite's status (a 4xx), or 503 when Appwrite failed (never the client's mistake).
 * A thrown Response (Appwrite unreachable, app/lib/appwrite.server.ts) goes on to the boundary.
 */
export function editFailed(
  { words }: Pick<Organiser, "words">,
  intent: string | null,
  logLine: string,
  error: unknown,
) {
  if (error instanceof Response) throw error;
  console.error(logLine, error);
  const isRefusal = error instanceof AppwriteException && error.code >= 400 && error.code < 500;
  return data<FormRefusal>(
    { intent, error: errorWords(words, error) },
    { status: isRefusal ? error.code : 503 },
  );
}
