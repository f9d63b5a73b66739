// A projector's read-only follow link, run by the site's server with its key (decision 0149):
// the same on the embedded backend and on a real Appwrite. The routes that answer the presenter
// view and the projector (app/routes/admin/presenter-follows-api.ts, app/routes/follow-api.ts)
// reach it as `context.presenterFollows`; server/presenter/ implements it.

/** A follow link as the presenter view lists it (its code is never shown again). */
export interface PresenterFollowView {
  $id: string;
  meetingId: string;
  /** ISO instant at which it stops working. */
  expire: string;
  /** Whether a projector already typed the code. */
  isOpened: boolean;
}

/** What a projector's page reads the presenter state with: a short-lived JWT of the link's own user. */
export interface FollowCredential {
  meetingId: string;
  jwt: string;
  /** ISO instant at which the link itself stops working. */
  expire: string;
}

export interface PresenterFollowDesk {
  /** A new link for meeting `meetingId`, made by organiser `organiserId`, with its code (shown once). */
  create(organiserId: string, meetingId: string): Promise<PresenterFollowView & { code: string }>;
  /** The meeting's links that still work, newest first. */
  list(meetingId: string): Promise<PresenterFollowView[]>;
  /** Ends a link: its projector can read nothing more. 404 user_session_not_found when it had ended. */
  end(followId: string): Promise<void>;
  /**
   * The projector's side: a code, once, for the token the site keeps in the projector's cookie.
   * A wrong, used or expired code is 401 user_invalid_token; too many tries, 429.
   */
  open(code: string): Promise<{ follow: PresenterFollowView; token: string }>;
  /** A fresh credential for the holder of `token`; 401 user_invalid_token once the link ended. */
  credential(token: string): Promise<FollowCredential>;
}
