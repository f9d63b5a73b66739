// The ids of appwrite.json's database and collections, on their own: the agenda page's live
// feed names its realtime channels with them without loading the collection modules (their
// schemas and the SDK's document services).

/** The database of appwrite.json that holds the club's collections. */
export const DATABASE_ID = "offbranch";
export const MEETINGS = "club_meetings";
export const AGENDAS = "club_agendas";
export const EVENTS = "club_events";
export const MEETING_NOTES = "club_meeting_notes";
export const PRESENTER_STATES = "club_presenter_states";
export const QUESTIONS = "club_questions";
export const POLLS = "club_polls";
export const POLL_VOTES = "club_poll_votes";
export const CHECKINS = "club_checkins";
export const ROOM_SCREENS = "club_room_screens";
export const CLUB_SETTINGS = "club_settings";
export const PAGES = "club_pages";
export const SETTINGS_TEXTS = "club_settings_texts";
export const VERSIONS = "club_versions";
export const GUIDELINES = "club_guidelines";
export const SUPPORT_RESOURCES = "club_support_resources";
export const INVITATIONS = "club_invitations";
export const PRESENTER_FOLLOWS = "club_presenter_follows";
export const ORGANISER_CHANGES = "club_organiser_changes";
