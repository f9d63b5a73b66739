import { useWords } from "../../lib/words.tsx";
import { useCallback, useEffect, useRef, useState } from "react";
import type { Route } from "./+types/presenter";
import { DocumentScreen } from "../../components/admin/document-editor.tsx";
import { ScreenHeader } from "../../components/admin/screen-header.tsx";
import { PresentClocks } from "../../components/present/present-clocks.tsx";
import { ProjectorFollowLink } from "../../components/present/projector-follow-link.tsx";
import { PollControls } from "../../components/present/poll-controls.tsx";
import { QuestionQueue } from "../../components/present/question-queue.tsx";
import { adminMeta } from "../../lib/admin/admin-meta.ts";
import { loadOrganiserScreen } from "../../lib/admin/organiser-screen.server.ts";
import { loadSiteCredential } from "../../lib/admin/site-credential.ts";
import { getMeetingWithAgenda, type Meeting } from "../../lib/collections/meetings.ts";
import type { Agenda } from "../../lib/collections/agendas.ts";
import { getPresenterState } from "../../lib/collections/presenter-states.ts";
import { findRoomScreen, type RoomScreen } from "../../lib/collections/room-screens.ts";
import { errorWords } from "../../lib/error-words.ts";
import { agendaTextsFrom, type AgendaTexts } from "../../lib/live/live-agenda.ts";
import {
  followPresenterState,
  publishPresenterState,
} from "../../lib/live/presenter-feed.client.ts";
import { meetingTitle } from "../../lib/meeting-title.ts";
import { usePublicSettings } from "../../lib/use-public-settings.ts";
import {
  agendaPart,
  backDeck,
  backTarget,
  currentSlide,
  FIRST_SLIDE,
  isRoomSlide,
  jumpDeck,
  presentSlides,
  stepDeck,
  toggleDeckTimer,
  type DeckState,
} from "../../lib/present/slides.ts";
import type { RoomShown } from "../../lib/collections/presenter-states.ts";
import { hydratedScreen } from "../../lib/page-hydration.ts";

// The presenter view is live (the projector follows it, the room's questions and votes come in):
// the site's server draws it with its data, and React then hydrates it (decision 0150). Its live
// parts act in the browser with the short-lived JWT the site hands out (decision 0148), never
// the session's secret.
export const handle = { ...hydratedScreen, titleId: "admin.presenter.title" } as const;
export const meta = adminMeta(handle.titleId);

export function loader(args: Route.LoaderArgs) {
  const { id } = args.params;
  return loadOrganiserScreen(args, "a meeting", async ({ appwrite: { databases }, words }) => {
    const found = await getMeetingWithAgenda(databases, id);
    if (found === null) return null;
    const [presenterState, room] = await Promise.all([
      getPresenterState(databases, id),
      findRoomScreen(databases, id),
    ]);
    return { ...found, presenterState, room, title: meetingTitle(found.meeting, words) };
  });
}

export default function PresenterViewRoute({ loaderData }: Route.ComponentProps) {
  const isLive = useSiteCredential();
  return (
    <DocumentScreen load={loaderData} thing="meeting">
      {(found) => <PresenterView key={found.meeting.id} {...found} isLive={isLive} />}
    </DocumentScreen>
  );
}

/**
 * Whether the browser's SDK holds the JWT the live parts act with: asked for once the page is
 * hydrated (the server's render, and the page before then, show the view without them).
 */
function useSiteCredential(): boolean {
  const [isLive, setLive] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    loadSiteCredential().then(
      (access) => {
        if (isCurrent) setLive(access.kind === "admin");
      },
      (error: unknown) => console.error("Could not get the presenter view's credential:", error),
    );
    return () => {
      isCurrent = false;
    };
  }, []);
  return isLive;
}

interface PresenterViewProps {
  meeting: Meeting;
  agenda: Agenda | null;
  presenterState: DeckState | null;
  room: RoomScreen;
  /** The browser's SDK acts for the organiser: the view follows and moves the projector. */
  isLive: boolean;
}

/**
 * The organiser's phone as a remote for the projector: it steps the meeting's presentation and
 * starts or pauses its timer, and the projector of an organiser who follows the presenter view
 * moves with it (decision 0047).
 */
function PresenterView({
  meeting,
  agenda,
  presenterState,
  room: storedRoom,
  isLive,
}: PresenterViewProps) {
  const texts = agenda && agendaTextsFrom(agenda);
  const [room, setRoom] = useState(storedRoom);
  const [state, setShownState] = useState<DeckState>(presenterState ?? FIRST_SLIDE);
  // The state as last set, read by the next change: the vote counts and a press can come before
  // React renders the one before, and a change computed from the rendered state would be lost.
  const latest = useRef(state);
  const setState = useCallback((next: DeckState) => {
    latest.current = next;
    setShownState(next);
  }, []);
  const slides = presentSlides(texts, state.shown);
  const [problem, setProblem] = useState<string | null>(null);
  const { slide, index } = currentSlide(slides, state.position);
  const returnTo = backTarget(slides, state);
  // From a room slide, Next goes on from the agenda's place it was put over (0133).
  const agendaSlides = agendaPart(slides);
  const place = currentSlide(
    agendaSlides,
    returnTo ? (state.returnTo ?? state.position) : state.position,
  );
  const next = agendaSlides[place.index + 1];
  const { timeZone } = usePublicSettings().club;
  const words = useWords();

  useEffect(() => {
    if (!isLive) return;
    let isCurrent = true;
    let stop: (() => void) | undefined;
    followPresenterState(meeting.id, setState)
      .then((stopFollowing) => {
        if (isCurrent) stop = stopFollowing;
        else stopFollowing();
      })
      .catch((error: unknown) => {
        console.error("Could not follow the presenter state:", error);
        setProblem(errorWords(words, error));
      });
    return () => {
      isCurrent = false;
      stop?.();
    };
  }, [meeting.id, words, setState, isLive]);

  function drive(change: (current: DeckState) => DeckState) {
    const moved = change(latest.current);
    setState(moved);
    publishPresenterState(meeting.id, moved)
      .then(() => setProblem(null))
      .catch((error: unknown) => {
        console.error("Could not move the presentation:", error);
        setProblem(
          words.t("admin.failedBecause", {
            failure: words.t("admin.presenter.notSent"),
            why: errorWords(words, error),
          }),
        );
      });
  }

  return (
    <main id="main" className="page admin-page">
      <ScreenHeader
        title={words.t("admin.presenter.title")}
        navLabel={words.t("admin.document.nav", { thing: "meeting" })}
        links={<a href={`/admin/${meeting.id}`}>{words.t("admin.meeting.title")}</a>}
      />
      <section className="admin-card presenter-view" aria-labelledby="presenter-heading">
        <h2 id="presenter-heading">{meetingTitle(meeting, words)}</h2>
        <p className="presenter-now" role="status">
          {words.t("admin.presenter.onScreen", {
            number: index + 1,
            count: slides.length,
            slide: words.t(slide.title),
          })}
        </p>
        {next && (
          <p className="admin-hint">
            {words.t("admin.presenter.next", { slide: words.t(next.title) })}
          </p>
        )}
        <PresentClocks slide={slide} timer={state.timer} meeting={meeting} />
        <div className="presenter-buttons">
          {returnTo && (
            <button
              type="button"
              className="button button-primary"
              disabled={!isLive}
              onClick={() => drive((current) => backDeck(current, Date.now()))}
            >
              {words.t("present.back", { slide: words.t(returnTo.title) })}
            </button>
          )}
          <button
            type="button"
            className="button button-secondary"
            disabled={!isLive || index === 0}
            onClick={() => drive((current) => stepDeck(current, slides, -1, Date.now()))}
          >
            {words.t("admin.presenter.previous")}
          </button>
          <button
            type="button"
            className="button button-primary"
            disabled={!isLive || next === undefined}
            onClick={() => drive((current) => stepDeck(current, slides, 1, Date.now()))}
          >
            {words.t("admin.presenter.nextButton")}
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={!isLive}
            onClick={() => drive((current) => toggleDeckTimer(current, Date.now()))}
          >
            {words.t(
              state.timer.runningSince === null
                ? "admin.presenter.startTimer"
                : "admin.presenter.pauseTimer",
            )}
          </button>
        </div>
        {problem && (
          <p className="notice notice-problem" role="alert">
            {problem}
          </p>
        )}
        {isLive && (
          <>
            <QuestionQueue
              meetingId={meeting.id}
              shownQuestions={state.shown.questions}
              onShownChange={(questions, isNewlyShown) =>
                drive((current) =>
                  showOnProjector(
                    current,
                    { ...current.shown, questions },
                    isNewlyShown && "questions",
                    texts,
                  ),
                )
              }
            />
            <PollControls
              meetingId={meeting.id}
              room={room}
              onRoomChange={setRoom}
              onShownPoll={(poll, isOpened) =>
                drive((current) =>
                  showOnProjector(current, { ...current.shown, poll }, isOpened && "poll", texts),
                )
              }
            />
            <ProjectorFollowLink meetingId={meeting.id} timeZone={timeZone} />
          </>
        )}
        <p className="admin-hint">
          {words.node("admin.presenter.projectorHint", {
            agenda: (chunks) => (
              <a href={`/agenda/${meeting.id}`} target="_blank" rel="noreferrer">
                {chunks}
              </a>
            ),
            hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
          })}
        </p>
      </section>
    </main>
  );
}

/**
 * The deck once the room sees `shown`: moved to the room slide `goTo` (the agenda's place kept
 * for "Back"), or back to the agenda when the room slide on screen has nothing left to show.
 */
function showOnProjector(
  state: DeckState,
  shown: RoomShown,
  goTo: "questions" | "poll" | false,
  texts: AgendaTexts | null,
): DeckState {
  const next = { ...state, shown };
  const slides = presentSlides(texts, shown);
  if (goTo) return jumpDeck(next, slides, goTo, Date.now());
  const isGone = !slides.some((slide) => slide.key === state.position.key);
  return isGone && isRoomSlide(state.position.key) ? backDeck(next, Date.now()) : next;
}
