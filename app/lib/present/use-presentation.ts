import { useEffect, useState } from "react";

/**
 * Whether the page is presenting, with the browser's full screen following it: presenting asks
 * for full screen, leaving gives it up, and leaving full screen (the browser's Esc) ends present
 * mode. The deck fills the window either way, so a browser without full screen still presents.
 */
export function usePresentation() {
  const [isPresenting, setIsPresenting] = useState(false);
  useEffect(() => {
    if (!isPresenting) return;
    // The stylesheet hides the site's header and footer while presenting (the quick exit link
    // stays in the document, so its Shift shortcut keeps working).
    document.documentElement.dataset.presenting = "";
    const follow = () => {
      if (document.fullscreenElement === null) setIsPresenting(false);
    };
    document.addEventListener("fullscreenchange", follow);
    return () => {
      document.removeEventListener("fullscreenchange", follow);
      delete document.documentElement.dataset.presenting;
      if (document.fullscreenElement !== null) void document.exitFullscreen();
    };
  }, [isPresenting]);

  function present() {
    setIsPresenting(true);
    if (document.fullscreenEnabled) {
      document.documentElement.requestFullscreen().catch((error: unknown) => {
        // The deck already fills the window; full screen only hides the browser's own bars.
        console.warn("Full screen was refused:", error);
      });
    }
  }

  return { isPresenting, present, leave: () => setIsPresenting(false) };
}
