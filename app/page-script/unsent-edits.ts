import { FORM_ID_FIELD, FORM_TOKEN_FIELD } from "../lib/admin/form-fields.ts";

// What was typed in a guarded admin form survives a session that ended before it was saved
// (issue 32: "a save during an expired session keeps what was typed and asks to sign in again").
// The server answers such a post with the sign-in form (organiser-screen.server.ts, 401); signing
// in comes back to the same screen, drawn from what is stored. So the fields are kept in this
// tab's sessionStorage while the post is under way, and put back into the form once it is drawn
// again after that sign-in; any other answer (saved, or refused with the fields kept by the
// server) forgets them. Files and the form's one-time fields are never kept.

const KEY = "admin-unsent-edits";

interface Unsent {
  path: string;
  fields: [string, string][];
  /** The post came back as the sign-in form. */
  isWaitingForSignIn: boolean;
}

/** Keeps a guarded form's fields while it is sent, and puts them back after a sign-in. */
export function keepUnsentEdits(): void {
  const form = document.querySelector<HTMLFormElement>("form[data-unsaved-guard]");
  const unsent = read();
  if (unsent !== null && unsent.path === location.pathname) {
    if (isSignInScreen()) write({ ...unsent, isWaitingForSignIn: true });
    else {
      sessionStorage.removeItem(KEY);
      if (form !== null && unsent.isWaitingForSignIn) putBack(form, unsent.fields);
    }
  } else if (unsent !== null) {
    sessionStorage.removeItem(KEY);
  }
  form?.addEventListener("submit", () => {
    const fields = [...new FormData(form)].flatMap(([name, value]) =>
      typeof value === "string" && name !== FORM_TOKEN_FIELD && name !== FORM_ID_FIELD
        ? [[name, value] as [string, string]]
        : [],
    );
    write({ path: location.pathname, fields, isWaitingForSignIn: false });
  });
}

function isSignInScreen(): boolean {
  return document.querySelector("form.login-form") !== null;
}

/** Fills the form's fields with what was typed, and says so above it. */
function putBack(form: HTMLFormElement, fields: [string, string][]): void {
  for (const element of form.elements) {
    if (
      element instanceof HTMLInputElement &&
      (element.type === "checkbox" || element.type === "radio")
    ) {
      element.checked = fields.some(
        ([name, value]) => name === element.name && value === element.value,
      );
    } else if (
      (element instanceof HTMLInputElement &&
        element.type !== "hidden" &&
        element.type !== "file") ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement
    ) {
      const typed = fields.find(([name]) => name === element.name);
      if (typed !== undefined) element.value = typed[1];
    }
  }
  const note = document.createElement("p");
  note.className = "admin-notice";
  note.setAttribute("role", "status");
  note.textContent = form.dataset.unsentKept ?? "";
  form.before(note);
}

function read(): Unsent | null {
  try {
    const kept = sessionStorage.getItem(KEY);
    return kept === null ? null : (JSON.parse(kept) as Unsent);
  } catch {
    return null;
  }
}

function write(unsent: Unsent): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(unsent));
  } catch {
    // Storage full or refused: the post goes on; only this safety net is lost.
  }
}
