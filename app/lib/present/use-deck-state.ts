import type { MessageId } from "../../../i18n/translate.ts";
import { useCallback, useEffect, useRef, useState } from "react";
import { dropFollowLink } from "./follow-link-storage.ts";
import { FIRST_SLIDE, type DeckState } from "./slides.ts";

/**
 * Whether the deck moves on its own, follows the organisers' presenter state as a signed-in
 * organiser's projector (and drives it too), or follows it through a read-only follow link.
 */
export type DeckDriver =
  | { kind: "local" }
  | { kind: "checking" }
  | { kind: "following" }
  | { kind: "following-link" }
  /** reason: a message of the catalogue, shown in the deck's language. */
  | { kind: "refused"; reason: MessageId };

/**
 * The deck's state: its own, or, once an organiser opts in (`follow`), the meeting's presenter
 * state, which the organiser's phone writes and which this deck's own moves write too. A visitor
 * cannot opt in: only organisers may read the presenter state (decision 0047). A projector that
 * typed a follow code (`isFollowLink`) follows from the start and cannot move it (decision 0070).
 */
export function useDeckState(meetingId: string, isFollowLink = false) {
  const [state, setShownState] = useState<DeckState>(FIRST_SLIDE);
  // What the deck shows as last set, read by the next move: a clicker's second press can come
  // before React renders the first, and a move computed from the rendered state would be lost.
  const latest = useRef<DeckState>(FIRST_SLIDE);
  const setLocalState = useCallback((next: DeckState) => {
    latest.current = next;
    setShownState(next);
  }, []);
  const [driver, setDriver] = useState<DeckDriver>(
    isFollowLink ? { kind: "following-link" } : { kind: "local" },
  );
  const isFollowing = driver.kind === "following";
  const isFollowingLink = driver.kind === "following-link";

  useEffect(() => {
    if (!isFollowing && !isFollowingLink) return;
    let isCurrent = true;
    let stop: (() => void) | undefined;
    const onEnded = () => {
      dropFollowLink();
      setDriver({
        kind: "refused",
        reason: "present.linkEnded",
      });
    };
    import("../live/presenter-feed.client.ts")
      .then(({ followPresenterState, followPresenterLink }) =>
        isFollowingLink
          ? followPresenterLink(meetingId, setLocalState, onEnded)
          : followPresenterState(meetingId, setLocalState),
      )
      .then((stopFollowing) => {
        if (isCurrent) stop = stopFollowing;
        else stopFollowing();
      })
      .catch((error: unknown) => {
        console.warn("Could not follow the presenter view:", error);
        setDriver({ kind: "refused", reason: "present.unreachable" });
      });
    return () => {
      isCurrent = false;
      stop?.();
    };
  }, [isFollowing, isFollowingLink, meetingId, setLocalState]);

  /**
   * Moves the deck; while following, every device following the meeting moves with it. A
   * follow link is read-only: the organiser's phone alone moves its projector.
   */
  function update(change: (current: DeckState) => DeckState) {
    if (isFollowingLink) return;
    const next = change(latest.current);
    setLocalState(next);
    if (!isFollowing) return;
    import("../live/presenter-feed.client.ts")
      .then(({ publishPresenterState }) => publishPresenterState(meetingId, next))
      .catch((error: unknown) => console.warn("Could not move the presenter view:", error));
  }

  async function follow() {
    setDriver({ kind: "checking" });
    const { isOrganiser } = await import("../live/presenter-feed.client.ts");
    setDriver(
      (await isOrganiser())
        ? { kind: "following" }
        : {
            kind: "refused",
            reason: "present.organisersOnly",
          },
    );
  }

  return { state, update, driver, follow, unfollow: () => setDriver({ kind: "local" }) };
}
