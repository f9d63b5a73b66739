// Dates and times on the club's wall clock, whatever the zone of the server or the viewer.
export {
  formatCardDate,
  formatDateTime,
  formatEventTimes,
  formatLongDate,
  formatTime,
  formatTimeRange,
} from "./format.ts";
export { defaultMeetingTimes, type MeetingTimes } from "./meeting-defaults.ts";
export { formatRelativeTime, relativeTimeChangesAt } from "./relative-time.ts";
export { endedFrom, isEnded, isUpcoming } from "./timing.ts";
export { fromZonedInputs, toZonedInputs, type ZonedInputs } from "./zoned-input.ts";
export { requireInstant } from "./instant.ts";
export { toZonedIso } from "./zoned-iso.ts";
