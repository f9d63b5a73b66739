import { useEffect } from "react";
import { useBlocker, type Blocker } from "react-router";

/**
 * Navigation state that marks a submission leaving the screen although its address stays: a
 * logout posts to the screen's own route, which then shows the login form instead.
 */
export const LEAVES_SCREEN = { leavesScreen: true } as const;

function isLeavingScreen(state: unknown): boolean {
  return typeof state === "object" && state !== null && "leavesScreen" in state;
}

/**
 * Warns before unsaved work is lost: in-app navigation to another page, or a logout, is held by
 * the returned blocker (the screen asks, then calls proceed or reset), and closing or reloading
 * the tab gets the browser's own "Leave site?" prompt.
 */
export function useUnsavedChanges(hasUnsavedChanges: boolean): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges &&
      (currentLocation.pathname !== nextLocation.pathname || isLeavingScreen(nextLocation.state)),
  );

  useEffect(() => {
    if (!hasUnsavedChanges) {
      return;
    }
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [hasUnsavedChanges]);

  return blocker;
}
