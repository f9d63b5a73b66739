// The page script: what every page needs in the browser besides HTML and CSS. Pages React does
// not hydrate (every public page, decisions 0050 and 0051) get nothing else. Loaded as a module,
// so it runs once the document is parsed; what only some pages need loads on demand.
import { followAgendaPage } from "./agenda-page.ts";
import { followAskPage } from "./ask-page.ts";
import { followChangesAt } from "./changes-at.ts";
import { offerMarkdownEditors } from "./markdown-fields.ts";
import { guardUnsavedChanges } from "./unsaved-changes.ts";
import { keepUnsentEdits } from "./unsent-edits.ts";
import { sayWhenUploading } from "./upload-status.ts";
import { followScroll } from "./navbar-scroll.ts";
import { offerPresentMode } from "./present-mode.ts";
import { followQuickExit } from "./quick-exit.ts";
import { keepRelativeTimesCurrent } from "./relative-times.ts";

followQuickExit();
followScroll();
keepRelativeTimesCurrent();
followChangesAt();
// The guard notes the form as drawn, then what was typed before a sign-in is put back (unsaved
// again), before an editor opens on it.
guardUnsavedChanges();
keepUnsentEdits();
offerMarkdownEditors();
sayWhenUploading();

// A page React hydrates is marked ready by the root layout once it has; any other page once its
// handlers are attached and, on an agenda or Ask page, it follows edits live (the browser tests
// wait for html[data-ready] before they press anything or save an edit). The agenda page finds
// its meeting before present mode starts: a projector's follow link starts it at once, and it
// puts the page's <main> away (a projector holding a follow link followed no edits before).
const root = document.documentElement;
const following = Promise.all([followAgendaPage(), followAskPage()]);
offerPresentMode();
void following.then(() => {
  if (!("hydrates" in root.dataset)) root.dataset.ready = "";
});
