import { useEffect, useState } from "react";

/** How long the deck waits, with no move, key or touch, before its controls fade. */
export const STILL_AFTER_MS = 4000;

/**
 * Whether nobody has moved the mouse, pressed a key or touched the screen for STILL_AFTER_MS:
 * the deck's control bar fades then, so a projector shows the slide alone, and comes back on
 * the next move.
 */
export function useIsStill(): boolean {
  const [isStill, setIsStill] = useState(false);
  useEffect(() => {
    let timer = window.setTimeout(() => setIsStill(true), STILL_AFTER_MS);
    const moved = () => {
      setIsStill(false);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setIsStill(true), STILL_AFTER_MS);
    };
    const events = ["pointermove", "pointerdown", "keydown", "touchstart"] as const;
    for (const event of events) window.addEventListener(event, moved, { passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const event of events) window.removeEventListener(event, moved);
    };
  }, []);
  return isStill;
}
