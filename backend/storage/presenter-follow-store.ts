/**
 * A read-only follow link (decision 0070): it lets one projector, with no account, follow the
 * presenter view of one meeting until it expires or an organiser ends it.
 */
export interface PresenterFollowRecord {
  id: string;
  meetingId: string;
  /** Hash of the short code the organiser types on the projector; one exchange only. */
  codeHash: string;
  /** Hash of the secret the projector got for the code; null until the code is exchanged. */
  tokenHash: string | null;
  /** The organiser who made the link. */
  createdBy: string;
  createdAt: Date;
  expire: Date;
}

/** Follow links, kept only hashed; ended links are deleted. */
export interface PresenterFollowStore {
  createPresenterFollow(follow: PresenterFollowRecord): Promise<void>;
  getPresenterFollow(followId: string): Promise<PresenterFollowRecord | null>;
  findPresenterFollowByCode(codeHash: string): Promise<PresenterFollowRecord | null>;
  /** Sets the token of a link whose code was not exchanged yet; false when it already was. */
  exchangePresenterFollowCode(followId: string, tokenHash: string): Promise<boolean>;
  /** The links of one meeting that expire after `now`, newest first. */
  listPresenterFollows(meetingId: string, now: Date): Promise<PresenterFollowRecord[]>;
  /** Deletes the link; false when there was none. */
  deletePresenterFollow(followId: string): Promise<boolean>;
  /** Deletes the links that expired before `now`. */
  deleteExpiredPresenterFollows(now: Date): Promise<void>;
}
