/* global document, window, Element */
// Quick exit ("Exit this page", after GOV.UK's pattern), kept apart from the site's React bundle
// so it works as soon as the page starts loading, even if that bundle fails.
//
// The "Exit this page" link, or the Shift key pressed three times within five seconds, blanks the
// page at once and replaces it with the neutral site the link points to. location.replace()
// swaps the history entry, so Back does not return here. Escape is left alone on purpose: it
// stops page loads and leaves full-screen present mode.
(function () {
  "use strict";

  var PRESSES_NEEDED = 3;
  var PRESS_WINDOW_MS = 5000;
  var presses = 0;
  var resetTimer = 0;

  function exitLink() {
    return document.querySelector("a[data-quick-exit]");
  }

  function announce(text) {
    var status = document.querySelector("[data-quick-exit-status]");
    if (status) status.textContent = text;
  }

  function exitNow(url) {
    document.documentElement.classList.add("is-exiting");
    document.title = "";
    window.location.replace(url);
  }

  document.addEventListener("click", function (event) {
    var target =
      event.target instanceof Element ? event.target.closest("a[data-quick-exit]") : null;
    if (!target || event.button !== 0) return;
    event.preventDefault();
    exitNow(target.href);
  });

  document.addEventListener("keydown", function (event) {
    if (event.key !== "Shift") {
      presses = 0;
      return;
    }
    if (event.repeat) return;
    var link = exitLink();
    if (!link) return;
    presses += 1;
    window.clearTimeout(resetTimer);
    if (presses >= PRESSES_NEEDED) {
      announce("Exiting this page.");
      exitNow(link.href);
      return;
    }
    var remaining = PRESSES_NEEDED - presses;
    announce(
      "Shift, press " + remaining + (remaining === 1 ? " more time" : " more times") + " to exit.",
    );
    resetTimer = window.setTimeout(function () {
      presses = 0;
      announce("Exit this page expired.");
    }, PRESS_WINDOW_MS);
  });
})();
