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

/** Invitations, the organisers' change log, and each account's last sign-in. */
export interface OrganiserStore {
  createInvitation(invitation: InvitationRecord): Promise<void>;
  /** Removes setup links (email "") nobody used, before a new one is printed. */
  deleteUnusedSetupLinks(): Promise<void>;
  getInvitation(invitationId: string): Promise<InvitationRecord | null>;
  /** Marks the invitation used; false when it already was (two tabs, a replayed request). */
  markInvitationUsed(invitationId: string, usedAt: Date): Promise<boolean>;
  /** Makes a used invitation work again, when creating its account failed after all. */
  releaseInvitation(invitationId: string): Promise<void>;
  /** Emailed invitations neither used nor expired at `now`, oldest first. */
  listPendingInvitations(now: Date): Promise<InvitationRecord[]>;
  /** Deletes an emailed invitation nobody used; returns it, or null when there is none. */
  cancelInvitation(invitationId: string): Promise<InvitationRecord | null>;
  /** Deletes every unused invitation `inviterId` sent, and returns them. */
  cancelInvitationsBy(inviterId: string): Promise<InvitationRecord[]>;
  appendOrganiserChange(change: OrganiserChangeRecord): Promise<void>;
  /** The newest `limit` changes, newest first. */
  listOrganiserChanges(limit: number): Promise<OrganiserChangeRecord[]>;
  /** When the user last created a session, from the audit trail (kept 14 days), or null. */
  findLastSignIn(userId: string): Promise<Date | null>;
}
