import { useWords } from "../../lib/words.tsx";
import { adminWords } from "../../lib/admin/admin-words.ts";
import { useCallback, useEffect, useRef, useState } from "react";
import type { Route } from "./+types/presenter";
import { DocumentScreen } from "../../components/admin/document-editor.tsx";
import { ScreenHeader } from "../../components/admin/screen-header.tsx";
import { PresentClocks } from "../../components/present/present-clocks.tsx";
import { ProjectorFollowLink } from "../../components/present/projector-follow-link.tsx";
import { PollControls } from "../../components/present/poll-controls.tsx";
import { QuestionQueue } from "../../components/present/question-queue.tsx";
import { adminMeta } from "../../lib/admin/admin-meta.ts";
import { loadMeetingScreen } from "../../lib/admin/document-actions.ts";
import type { Meeting } from "../../lib/collections/meetings.ts";
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

// Still drawn in the browser (issue 32 item 2 moves each screen to the server in turn).
export const handle = { ...hydratedScreen, titleId: "admin.presenter.title" } as const;
export const meta = adminMeta(handle.titleId);

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loadMeetingScreen(
    params.id,
    async (databases) => {
      const [presenterState, room] = await Promise.all([
        getPresenterState(databases, params.id),
        findRoomScreen(databases, params.id),
      ]);
      return { presenterState, room };
    },
    ({ meeting }) => meetingTitle(meeting, adminWords()),
  );
}

export default function PresenterViewRoute({ loaderData }: Route.ComponentProps) {
  return (
    <DocumentScreen load={loaderData} thing="meeting">
      {(found) => <PresenterView key={found.meeting.id} {...found} />}
    </DocumentScreen>
  );
}

interface PresenterViewProps {
  meeting: Meeting;
  agenda: Agenda | null;
  presenterState: DeckState | null;
  room: RoomScreen;
}

/**
 * The organiser's phone as a remote for the projector: it steps the meeting's presentation and
 * starts or pauses its timer, and the projector of an organiser who follows the presenter view
 * moves with it (decision 0047).
 */
function PresenterView({ meeting, agenda, presenterState, room: storedRoom }: PresenterViewProps) {
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
  }, [meeting.id, words, setState]);

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
              onClick={() => drive((current) => backDeck(current, Date.now()))}
            >
              {words.t("present.back", { slide: words.t(returnTo.title) })}
            </button>
          )}
          <button
            type="button"
            className="button button-secondary"
            disabled={index === 0}
            onClick={() => drive((current) => stepDeck(current, slides, -1, Date.now()))}
          >
            {words.t("admin.presenter.previous")}
          </button>
          <button
            type="button"
            className="button button-primary"
            disabled={next === undefined}
            onClick={() => drive((current) => stepDeck(current, slides, 1, Date.now()))}
          >
            {words.t("admin.presenter.nextButton")}
          </button>
          <button
            type="button"
            className="button button-secondary"
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
