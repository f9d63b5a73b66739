// The follow link this browser tab holds (decision 0070): kept in sessionStorage, so it lives
// only as long as the projector's tab, survives a reload there, and never sits in an address
// (where it would reach logs, history or a Referer). No imports: the page script reads it
// before the SDK is loaded.

const KEY = "presenter-follow";

/** What a projector's tab keeps after typing the code. */
export interface HeldFollowLink {
  meetingId: string;
  token: string;
  /** ISO instant at which the link stops working. */
  expire: string;
}

/** Keeps the link this tab follows with. */
export function holdFollowLink(link: HeldFollowLink): void {
  window.sessionStorage.setItem(KEY, JSON.stringify(link));
}

/** The link this tab holds, if it has not expired; for meeting `meetingId` only, when given. */
export function heldFollowLink(meetingId?: string): HeldFollowLink | null {
  let link: unknown;
  try {
    link = JSON.parse(window.sessionStorage.getItem(KEY) ?? "null");
  } catch {
    // Not something this code wrote: as good as none.
    return null;
  }
  if (
    typeof link !== "object" ||
    link === null ||
    !("meetingId" in link && typeof link.meetingId === "string") ||
    !("token" in link && typeof link.token === "string") ||
    !("expire" in link && typeof link.expire === "string") ||
    Date.parse(link.expire) <= Date.now() ||
    (meetingId !== undefined && link.meetingId !== meetingId)
  ) {
    return null;
  }
  return { meetingId: link.meetingId, token: link.token, expire: link.expire };
}

/** Forgets the link: left present mode, ended or expired. */
export function dropFollowLink(): void {
  window.sessionStorage.removeItem(KEY);
}
