import type { Meeting } from "../collections/meetings.ts";
import type { AgendaTexts } from "../live/live-agenda.ts";

/** The id of the JSON the agenda page carries for present mode. */
export const PRESENT_DATA_ID = "present-data";

/** What present mode starts from: the page's meeting and agenda as the server rendered them. */
export interface PresentData {
  meeting: Meeting;
  agenda: AgendaTexts | null;
  timeZone: string;
  /** The page's public address (PUBLIC_URL), for the QR code. */
  agendaUrl: string;
  /** The club's name, for the title slide. */
  clubName: string;
}
