import { useEffect } from "react";
import { useBlocker, type Blocker } from "react-router";

/**
 * Warns before unsaved work is lost: in-app navigation to another page, or a logout, is held by
 * the returned blocker (the screen asks, then calls proceed or reset), and closing or reloading
 * the tab gets the browser's own "Leave site?" prompt.
 */
export function useUnsavedChanges(hasUnsavedChanges: boolean): Blocker {
  // A logout counts: it posts to /admin, the admin frame's action (see LogoutButton).
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges && currentLocation.pathname !== nextLocation.pathname,
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
