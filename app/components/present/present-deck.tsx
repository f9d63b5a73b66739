import { useWords } from "../../lib/words.tsx";
import { writtenIn, WrittenInContext } from "../../lib/written-in.tsx";
import { useEffect, useRef } from "react";
import type { Guideline } from "../../lib/collections/guidelines.ts";
import type { LiveAgenda } from "../../lib/live/live-agenda.ts";
import { useDeckKeys, useSwipe } from "../../lib/present/deck-input.ts";
import {
  agendaPart,
  backDeck,
  backTarget,
  currentSlide,
  extrasPartOf,
  presentSlides,
  stepDeck,
  toggleDeckTimer,
} from "../../lib/present/slides.ts";
import { useFitSlide } from "../../lib/present/fit-slide.ts";
import { useDeckState } from "../../lib/present/use-deck-state.ts";
import { useWakeLock } from "../../lib/present/use-wake-lock.ts";
import { useIsStill } from "../../lib/present/use-still-pointer.ts";
import { useFullScreen } from "../../lib/present/use-full-screen.ts";
import { PresentClocks } from "./present-clocks.tsx";
import { PresentSlide } from "./present-slide.tsx";
import type { MascotView } from "../../lib/mascot-picture.ts";

interface PresentDeckProps {
  live: LiveAgenda;
  timeZone: string;
  askUrl: string;
  clubName: string;
  mascot: MascotView;
  /** The club's guidelines in the page's language; null while none are stored. */
  guidelines: Guideline[] | null;
  /** This projector typed a follow code: the organiser's phone alone moves it (decision 0070). */
  isFollowLink?: boolean;
  onLeave: () => void;
}

/**
 * Present mode: the meeting one section at a time on the classroom projector, following edits as
 * they are saved. Arrow keys, Page Up/Down, Space (what clickers send) and swipes move it; Esc or
 * the Leave button ends it.
 */
export function PresentDeck({
  live,
  timeZone,
  askUrl,
  clubName,
  mascot,
  guidelines,
  isFollowLink = false,
  onLeave,
}: PresentDeckProps) {
  const words = useWords();
  const deckState = useDeckState(live.meeting.id, isFollowLink);
  // A visitor's deck is the agenda alone: what the room saw comes only with the presenter state.
  const slides = presentSlides(live.agenda, deckState.state.shown);
  const { driver } = deckState;
  const isReadOnly = driver.kind === "following-link";
  const { slide, index } = currentSlide(slides, deckState.state.position);
  const step = (by: number) =>
    deckState.update((current) => stepDeck(current, slides, by, Date.now()));
  const isTimerRunning = deckState.state.timer.runningSince !== null;
  const returnTo = backTarget(slides, deckState.state);
  // The progress counts the agenda's slides: a room slide sits beside the place it was put over.
  const agendaSlides = agendaPart(slides);
  const progress = currentSlide(
    agendaSlides,
    returnTo ? (deckState.state.returnTo ?? deckState.state.position) : deckState.state.position,
  );
  const isStill = useIsStill();
  const fullScreen = useFullScreen();
  const offersFullScreen = fullScreen.canAsk && !fullScreen.isFullScreen;
  const deck = useRef<HTMLDivElement>(null);
  const { isRefused: isWakeLockRefused } = useWakeLock(true);
  useDeckKeys(true, { onStep: step, onLeave });
  const swipe = useSwipe(step);
  const slideKey = live.isMeetingDeleted ? "deleted" : slide.key;
  const slideBox = useFitSlide<HTMLDivElement>(slideKey, live, extrasPartOf(slide.key) !== null);

  useEffect(() => {
    deck.current?.focus();
  }, []);

  return (
    <div
      ref={deck}
      className="present-deck"
      role="region"
      aria-label={words.t("agenda.presentMode")}
      tabIndex={-1}
      {...swipe}
    >
      <div className="present-accent" aria-hidden="true" />
      <div ref={slideBox} className="present-slide" key={slideKey} tabIndex={0}>
        {live.isMeetingDeleted ? (
          <div className="present-deleted">
            <h1>{words.t("present.deletedTitle")}</h1>
            <p>{words.t("present.deletedText")}</p>
          </div>
        ) : (
          <WrittenInContext value={writtenIn(live.meeting.language, words.locale)}>
            <PresentSlide
              slide={slide.key}
              meeting={live.meeting}
              agenda={live.agenda}
              shown={deckState.state.shown}
              timeZone={timeZone}
              askUrl={askUrl}
              clubName={clubName}
              mascot={mascot}
              guidelines={guidelines}
            />
          </WrittenInContext>
        )}
      </div>
      <div className={isStill ? "present-bar is-still" : "present-bar"}>
        <p className="present-progress" aria-hidden="true">
          <span className="present-dots">
            {agendaSlides.map((each, at) => (
              <span
                key={each.key}
                className={at === progress.index ? "present-dot is-current" : "present-dot"}
              />
            ))}
          </span>
          {words.t("present.progress", { at: progress.index + 1, count: agendaSlides.length })}
        </p>
        <PresentClocks slide={slide} timer={deckState.state.timer} meeting={live.meeting} />
        <p className="present-connection" role="status">
          {[
            live.isReconnecting ? words.t("present.reconnecting") : "",
            isWakeLockRefused ? words.t("present.maySleep") : "",
            driver.kind === "refused" ? words.t(driver.reason) : "",
            isReadOnly ? words.t("present.followingPresenter") : "",
            isReadOnly && offersFullScreen ? words.t("present.fullScreenHint") : "",
          ]
            .filter(Boolean)
            .join(" ")}
        </p>
        <div className="present-buttons">
          {returnTo && (
            <button
              type="button"
              className="present-button"
              onClick={() => deckState.update((current) => backDeck(current, Date.now()))}
              disabled={isReadOnly}
            >
              {words.t("present.back", { slide: words.t(returnTo.title) })}
            </button>
          )}
          <button
            type="button"
            className="present-button"
            onClick={() => step(-1)}
            disabled={isReadOnly || index === 0}
          >
            {words.t("present.previous")}
          </button>
          <button
            type="button"
            className="present-button"
            onClick={() => step(1)}
            disabled={isReadOnly || index === slides.length - 1}
          >
            {words.t("present.next")}
          </button>
          <button
            type="button"
            className="present-button"
            onClick={() => deckState.update((current) => toggleDeckTimer(current, Date.now()))}
            disabled={isReadOnly}
          >
            {isTimerRunning ? words.t("present.pauseTimer") : words.t("present.startTimer")}
          </button>
          <button
            type="button"
            className="present-button"
            aria-pressed={driver.kind === "following" || isReadOnly}
            disabled={driver.kind === "checking" || isReadOnly}
            onClick={() =>
              driver.kind === "following" ? deckState.unfollow() : void deckState.follow()
            }
          >
            {words.t("present.followPresenter")}
          </button>
          {offersFullScreen && (
            <button type="button" className="present-button" onClick={fullScreen.ask}>
              {words.t("present.fullScreen")}
            </button>
          )}
          <button type="button" className="present-button" onClick={onLeave}>
            {words.t("present.leave")}
          </button>
        </div>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {live.isMeetingDeleted
          ? words.t("present.deletedStatus")
          : words.t("present.slideStatus", {
              at: index + 1,
              count: slides.length,
              title: words.t(slide.title),
            })}
      </p>
    </div>
  );
}
