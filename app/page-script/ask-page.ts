// The Ask page (app/routes/ask.tsx): a phone's question, vote and "I'm here" go to the site's
// server (ask-forms.ts), with no name and nothing kept in the browser beyond the tab's ballot ids;
// the poll follows the room's screen live. Loaded only on that page, after it has shown.

const MEETING_SELECTOR = "main[data-ask-meeting]";
const BURST = { quietMs: 200, longestMs: 1000 };

/** On the Ask page, answers its forms and follows its poll; resolves once it follows. */
export async function followAskPage(): Promise<void> {
  const meetingId = document.querySelector<HTMLElement>(MEETING_SELECTOR)?.dataset.askMeeting;
  if (meetingId === undefined) return;
  const { answerAskForms } = await import("./ask-forms.ts");
  answerAskForms(meetingId);
  const { followRoomPoll } = await import("./room-poll-changes.ts");
  await followRoomPoll(meetingId, BURST).catch((error: unknown) => {
    // The page still takes questions; the poll shows as it was served until a reload.
    console.warn("The poll will not follow live:", error);
  });
}
