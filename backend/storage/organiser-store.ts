/**
 * A one-time link that lets its holder create an organiser account: an invitation an organiser
 * emailed (bound to that address), or the setup link the first start prints (email "").
 */
export interface InvitationRecord {
  id: string;
  /** Only the hash of the link's secret is kept (backend/security/secret-token.ts). */
  secretHash: string;
  /** The invited address; "" for the setup link, whose holder types their own. */
  email: string;
  createdAt: Date;
  expire: Date;
  /** When the link was used; null while it still works. */
  usedAt: Date | null;
  /** The organiser who sent it, as they were then ("" for the setup link). */
  inviter: { id: string; name: string; email: string };
}

/** What happened to the organisers: who did it, what, to whom, when. */
export interface OrganiserChangeRecord {
  id: string;
  time: Date;
  /** The organiser who acted, as they were named then ("" when the server itself acted). */
  actorName: string;
  actorEmail: string;
  action: "invited" | "joined" | "removed" | "cancelled";
  /** The address the change concerns. */
  subjectEmail: string;
}

/**
 * What older versions kept of organisers in tables of their own: invitations and the change log.
 * The site's server now keeps them in collections (decision 0147); these are read once, at the
 * first start of this version, to move them there, and then emptied.
 */
export interface OrganiserStore {
  /** Emailed invitations neither used nor expired at `now`, oldest first. */
  listPendingInvitations(now: Date): Promise<InvitationRecord[]>;
  /** Every change, oldest first. */
  listOrganiserChanges(): Promise<OrganiserChangeRecord[]>;
  /** Deletes every invitation and change, once they are moved. */
  clear(): Promise<void>;
}
