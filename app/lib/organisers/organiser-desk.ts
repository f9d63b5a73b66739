import type { Locale } from "../../../i18n/locales.ts";
import type {
  InvitationStatus,
  OrganiserChange,
  OrganiserView,
  PendingInvitation,
} from "../admin/organisers-api.ts";

// Organisers, their invitations and their change log, run by the site's server with its key
// through Appwrite's Users API and two collections of appwrite.json (issue 29 item 2, decision
// 0147), the same on the embedded backend and on a real Appwrite. The routes that answer the
// admin screens and the welcome page (app/routes/admin/organisers-api.ts, app/routes/welcome-api.ts)
// reach it as `context.organisers`; server/organisers/ implements it.

/** The organiser a request acts for, as Appwrite knows them when it asks. */
export interface Actor {
  id: string;
  name: string;
  email: string;
  /** Their language (account prefs), which an invitation they send is written in. */
  locale: Locale;
}

/** What the Organisers and End of the school year screens show. */
export interface OrganisersOverview {
  organisers: OrganiserView[];
  invitations: PendingInvitation[];
  changes: OrganiserChange[];
}

/** What the welcome page sends to create the account a link allows. */
export interface Acceptance {
  invitationId: string;
  secret: string;
  /** Typed by the holder of the setup link; an invitation's own address wins otherwise. */
  email: string;
  name: string;
  password: string;
}

export interface OrganiserDesk {
  /** The organiser a JWT (account.createJWT) stands for; null for anyone else. */
  organiserOf(jwt: string): Promise<Actor | null>;
  overview(): Promise<OrganisersOverview>;
  invite(actor: Actor, email: string): Promise<void>;
  cancelInvitation(actor: Actor, invitationId: string): Promise<void>;
  /** Takes the organiser label off every one of `userIds`, or off nobody. */
  remove(actor: Actor, userIds: readonly string[]): Promise<void>;
  invitationStatus(invitationId: string, secret: string): Promise<InvitationStatus>;
  accept(acceptance: Acceptance): Promise<{ email: string }>;
}
