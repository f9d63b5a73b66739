// The unsaved-changes guard of the admin forms the server draws (`<AdminForm guardsUnsavedChanges>`):
// once a guarded form holds edits, a link or another form (sign-out) asks first, in the dialog
// the server drew (components/admin/unsaved-changes-prompt.tsx), and closing or reloading the tab
// gets the browser's own "Leave site?". The form's own submit goes through, and so does a form
// whose very purpose is to drop what is edited (`data-unsaved-discards`: a delete).

/** Guards the page's guarded forms; nothing on a page without one. */
export function guardUnsavedChanges(): void {
  const forms = [...document.querySelectorAll<HTMLFormElement>("form[data-unsaved-guard]")];
  const prompt = document.querySelector<HTMLDialogElement>("dialog[data-unsaved-prompt]");
  if (forms.length === 0 || prompt === null) return;
  const drawn = new Map(forms.map((form) => [form, contentsOf(form)]));
  let isSaving = false;
  const hasUnsavedChanges = () =>
    !isSaving && forms.some((form) => contentsOf(form) !== drawn.get(form));

  for (const form of forms) form.addEventListener("submit", () => (isSaving = true));
  window.addEventListener("beforeunload", (event) => {
    if (hasUnsavedChanges()) event.preventDefault();
  });
  // A page shown again from the back-forward cache is a page to edit again.
  window.addEventListener("pageshow", () => (isSaving = false));

  let goOn: (() => void) | null = null;
  const ask = (event: Event, leave: () => void) => {
    if (!hasUnsavedChanges()) return;
    event.preventDefault();
    goOn = leave;
    prompt.showModal();
  };
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(link instanceof HTMLAnchorElement) || link.target === "_blank" || isModified(event))
      return;
    ask(event, () => window.location.assign(link.href));
  });
  document.addEventListener("submit", (event) => {
    const other = event.target;
    if (!(other instanceof HTMLFormElement) || drawn.has(other)) return;
    if (other.hasAttribute("data-unsaved-discards")) return;
    // Sent again as the button sent it: its name and value (the form's intent) go with it.
    const submitter = event instanceof SubmitEvent ? event.submitter : null;
    ask(event, () => {
      isSaving = true;
      other.requestSubmit(submitter);
    });
  });
  prompt.querySelector("[data-unsaved-stay]")?.addEventListener("click", () => prompt.close());
  prompt.querySelector("[data-unsaved-leave]")?.addEventListener("click", () => {
    prompt.close();
    const leave = goOn;
    goOn = null;
    isSaving = true;
    leave?.();
  });
}

/** A link opened elsewhere (a new tab or window) leaves nothing behind. */
function isModified(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/** What a form holds, as text: its fields' names and values, and the names of files chosen. */
function contentsOf(form: HTMLFormElement): string {
  return JSON.stringify(
    [...new FormData(form)].map(([name, value]) => [
      name,
      typeof value === "string" ? value : value.name,
    ]),
  );
}
