import { useEffect, useState } from "react";

/**
 * Whether the page fills the screen, and the way to ask for it: a projector that follows by
 * code started with no click, which browsers refuse full screen without, so the deck offers
 * one click (or F11) to go there.
 */
export function useFullScreen(): { isFullScreen: boolean; canAsk: boolean; ask: () => void } {
  const [isFullScreen, setIsFullScreen] = useState(() => document.fullscreenElement !== null);
  useEffect(() => {
    const changed = () => setIsFullScreen(document.fullscreenElement !== null);
    document.addEventListener("fullscreenchange", changed);
    return () => document.removeEventListener("fullscreenchange", changed);
  }, []);
  const ask = () => {
    document.documentElement.requestFullscreen().catch((error: unknown) => {
      // The deck already fills the window; full screen only hides the browser's own bars.
      console.warn("Full screen was refused:", error);
    });
  };
  return { isFullScreen, canAsk: document.fullscreenEnabled, ask };
}
