import { Account, AppwriteException, type Client, type Models } from "node-appwrite";
import { z } from "zod";
import type { Acceptance, Actor, OrganiserDesk } from "../../app/lib/organisers/organiser-desk.ts";
import type { Mailer } from "../../backend/mail/mailer.ts";
import { recipientLocale } from "../../backend/mail/recipient-language.ts";
import { organiserInvitationEmail } from "../../backend/mail/templates.ts";
import {
  createSecret,
  hashSecret,
  secretMatchesHash,
} from "../../backend/security/secret-token.ts";
import { localisedPath } from "../../i18n/locale-paths.ts";
import { DEFAULT_LOCALE, type Locale } from "../../i18n/locales.ts";
import { createAbuseCounter, type AbuseLimit } from "../abuse-counter.ts";
import {
  ORGANISER_LABEL,
  organiserRecords,
  type AdminClient,
  type InvitationDocument,
  type OrganiserRecords,
} from "./organiser-records.ts";

// The organisers' desk on the site's server (decision 0147): who may manage organisers is asked
// of Appwrite with the organiser's own JWT, then the key does the rest. The rules are the ones the
// embedded backend held before (decisions 0031, 0069, 0106, 0117): an invitation is a one-time
// link to one address, in the inviting organiser's language; the last organiser cannot go; a
// link that creates an account replaces whatever account had the address; every change is logged.

const INVITATION_MINUTES = 7 * 24 * 60;
const SETUP_LINK_MINUTES = 24 * 60;
const WELCOME_PATH = "/welcome";
const HOUR = 3_600_000;
/** Invitations one organiser may send in an hour: a class's worth, not a spammer's. */
const INVITE_LIMIT: AbuseLimit = { kind: "invite", limit: 30, windowMs: HOUR };
/** Links looked at, and accounts made from them, per address in an hour: slow guessing down. */
const STATUS_LIMIT: AbuseLimit = { kind: "invitation-status", limit: 60, windowMs: HOUR };
const ACCEPT_LIMIT: AbuseLimit = { kind: "invitation-accept", limit: 10, windowMs: HOUR };
const emailShape = z.email().max(254);

export interface OrganiserDeskDeps {
  admin: AdminClient;
  /** A client acting as whoever holds `jwt` (their own permissions, no key). */
  asHolderOf: (jwt: string) => Client;
  /** The site's mail: SMTP when configured, else the outbox in DATA_DIR. */
  mailer: Mailer;
  brandName: () => string;
  publicUrl: string;
  now: () => Date;
}

/** The desk for each sender (a request's limit group), all counting in one place. */
export function createOrganiserDesks(deps: OrganiserDeskDeps): (sender: string) => OrganiserDesk {
  const records = organiserRecords(deps.admin);
  const counter = createAbuseCounter(deps.now);
  const limited = <T>(limit: AbuseLimit, sender: string, run: () => Promise<T>): Promise<T> => {
    if (!counter.take(limit, sender)) {
      throw refusal(
        "general_rate_limit_exceeded",
        429,
        "Too many tries from this network just now.",
      );
    }
    return run();
  };
  return (sender) => ({
    async organiserOf(jwt) {
      if (jwt === "") return null;
      try {
        const user = await new Account(deps.asHolderOf(jwt)).get();
        return user.labels.includes(ORGANISER_LABEL) ? actorOf(user) : null;
      } catch (error) {
        if (error instanceof AppwriteException && error.code === 401) return null;
        throw error;
      }
    },

    async overview() {
      const [organisers, invitations, changes] = await Promise.all([
        records.listOrganisers(),
        pendingInvitations(records, deps.now()),
        records.listChanges(),
      ]);
      return {
        organisers: organisers.map((user) => ({
          $id: user.$id,
          name: user.name,
          email: user.email,
          mfa: user.mfa,
          lastSignIn: user.accessedAt,
        })),
        invitations: invitations.map((invitation) => ({
          $id: invitation.$id,
          email: invitation.email ?? "",
          inviterName: invitation.inviter_name ?? "",
          inviterEmail: invitation.inviter_email ?? "",
          $createdAt: invitation.$createdAt,
          expire: invitation.expire,
        })),
        changes: changes.map((change) => ({
          id: change.$id,
          time: String(change.time),
          actorName: String(change.actor_name ?? ""),
          actorEmail: String(change.actor_email ?? ""),
          action: change.action,
          subjectEmail: String(change.subject_email ?? ""),
        })),
      };
    },

    async invite(actor, emailInput) {
      const email = checkedEmail(emailInput);
      const existing = await records.findUserByEmail(email);
      if (existing?.labels.includes(ORGANISER_LABEL)) {
        throw refusal("membership_already_confirmed", 409, `${email} is already an organiser.`);
      }
      const giveBack = counter.take(INVITE_LIMIT, actor.id);
      if (!giveBack) {
        throw refusal("general_rate_limit_exceeded", 429, "Too many invitations just now.");
      }
      const { invitation, link } = await createLink(records, deps, {
        email,
        minutes: INVITATION_MINUTES,
        inviter: actor,
        locale: actor.locale,
      });
      try {
        await deps.mailer.sendEmail({
          to: email,
          ...organiserInvitationEmail({
            brandName: deps.brandName(),
            locale: actor.locale,
            link,
            expireMinutes: INVITATION_MINUTES,
            inviterName: actor.name || actor.email,
          }),
        });
      } catch (error) {
        // No invitation without its email: the organiser tries again and nothing is left behind.
        giveBack();
        await records.deleteInvitation(invitation.$id);
        throw refusal("general_server_error", 500, "The email could not be sent.", error);
      }
      await records.recordChange(actor, "invited", email, { time: deps.now() });
    },

    async cancelInvitation(actor, invitationId) {
      const invitation = await records.getInvitation(invitationId);
      if (!invitation || invitation.used_at || !invitation.email) {
        throw refusal("team_invite_not_found", 404, "This invitation is no longer there.");
      }
      await records.deleteInvitation(invitation.$id);
      await records.recordChange(actor, "cancelled", invitation.email, { time: deps.now() });
    },

    async remove(actor, userIds) {
      const organisers = await records.listOrganisers();
      const leaving = [...new Set(userIds)].map((userId) => {
        const user = organisers.find((organiser) => organiser.$id === userId);
        if (!user) throw refusal("membership_not_found", 404, "No organiser has this id.");
        return user;
      });
      if (leaving.length >= organisers.length) {
        throw refusal(
          "membership_deletion_prohibited",
          400,
          organisers.length === 1
            ? "The last organiser cannot be removed: invite another one first."
            : "At least one organiser must stay: invite another one first.",
        );
      }
      const pending = await pendingInvitations(records, deps.now());
      for (const user of leaving) {
        await records.setLabels(
          user.$id,
          user.labels.filter((label) => label !== ORGANISER_LABEL),
        );
        await records.recordChange(actor, "removed", user.email, { time: deps.now() });
        // Otherwise a removed organiser could come back through an address they invited.
        for (const voided of pending.filter(({ inviter_id }) => inviter_id === user.$id)) {
          await records.deleteInvitation(voided.$id);
          await records.recordChange(actor, "cancelled", voided.email ?? "", { time: deps.now() });
        }
      }
    },

    invitationStatus: (invitationId, secret) =>
      limited(STATUS_LIMIT, sender, async () => {
        const invitation = await findInvitation(records, invitationId, secret);
        return { status: statusOf(invitation, deps.now()), email: invitation.email ?? "" };
      }),

    accept: (acceptance) =>
      limited(ACCEPT_LIMIT, sender, () => acceptInvitation(records, deps.now, acceptance)),
  });
}

/** What making a setup link reads and writes: through the key, or the data folder (the users command). */
export type SetupLinkRecords = Pick<
  OrganiserRecords,
  "hasOrganiser" | "listInvitations" | "deleteInvitation" | "createInvitation"
>;

/**
 * While no account carries the organiser label: a new one-time setup link (older unused ones stop
 * working), for the server's log or the one who runs the users command. Null once an organiser
 * exists.
 */
export async function createSetupLink(
  records: SetupLinkRecords,
  deps: Pick<OrganiserDeskDeps, "publicUrl" | "now">,
): Promise<string | null> {
  if (await records.hasOrganiser()) return null;
  for (const unused of await records.listInvitations([])) {
    if (!unused.email && !unused.used_at) await records.deleteInvitation(unused.$id);
  }
  const { link } = await createLink(records, deps, {
    email: "",
    minutes: SETUP_LINK_MINUTES,
    inviter: null,
    locale: DEFAULT_LOCALE,
  });
  return link;
}

/**
 * Whether `link` is the working setup link of an install with no organiser yet: what allows
 * restoring a backup from the setup screen (decision 0144).
 */
export async function isSetupLinkOfNewInstall(
  deps: Pick<OrganiserDeskDeps, "admin" | "now">,
  link: { invitationId: string; secret: string },
): Promise<boolean> {
  const records = organiserRecords(deps.admin);
  if ((await records.listOrganisers()).length > 0) return false;
  // An unknown link or a wrong secret: no setup link at all.
  const invitation = await findInvitation(records, link.invitationId, link.secret).catch(
    () => null,
  );
  return !!invitation && !invitation.email && statusOf(invitation, deps.now()) === "valid";
}

/**
 * Creates the organiser account an invitation or the setup link allows. The link is claimed
 * first, by its "joined" record under an id of its own (a second claim is refused by Appwrite),
 * so two tabs or a replayed request cannot use it twice; a failure after the claim (a short
 * password) gives it back, and the link keeps working for a second try.
 */
async function acceptInvitation(
  records: OrganiserRecords,
  now: () => Date,
  acceptance: Acceptance,
): Promise<{ email: string }> {
  const invitation = await findInvitation(records, acceptance.invitationId, acceptance.secret);
  const status = statusOf(invitation, now());
  if (status === "used") throw alreadyUsed();
  if (status === "expired") throw refusal("team_invalid_secret", 401, "This link has expired.");
  const isSetupLink = !invitation.email;
  if (isSetupLink && (await records.listOrganisers()).length > 0) {
    // An organiser appeared meanwhile (npm run users): the setup link has done its job.
    throw refusal("membership_already_confirmed", 409, "The club already has an organiser.");
  }
  const email = isSetupLink ? checkedEmail(acceptance.email) : (invitation.email ?? "");
  const claim = `joined-${invitation.$id}`.slice(0, 36);
  try {
    await records.recordChange({ name: acceptance.name.trim(), email }, "joined", email, {
      documentId: claim,
      time: now(),
    });
  } catch (error) {
    if (error instanceof AppwriteException && error.type === "document_already_exists") {
      throw alreadyUsed();
    }
    throw error;
  }
  try {
    const user = await createOrganiserAccount(records, email, acceptance);
    await records.markInvitationUsed(invitation.$id, now());
    return { email: user.email };
  } catch (error) {
    await records.deleteChange(claim);
    throw error;
  }
}

/**
 * A new organiser account for `email`. An account that already has the address (a former
 * organiser, someone who signed up) is deleted first, after the input is checked: nothing of it
 * may carry over (decision 0069). An account that is an organiser already is refused.
 */
async function createOrganiserAccount(
  records: OrganiserRecords,
  email: string,
  acceptance: Acceptance,
): Promise<Models.User<Models.Preferences>> {
  if (acceptance.password.length < 8 || acceptance.password.length > 256) {
    throw refusal(
      "general_argument_invalid",
      400,
      "Invalid `password` param: Password must be between 8 and 256 characters long.",
    );
  }
  const existing = await records.findUserByEmail(email);
  if (existing?.labels.includes(ORGANISER_LABEL)) {
    throw refusal(
      "user_already_exists",
      409,
      `${email} is already an organiser: sign in with this address instead.`,
    );
  }
  if (existing) await records.deleteUser(existing.$id);
  const created = await records.createUser({
    email,
    password: acceptance.password,
    name: acceptance.name.trim().slice(0, 128),
  });
  await records.setLabels(created.$id, [ORGANISER_LABEL]);
  return records.markEmailVerified(created.$id);
}

async function createLink(
  records: Pick<SetupLinkRecords, "createInvitation">,
  deps: Pick<OrganiserDeskDeps, "publicUrl" | "now">,
  input: { email: string; minutes: number; inviter: Actor | null; locale: Locale },
): Promise<{ invitation: InvitationDocument; link: string }> {
  const secret = createSecret();
  const invitation = await records.createInvitation({
    email: input.email,
    secret_hash: hashSecret(secret),
    expire: new Date(deps.now().getTime() + input.minutes * 60_000).toISOString(),
    inviter_id: input.inviter?.id ?? "",
    inviter_name: input.inviter?.name ?? "",
    inviter_email: input.inviter?.email ?? "",
    locale: input.locale,
  });
  const link = new URL(localisedPath(WELCOME_PATH, input.locale), deps.publicUrl);
  link.searchParams.set("invitation", invitation.$id);
  link.searchParams.set("secret", secret);
  return { invitation, link: link.href };
}

async function findInvitation(
  records: OrganiserRecords,
  invitationId: string,
  secret: string,
): Promise<InvitationDocument> {
  const invitation = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/.test(invitationId)
    ? await records.getInvitation(invitationId)
    : null;
  if (!invitation) throw refusal("team_invite_not_found", 404, "This link is not known.");
  if (!secretMatchesHash(secret, invitation.secret_hash)) {
    throw refusal("team_invalid_secret", 401, "This link is not valid.");
  }
  return invitation;
}

/** Emailed invitations neither used nor expired at `now`, oldest first. */
function pendingInvitations(records: OrganiserRecords, now: Date) {
  return records
    .listInvitations([])
    .then((all) =>
      all.filter(
        (invitation) =>
          !!invitation.email &&
          !invitation.used_at &&
          Date.parse(invitation.expire) > now.getTime(),
      ),
    );
}

function statusOf(invitation: InvitationDocument, now: Date): "valid" | "expired" | "used" {
  if (invitation.used_at) return "used";
  return Date.parse(invitation.expire) <= now.getTime() ? "expired" : "valid";
}

function actorOf(user: Models.User<Models.Preferences>): Actor {
  return { id: user.$id, name: user.name, email: user.email, locale: recipientLocale(user.prefs) };
}

function checkedEmail(input: string): string {
  const email = input.trim().toLowerCase();
  if (!emailShape.safeParse(email).success) {
    throw refusal(
      "general_argument_invalid",
      400,
      "Invalid `email` param: Value must be a valid email address",
    );
  }
  return email;
}

function alreadyUsed(): AppwriteException {
  return refusal("membership_already_confirmed", 409, "This link has already been used.");
}

/** An Appwrite-typed refusal, as the screens read it (app/lib/error-words.ts). */
function refusal(type: string, code: number, message: string, cause?: unknown): AppwriteException {
  const error = new AppwriteException(message, code, type);
  if (cause !== undefined) error.cause = cause;
  return error;
}
