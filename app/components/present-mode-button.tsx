import { useEffect, useState } from "react";

/** Whether the page is in full screen, following the browser (Esc leaves full screen too). */
function useIsFullscreen(): boolean {
  const [isFullscreen, setIsFullscreen] = useState(false);
  useEffect(() => {
    const follow = () => setIsFullscreen(document.fullscreenElement !== null);
    document.addEventListener("fullscreenchange", follow);
    return () => document.removeEventListener("fullscreenchange", follow);
  }, []);
  return isFullscreen;
}

/**
 * "Present mode": the agenda in full screen for the classroom projector. The stylesheet hides the
 * navigation and enlarges the type while the page is full screen (`:root:fullscreen`), and this
 * button hides itself; Esc, or the browser's own controls, bring the page back.
 */
export function PresentModeButton() {
  const isFullscreen = useIsFullscreen();
  const [problem, setProblem] = useState<string | null>(null);

  if (isFullscreen) return null;

  function present() {
    if (!document.fullscreenEnabled) {
      setProblem(
        "This browser can't show the page in full screen. Try a laptop or desktop browser.",
      );
      return;
    }
    setProblem(null);
    document.documentElement.requestFullscreen().catch(() => {
      setProblem("The browser didn't allow full screen. Please try the button again.");
    });
  }

  return (
    <div className="present-mode">
      <button type="button" className="button button-primary" onClick={present}>
        Present mode
      </button>
      {problem && (
        <p className="present-mode-problem" role="status">
          {problem}
        </p>
      )}
    </div>
  );
}
