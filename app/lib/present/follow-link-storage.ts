// Which meeting this browser tab follows by link (decision 0149): kept in sessionStorage, so it
// lives only as long as the projector's tab and survives a reload there. It holds no secret: the
// link's token stays in the site's HttpOnly cookie, and the page asks the site for credentials.
// No imports: the page script reads it before the SDK is loaded.

const KEY = "presenter-follow";

/** What a projector's tab keeps after typing the code. */
export interface HeldFollowLink {
  meetingId: string;
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
    !("expire" in link && typeof link.expire === "string") ||
    Date.parse(link.expire) <= Date.now() ||
    (meetingId !== undefined && link.meetingId !== meetingId)
  ) {
    return null;
  }
  return { meetingId: link.meetingId, expire: link.expire };
}

/** Forgets the link: left present mode, ended or expired. */
export function dropFollowLink(): void {
  window.sessionStorage.removeItem(KEY);
}
