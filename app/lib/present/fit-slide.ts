import { useLayoutEffect, useRef } from "react";

/** The smallest share of the deck's type a long slide is shrunk to; past it, the slide scrolls. */
export const FIT_FLOOR = 0.6;
const FIT_STEP = 0.05;
// The deck's type at 1280x720 (present.css: min(2.05vw, 3.6vh)), read from the back row of a
// classroom: a slide is never shrunk below it, on any screen (decision 0133). Long free Markdown
// is cut into slides instead (extras-slides.ts).
export const TYPE_AT_720P_PX = 25.92;

/** The share a slide may shrink to on a deck whose type is `deckPx`: 1 at 720p and below. */
export function fitFloor(deckPx: number): number {
  return Math.min(1, Math.max(FIT_FLOOR, TYPE_AT_720P_PX / deckPx));
}

/**
 * Shrinks a slide's type (its `--fit` variable, 1 = the deck's size) until its content fits the
 * screen, down to FIT_FLOOR (a slide of free Markdown, `isReading`, never below the deck's type
 * at 720p: it is cut into slides instead), each time the slide (`key`) or what it shows (`content`) changes
 * or the screen is resized. Content
 * still too long at the floor scrolls inside the slide (focusable, so keys scroll it): a
 * projector never cuts a section off.
 */
export function useFitSlide<Element extends HTMLElement>(
  key: string,
  content: unknown,
  isReading: boolean,
) {
  const slide = useRef<Element>(null);
  useLayoutEffect(() => {
    const element = slide.current;
    if (!element) return;
    const fit = () => {
      let share = 1;
      element.style.setProperty("--fit", "1");
      const deck = element.parentElement ?? element;
      const floor = isReading
        ? fitFloor(Number.parseFloat(getComputedStyle(deck).fontSize))
        : FIT_FLOOR;
      while (element.scrollHeight > element.clientHeight + 1 && share > floor) {
        share = Math.max(floor, share - FIT_STEP);
        element.style.setProperty("--fit", share.toFixed(2));
      }
    };
    fit();
    // The screen may be resized; an image (the QR code) changes the height once it loads. The
    // slide's own box keeps its size while its type shrinks, so fitting never feeds itself.
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    element.addEventListener("load", fit, true);
    return () => {
      observer.disconnect();
      element.removeEventListener("load", fit, true);
    };
  }, [key, content, isReading]);
  return slide;
}
