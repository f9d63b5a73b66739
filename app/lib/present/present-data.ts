import type { Meeting } from "../collections/meetings.ts";
import type { Guideline } from "../collections/guidelines.ts";
import type { AgendaTexts } from "../live/live-agenda.ts";
import type { MascotView } from "../mascot-picture.ts";

/** The id of the JSON the agenda page carries for present mode. */
export const PRESENT_DATA_ID = "present-data";

/** What present mode starts from: the page's meeting and agenda as the server rendered them. */
export interface PresentData {
  meeting: Meeting;
  agenda: AgendaTexts | null;
  /** The club's guidelines in the page's language; null while none are stored. */
  guidelines: Guideline[] | null;
  timeZone: string;
  /** The meeting's Ask page (PUBLIC_URL), for the title slide's QR code. */
  askUrl: string;
  /** The club's name and mascot, for the title slide. */
  clubName: string;
  mascot: MascotView;
}
