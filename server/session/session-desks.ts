import { Account, AppwriteException, AuthenticationFactor } from "node-appwrite";
import { accessFor, type AdminAccess } from "../../app/lib/admin/admin-access.ts";
import type {
  SessionCredential,
  SessionDesk,
  SessionRefusal,
  SessionStep,
} from "../../app/lib/admin/session-desk.ts";
import { factorNameForCode, normaliseCode } from "../../app/lib/admin/two-factor-challenge.ts";
import type { SessionLimits } from "../../backend/config.ts";
import { createAbuseCounter, type AbuseLimit } from "../abuse-counter.ts";
import type { TrustedClients } from "../appwrite/clients.ts";
import {
  forgottenSessionCookie,
  heldSessionCookie,
  isHeldSessionOver,
  readHeldSession,
  type HeldSession,
} from "./held-session.ts";

// Sign-in on the site's server (issue 32 item 1, decision 0148). The key makes the session
// (account.createEmailPasswordSession answers a server its secret, as Appwrite does for app
// users); the site keeps the secret in its own cookie (held-session.ts) and acts with it as the
// organiser (X-Appwrite-Session), so Appwrite's permissions still decide what they may do.
// Appwrite does not count a key's sign-ins against its abuse limits, so the site counts each
// address's failed ones itself, as Appwrite would count a browser's: per address and email, and
// per address over all emails.

const HOUR = 3_600_000;
/** How long a posted form's one-time id is remembered: a form posted again later is as old as a day. */
const FORM_ID_MEMORY_MS = 24 * HOUR;
/** At most this many ids are remembered; the oldest go first (a crowd of posts cannot fill memory). */
const FORM_IDS_KEPT = 20_000;
const RATE_LIMITED: SessionRefusal = { type: "general_rate_limit_exceeded", code: 429 };

export interface SessionDeskDeps {
  trusted: TrustedClients;
  limits: SessionLimits;
  /**
   * Failed sign-ins an address may make at one email in an hour (the embedded backend's
   * emailSessionsPerEmailPerHour, Appwrite's 10); ten times as many over all emails.
   */
  failedSignInsPerHour: number;
  /** Whether the site is on https (PUBLIC_URL): its cookie is then Secure and __Host-. */
  isHttps: boolean;
  now: () => Date;
}

/** The desk of each request (its Cookie header and sender), all counting in one place. */
export function createSessionDesks(
  deps: SessionDeskDeps,
): (cookieHeader: string | null, sender: string) => SessionDesk {
  const counter = createAbuseCounter(deps.now);
  const PER_EMAIL: AbuseLimit = {
    kind: "sign-in",
    limit: deps.failedSignInsPerHour,
    windowMs: HOUR,
  };
  const PER_ADDRESS: AbuseLimit = {
    kind: "sign-in-any",
    limit: deps.failedSignInsPerHour * 10,
    windowMs: HOUR,
  };
  const { trusted, limits, isHttps, now } = deps;
  const keep = (held: Pick<HeldSession, "secret" | "since">) =>
    heldSessionCookie(held, limits, now(), isHttps);
  const forget = forgottenSessionCookie(isHttps);
  const spentFormIds = createSpentFormIds(now);

  return (cookieHeader, sender) => {
    const found = readHeldSession(cookieHeader, isHttps);
    // A session the club's settings ended counts as none; Appwrite is told when it is used.
    const held = found && !isHeldSessionOver(found, limits, now()) ? found : null;
    const asOrganiser = () => new Account(trusted.session(held?.secret ?? ""));

    return {
      async signIn(email, password) {
        const takes = [PER_ADDRESS, PER_EMAIL].map((limit) =>
          counter.take(limit, limit === PER_EMAIL ? `${sender}\n${email.toLowerCase()}` : sender),
        );
        if (takes.some((giveBack) => giveBack === null)) {
          takes.forEach((giveBack) => giveBack?.());
          return { ok: false, refusal: RATE_LIMITED, setCookie: null };
        }
        try {
          const session = await new Account(trusted.admin()).createEmailPasswordSession({
            email,
            password,
          });
          // A sign-in that worked costs the address nothing, as in Appwrite's own limits.
          takes.forEach((giveBack) => giveBack?.());
          if (held) await endQuietly(asOrganiser());
          return { ok: true, setCookie: keep({ secret: session.secret, since: now().getTime() }) };
        } catch (error) {
          // Only Appwrite's refusal (a wrong password) counts against the address.
          if (!isRefusal(error)) takes.forEach((giveBack) => giveBack?.());
          return refused(error);
        }
      },

      async proveSecondFactor(typed) {
        if (!held) return { ok: false, refusal: SIGNED_OUT, setCookie: forget };
        const otp = normaliseCode(typed);
        const account = asOrganiser();
        try {
          const challenge = await account.createMFAChallenge({
            factor:
              factorNameForCode(otp) === "totp"
                ? AuthenticationFactor.Totp
                : AuthenticationFactor.Recoverycode,
          });
          await account.updateMFAChallenge({ challengeId: challenge.$id, otp });
          return { ok: true, setCookie: keep(held) };
        } catch (error) {
          return refused(error);
        }
      },

      async signOut() {
        if (held) await endQuietly(asOrganiser());
        return { ok: true, setCookie: found ? forget : null };
      },

      async credential(withJwt) {
        if (!held) return { access: accessFor(null), jwt: null, setCookie: found ? forget : null };
        const account = asOrganiser();
        const access = await accessOf(account);
        if (access.kind === "signed-out") return { access, jwt: null, setCookie: forget };
        const jwt = withJwt && access.kind === "admin" ? (await account.createJWT()).jwt : null;
        return { access, jwt, setCookie: keep(held) } satisfies SessionCredential;
      },

      asSignedIn: () => (held ? trusted.session(held.secret) : null),
      actingSecret: () => held?.secret ?? null,
      formToken: () => (held ? trusted.keyedHash(`admin-form\n${held.secret}`) : null),
      spendFormId: (formId) => spentFormIds.spend(formId),
    };
  };
}

/** The one-time ids of the admin forms posted in the last day, oldest first (a Map keeps order). */
function createSpentFormIds(now: () => Date) {
  const spentAt = new Map<string, number>();
  return {
    spend(formId: string): boolean {
      const at = now().getTime();
      for (const [id, when] of spentAt) {
        if (at - when < FORM_ID_MEMORY_MS && spentAt.size < FORM_IDS_KEPT) break;
        spentAt.delete(id);
      }
      if (spentAt.has(formId)) return false;
      spentAt.set(formId, at);
      return true;
    },
  };
}

const SIGNED_OUT: SessionRefusal = { type: "user_unauthorized", code: 401 };

/** What Appwrite says of the account a session is for. */
async function accessOf(account: Account): Promise<AdminAccess> {
  try {
    return accessFor(await account.get());
  } catch (error) {
    if (error instanceof AppwriteException && error.type === "user_more_factors_required") {
      return { kind: "needs-second-factor" };
    }
    // An ended or unknown session: the ordinary signed-out answer.
    if (error instanceof AppwriteException && error.code === 401) return accessFor(null);
    throw error;
  }
}

/** Ends a session with Appwrite; one already gone is ended all the same. */
async function endQuietly(account: Account): Promise<void> {
  try {
    await account.deleteSession({ sessionId: "current" });
  } catch (error) {
    if (!(error instanceof AppwriteException && error.code === 401)) throw error;
  }
}

function isRefusal(error: unknown): error is AppwriteException {
  return error instanceof AppwriteException && error.code >= 400 && error.code < 500;
}

/** A refusal Appwrite gave; anything else (unreachable, a 5xx) is thrown to the route. */
function refused(error: unknown): SessionStep {
  if (isRefusal(error)) {
    return { ok: false, refusal: { type: error.type, code: error.code }, setCookie: null };
  }
  throw error;
}
