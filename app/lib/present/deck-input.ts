import { useLayoutEffect, useRef, type PointerEvent } from "react";

// How a presenter moves through the deck: the keys presentation clickers send, and swipes.

const FORWARD_KEYS = new Set(["ArrowRight", "ArrowDown", "PageDown", " ", "Enter"]);
const BACK_KEYS = new Set(["ArrowLeft", "ArrowUp", "PageUp", "Backspace"]);
/** A swipe is a mostly sideways move of at least this many CSS pixels. */
const SWIPE_DISTANCE = 50;

/** Whether a key press belongs to a control (a button's Space or Enter, typing in a field). */
function isForControl(event: KeyboardEvent): boolean {
  const target = event.target;
  if (!(target instanceof Element)) return false;
  const isActivation = event.key === " " || event.key === "Enter";
  return (
    target.closest("input, textarea, select, [contenteditable]") !== null ||
    (isActivation && target.closest("button, a, summary") !== null)
  );
}

/** Steps the deck with the keyboard while `isActive`: -1 back, +1 forward; Escape leaves. */
export function useDeckKeys(
  isActive: boolean,
  handlers: { onStep: (step: number) => void; onLeave: () => void },
): void {
  const latest = useRef(handlers);
  // Layout effects: the keys work from the deck's first paint, so a clicker pressed the moment
  // the title slide shows is not lost, and each press sees the handlers of the last render.
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  useLayoutEffect(() => {
    if (!isActive) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isForControl(event)) return;
      if (event.key === "Escape") latest.current.onLeave();
      else if (FORWARD_KEYS.has(event.key)) latest.current.onStep(1);
      else if (BACK_KEYS.has(event.key)) latest.current.onStep(-1);
      else return;
      event.preventDefault();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [isActive]);
}

/** Pointer handlers that step the deck on a sideways swipe: left goes forward, right goes back. */
export function useSwipe(onStep: (step: number) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      start.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent) => {
      if (start.current === null) return;
      const dx = event.clientX - start.current.x;
      const dy = event.clientY - start.current.y;
      start.current = null;
      if (Math.abs(dx) >= SWIPE_DISTANCE && Math.abs(dx) > Math.abs(dy)) onStep(dx < 0 ? 1 : -1);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
