import { data } from "react-router";
import type { Route } from "./+types/ask";
import { StatusPage } from "../components/status-page.tsx";
import { RoomPoll } from "../components/room-poll.tsx";
import { serverDatabases } from "../lib/appwrite.server.ts";
import { formatLongDate, formatTimeRange } from "../lib/club-time/index.ts";
import { getMeetingWithAgenda, type Meeting } from "../lib/collections/meetings.ts";
import { QUESTION_LENGTH } from "../lib/collections/questions.ts";
import { getRoomScreen, type RoomScreen } from "../lib/collections/room-screens.ts";
import { meetingTitle } from "../lib/meeting-title.ts";
import { metaWords, pageMeta } from "../lib/page-meta.ts";
import { useWords } from "../lib/words.tsx";
import { askPath } from "../lib/public-links.ts";

// The Ask page, opened from the projector's QR code: a phone in the room sends a question with
// no name, votes in the poll on screen, and says "I'm here". A static page (decision 0050); its
// forms and the poll's live updates are the page script's (app/page-script/ask-page.ts).

type AskPage =
  | { state: "found"; meeting: Meeting; screen: RoomScreen; timeZone: string }
  | { state: "meeting-not-found" }
  | { state: "unavailable" };

export async function loader({ params, context }: Route.LoaderArgs) {
  const databases = serverDatabases(context);
  try {
    const [found, screen] = await Promise.all([
      getMeetingWithAgenda(databases, params.id),
      getRoomScreen(databases, params.id),
    ]);
    if (found === null) return data<AskPage>({ state: "meeting-not-found" }, { status: 404 });
    const page: AskPage = {
      state: "found",
      meeting: found.meeting,
      screen,
      timeZone: context.club.club.timeZone,
    };
    return data(page);
  } catch (error) {
    console.error("Error loading the Ask page:", error);
    return data<AskPage>({ state: "unavailable" }, { status: 503 });
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (loaderData.state !== "found") return [{ title: "Ask" }];
  return [
    ...pageMeta(matches, {
      title: `Ask | ${meetingTitle(loaderData.meeting, metaWords(matches))}`,
      description: "Ask the organisers a question without your name, vote, and say you're here.",
      path: askPath(loaderData.meeting.id),
    }),
    { name: "robots", content: "noindex" },
  ];
}

export default function AskScreen({ loaderData }: Route.ComponentProps) {
  switch (loaderData.state) {
    case "found":
      return <Ask {...loaderData} />;
    case "meeting-not-found":
      return (
        <StatusPage title="Meeting not found">
          We couldn't find that meeting. Upcoming meetings are listed on the{" "}
          <a href="/">home page</a>.
        </StatusPage>
      );
    case "unavailable":
      return (
        <StatusPage title="Ask">
          We couldn't load this page just now. Please try again in a little while.
        </StatusPage>
      );
  }
}

interface AskProps {
  meeting: Meeting;
  screen: RoomScreen;
  timeZone: string;
}

function Ask({ meeting, screen, timeZone }: AskProps) {
  const words = useWords();
  return (
    <main id="main" className="page page-narrow ask-page" data-ask-meeting={meeting.id}>
      <h1>Ask without your name</h1>
      <p className="ask-meeting">
        {meetingTitle(meeting, words)}, {formatLongDate(meeting.start, timeZone)}{" "}
        {formatTimeRange(meeting.start, meeting.end, timeZone)}
      </p>
      <p>
        Your question goes to the organisers with no name, no account and nothing about your phone.
        They choose which questions the room sees. Questions are deleted a day after the meeting.
      </p>
      <noscript>
        <p className="notice notice-info">
          This page needs JavaScript to send questions and votes.
        </p>
      </noscript>
      <form className="ask-form" data-ask-form="">
        <label htmlFor="ask-text">Your question</label>
        <textarea
          id="ask-text"
          name="text"
          rows={4}
          maxLength={QUESTION_LENGTH}
          required
          aria-describedby="ask-text-hint"
        />
        <p id="ask-text-hint" className="ask-hint">
          Up to {QUESTION_LENGTH} characters.
        </p>
        <button type="submit" className="button button-primary">
          Send question
        </button>
        <p className="ask-status" role="status" data-ask-status=""></p>
      </form>
      <RoomPoll screen={screen} />
      <section className="ask-here" aria-labelledby="ask-here-heading">
        <h2 id="ask-here-heading">Here today?</h2>
        <p>The club counts how many came, never who.</p>
        <button type="button" className="button button-secondary" data-checkin="">
          I'm here
        </button>
        <p className="ask-status" role="status" data-checkin-status=""></p>
      </section>
    </main>
  );
}
