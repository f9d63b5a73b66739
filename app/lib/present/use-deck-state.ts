import { useEffect, useState } from "react";
import { FIRST_SLIDE, type DeckState } from "./slides.ts";

/** Whether the deck moves on its own or follows the organisers' presenter state. */
export type DeckDriver =
  | { kind: "local" }
  | { kind: "checking" }
  | { kind: "following" }
  | { kind: "refused"; reason: string };

/**
 * The deck's state: its own, or, once an organiser opts in (`follow`), the meeting's presenter
 * state, which the organiser's phone writes and which this deck's own moves write too. A visitor
 * cannot opt in: only organisers may read the presenter state (decision 0047).
 */
export function useDeckState(meetingId: string) {
  const [state, setLocalState] = useState<DeckState>(FIRST_SLIDE);
  const [driver, setDriver] = useState<DeckDriver>({ kind: "local" });
  const isFollowing = driver.kind === "following";

  useEffect(() => {
    if (!isFollowing) return;
    let isCurrent = true;
    let stop: (() => void) | undefined;
    import("../live/presenter-feed.client.ts")
      .then(({ followPresenterState }) => followPresenterState(meetingId, setLocalState))
      .then((stopFollowing) => {
        if (isCurrent) stop = stopFollowing;
        else stopFollowing();
      })
      .catch((error: unknown) => {
        console.warn("Could not follow the presenter view:", error);
        setDriver({ kind: "refused", reason: "The presenter view could not be reached." });
      });
    return () => {
      isCurrent = false;
      stop?.();
    };
  }, [isFollowing, meetingId]);

  /** Moves the deck; while following, every device following the meeting moves with it. */
  function update(change: (current: DeckState) => DeckState) {
    const next = change(state);
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
            reason: "Only an organiser signed in on this browser can follow the presenter view.",
          },
    );
  }

  return { state, update, driver, follow, unfollow: () => setDriver({ kind: "local" }) };
}
