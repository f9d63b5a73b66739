import { LOCALES, type Locale } from "../../../i18n/locales.ts";

// A list an organiser edits entry by entry (the guidelines, the support resources), drawn by the
// site's server: the draft lives in the form. Adding, removing and moving an entry are the form's
// submit buttons ("add", "remove:2", "up:2", "down:2"), which draw the draft again unsaved.

/** An edit of a list's entries that a button of its form asks for. */
export type ListEdit = { kind: "add" } | { kind: "remove" | "up" | "down"; index: number };

/** The intent of the button asking for `edit`. */
export function listEditIntent(kind: "remove" | "up" | "down", index: number): string {
  return `${kind}:${index}`;
}

/** The edit a posted intent asks for, or null for none of a list's. */
export function listEditOf(intent: string): ListEdit | null {
  if (intent === "add") return { kind: "add" };
  const [kind, at] = intent.split(":");
  const index = Number(at);
  if (!Number.isInteger(index) || index < 0) return null;
  return kind === "remove" || kind === "up" || kind === "down" ? { kind, index } : null;
}

/** `list` after `edit`, a new entry made by `added`; an edit past either end changes nothing. */
export function editedList<T>(list: readonly T[], edit: ListEdit, added: () => T): T[] {
  switch (edit.kind) {
    case "add":
      return [...list, added()];
    case "remove":
      return list.filter((_, at) => at !== edit.index);
    case "up":
    case "down":
      return moved(list, edit.index, edit.kind === "up" ? -1 : 1);
  }
}

/** `list` with the entry at `index` moved one place up (-1) or down (1); unchanged at an end. */
function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  const entry = list[index];
  const other = list[to];
  if (entry === undefined || other === undefined) return [...list];
  const next = [...list];
  next[to] = entry;
  next[index] = other;
  return next;
}

/**
 * The entries a list's form posted: `read(index)` for 0, 1, 2... until one is not in the form
 * (null), and never more than `most` + 1 (one past the most a list may hold, to be refused).
 */
export function postedEntries<T>(read: (index: number) => T | null, most: number): T[] {
  const entries: T[] = [];
  for (let index = 0; index <= most; index += 1) {
    const entry = read(index);
    if (entry === null) break;
    entries.push(entry);
  }
  return entries;
}

/** The language a list screen's address asks for (`?lang=es`), or the default one. */
export function listLocaleOf(url: string): Locale {
  const asked = new URL(url).searchParams.get("lang");
  return LOCALES.find(({ code }) => code === asked)?.code ?? LOCALES[0].code;
}

/** A list check's problems by field: "2.text", "1.contacts.0.link"; "list" for the whole list. */
export function problemsByField(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length === 0 ? "list" : issue.path.map(String).join(".");
    problems[key] ??= issue.message;
  }
  return problems;
}
