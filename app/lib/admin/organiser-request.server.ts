import { Account, Databases, Storage } from "appwrite";
import { randomUUID } from "node:crypto";
import type { AppLoadContext } from "react-router";
import { translatorFor } from "../../../i18n/catalogues.ts";
import type { Locale } from "../../../i18n/locales.ts";
import type { Translator } from "../../../i18n/translate.ts";
import { serverClient } from "../appwrite.server.ts";
import type { AdminAccess } from "./admin-access.ts";
import { browserLocale, organiserLocale } from "./admin-words.ts";

// Who asks for an admin screen, as the site's server draws it (issue 32 item 2): the session the
// site keeps in its own cookie (decision 0148) stands for them, and the screen's reads and writes
// are made as them with the SDK, so Appwrite's permissions decide what they may do, the same
// with the embedded backend and a real Appwrite. One look per request: the frame's loader and the
// screen's run side by side and share it.

/** The SDK's services acting as the signed-in organiser, on the server. */
export interface OrganiserAppwrite {
  account: Account;
  databases: Databases;
  storage: Storage;
}

/** An admin request: who it is for, in which language, and what its forms must carry. */
export interface AdminRequest {
  access: AdminAccess;
  /** The screens' language: the organiser's choice, else the browser's (the sign-in form). */
  locale: Locale;
  words: Translator;
  /** Set for an organiser only. */
  appwrite: OrganiserAppwrite | null;
  /** The cookie again (its idle time starts over), or forgotten; null to leave it. */
  setCookie: string | null;
  /** What every admin form carries back (organiser-action.server.ts checks both). */
  form: { token: string; id: string } | null;
}

const looked = new WeakMap<object, Promise<AdminRequest>>();

/** The admin request of this load context (one per HTTP request), looked up once. */
export function adminRequestOf(context: AppLoadContext, request: Request): Promise<AdminRequest> {
  let found = looked.get(context);
  if (found === undefined) {
    found = lookUp(context, request);
    looked.set(context, found);
  }
  return found;
}

/**
 * After an action: the loaders that draw its answer look again (the action may have changed the
 * account: its prefs, its name, its session).
 */
export function forgetAdminRequest(context: AppLoadContext): void {
  looked.delete(context);
}

async function lookUp(context: AppLoadContext, request: Request): Promise<AdminRequest> {
  const sessions = context.sessions;
  const guestLocale = browserLocale(acceptedLanguages(request));
  if (!sessions) {
    // The site holds no key: nobody can sign in (the start said which setting is missing).
    return signedOut(guestLocale, null);
  }
  const { access, setCookie } = await sessions.credential(false);
  const secret = sessions.actingSecret();
  const token = sessions.formToken();
  const locale = "user" in access ? organiserLocale(access.user.prefs) : guestLocale;
  const client = access.kind === "admin" && secret !== null ? serverClient(context) : null;
  client?.setSession(secret ?? "");
  return {
    access,
    locale,
    words: translatorFor(locale),
    appwrite:
      client === null
        ? null
        : {
            account: new Account(client),
            databases: new Databases(client),
            storage: new Storage(client),
          },
    setCookie,
    form: token === null ? null : { token, id: randomUUID() },
  };
}

function signedOut(locale: Locale, setCookie: string | null): AdminRequest {
  return {
    access: { kind: "signed-out" },
    locale,
    words: translatorFor(locale),
    appwrite: null,
    setCookie,
    form: null,
  };
}

/** The languages of Accept-Language, most wanted first (weights are ignored: order is enough). */
function acceptedLanguages(request: Request): string[] {
  const header = request.headers.get("Accept-Language") ?? "";
  return header
    .split(",")
    .map((part) => part.split(";")[0]?.trim() ?? "")
    .filter((language) => language !== "");
}
