import type { RoomOutcome } from "../../app/lib/room/room-desk.ts";

/** What the room answered a form: the HTTP status and the outcome it says. */
export interface RoomAnswer {
  status: number;
  outcome: RoomOutcome;
  headers: Headers;
}

/**
 * Posts one of the Ask page's forms to the site, as its page script does (decision 0145):
 * `fields` as a URL-encoded form, a list as a repeated field.
 */
export async function sendRoomForm(
  siteUrl: string,
  meetingId: string,
  fields: Record<string, string | readonly (string | number)[]>,
  headers: Record<string, string> = {},
): Promise<RoomAnswer> {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of typeof value === "string" ? [value] : value) body.append(name, String(one));
  }
  const response = await fetch(`${siteUrl}/ask/${encodeURIComponent(meetingId)}/send`, {
    method: "POST",
    body,
    headers,
  });
  return {
    status: response.status,
    outcome: (await response.json()) as RoomOutcome,
    headers: response.headers,
  };
}
