import { useLayoutEffect, useRef } from "react";

/** The smallest share of the deck's type a long slide is shrunk to; past it, the slide scrolls. */
export const FIT_FLOOR = 0.6;
const FIT_STEP = 0.05;

/**
 * Shrinks a slide's type (its `--fit` variable, 1 = the deck's size) until its content fits the
 * screen, down to FIT_FLOOR, each time the slide (`key`) or what it shows (`content`) changes
 * or the screen is resized. Content
 * still too long at the floor scrolls inside the slide (focusable, so keys scroll it): a
 * projector never cuts a section off.
 */
export function useFitSlide<Element extends HTMLElement>(key: string, content: unknown) {
  const slide = useRef<Element>(null);
  useLayoutEffect(() => {
    const element = slide.current;
    if (!element) return;
    const fit = () => {
      let share = 1;
      element.style.setProperty("--fit", "1");
      while (element.scrollHeight > element.clientHeight + 1 && share > FIT_FLOOR) {
        share = Math.max(FIT_FLOOR, share - FIT_STEP);
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
  }, [key, content]);
  return slide;
}
