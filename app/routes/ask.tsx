import { data } from "react-router";
import type { Route } from "./+types/ask";
import type { ReactNode } from "react";
import { AskPage } from "../components/ask-page.tsx";
import { StatusPage } from "../components/status-page.tsx";
import { serverDatabases } from "../lib/appwrite.server.ts";
import { getMeetingWithAgenda, type Meeting } from "../lib/collections/meetings.ts";
import { getRoomScreen, type RoomScreen } from "../lib/collections/room-screens.ts";
import { meetingTitle } from "../lib/meeting-title.ts";
import { metaWords, pageMeta } from "../lib/page-meta.ts";
import { useWords } from "../lib/words.tsx";
import { askPath } from "../lib/public-links.ts";

// The Ask page, opened from the projector's QR code: a phone in the room sends a question with
// no name, votes in the poll on screen, and says "I'm here". A static page (decision 0050); its
// forms and the poll's live updates are the page script's (app/page-script/ask-page.ts).

type AskPageData =
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
    if (found === null) return data<AskPageData>({ state: "meeting-not-found" }, { status: 404 });
    const page: AskPageData = {
      state: "found",
      meeting: found.meeting,
      screen,
      timeZone: context.club.club.timeZone,
    };
    return data(page);
  } catch (error) {
    console.error("Error loading the Ask page:", error);
    return data<AskPageData>({ state: "unavailable" }, { status: 503 });
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const words = metaWords(matches);
  if (loaderData.state !== "found") return [{ title: words.t("ask.title") }];
  return [
    ...pageMeta(matches, {
      title: words.t("ask.pageTitle", { meeting: meetingTitle(loaderData.meeting, words) }),
      description: words.t("ask.description"),
      path: askPath(loaderData.meeting.id),
    }),
    { name: "robots", content: "noindex" },
  ];
}

export default function AskScreen({ loaderData }: Route.ComponentProps) {
  const words = useWords();
  switch (loaderData.state) {
    case "found":
      return <AskPage {...loaderData} />;
    case "meeting-not-found":
      return (
        <StatusPage title={words.t("agenda.notFound")}>
          {words.node("ask.notFoundText", {
            home: (chunks: ReactNode) => <a href={words.path("/")}>{chunks}</a>,
          })}
        </StatusPage>
      );
    case "unavailable":
      return <StatusPage title={words.t("ask.title")}>{words.t("ask.unavailable")}</StatusPage>;
  }
}
