import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Focuses the returned element when it mounts after an in-app navigation or form submission,
 * unless something else has focus. The control that was used (Login, Edit, Create Meeting) has
 * gone by then, and keyboard and screen reader users would otherwise start again from the top.
 * On the first page load ("default" location) focus stays at the top, where the quick exit is.
 */
export function useFocusOnMount<Element extends HTMLElement>() {
  const ref = useRef<Element>(null);
  const isFirstPage = useLocation().key === "default";
  useEffect(() => {
    const active = document.activeElement;
    if (!isFirstPage && (active === null || active === document.body)) {
      ref.current?.focus();
    }
  }, [isFirstPage]);
  return ref;
}
