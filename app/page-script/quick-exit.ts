// Quick exit ("Exit this page", after GOV.UK's pattern). It lives in the page script, apart from
// React, so it works as soon as the page is parsed, on every page, even if hydration fails.
//
// The "Exit this page" link, or the Shift key pressed three times within five seconds, blanks the
// page at once and replaces it with the neutral site the link points to. location.replace()
// swaps the history entry, so Back does not return here. Escape is left alone on purpose: it
// stops page loads and leaves full-screen present mode.

import { QUICK_EXIT_PRESSES, readPageScriptWords } from "../lib/page-script-words.ts";

const PRESS_WINDOW_MS = 5000;

function exitLink(): HTMLAnchorElement | null {
  return document.querySelector<HTMLAnchorElement>("a[data-quick-exit]");
}

function announce(text: string): void {
  const status = document.querySelector("[data-quick-exit-status]");
  if (status) status.textContent = text;
}

function exitNow(url: string): void {
  document.documentElement.classList.add("is-exiting");
  document.title = "";
  window.location.replace(url);
}

/** Makes the "Exit this page" link and the Shift-three-times shortcut leave at once. */
export function followQuickExit(): void {
  let presses = 0;
  let resetTimer = 0;

  document.addEventListener("click", (event) => {
    const target =
      event.target instanceof Element
        ? event.target.closest<HTMLAnchorElement>("a[data-quick-exit]")
        : null;
    if (!target || event.button !== 0) return;
    event.preventDefault();
    exitNow(target.href);
  });

  document.addEventListener("keydown", (event) => {
    if (event.key !== "Shift") {
      presses = 0;
      return;
    }
    if (event.repeat) return;
    const link = exitLink();
    if (!link) return;
    presses += 1;
    window.clearTimeout(resetTimer);
    const words = readPageScriptWords().quickExit;
    if (presses >= QUICK_EXIT_PRESSES) {
      announce(words.exiting);
      exitNow(link.href);
      return;
    }
    announce(words.pressesLeft[QUICK_EXIT_PRESSES - presses] ?? "");
    resetTimer = window.setTimeout(() => {
      presses = 0;
      announce(words.expired);
    }, PRESS_WINDOW_MS);
  });
}
