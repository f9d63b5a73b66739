/**
 * Who is calling, as the session middleware resolved it. The permissions service turns this
 * into Appwrite roles ("any", "guests", "users", "user:ID", "label:NAME").
 */
export interface Caller {
  /** The signed-in user, or null for a guest. */
  user: { id: string; labels: readonly string[]; emailVerification: boolean } | null;
  /** The id of the session that authenticated this request, or null. */
  sessionId: string | null;
}

export const guestCaller: Caller = { user: null, sessionId: null };
