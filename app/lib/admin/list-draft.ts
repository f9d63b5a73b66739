import { LOCALES, type Locale } from "../../../i18n/locales.ts";

// A list an organiser edits entry by entry (the guidelines, the support resources): each entry
// keeps a key as it moves, so React keeps its fields (and the focus) with it.

/** An entry of a list being edited, with the key that stays with it. */
export type Keyed<T> = T & { key: string };

let lastKey = 0;

/** A new key for an entry added or read. */
export function newEntryKey(): string {
  lastKey += 1;
  return `entry-${lastKey}`;
}

/** `entries` with a key each. */
export function keyed<T extends object>(entries: readonly T[]): Keyed<T>[] {
  return entries.map((entry) => ({ ...entry, key: newEntryKey() }));
}

/** `list` with the entry at `index` moved one place up (-1) or down (1); unchanged at an end. */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  const entry = list[index];
  const other = list[to];
  if (entry === undefined || other === undefined) return [...list];
  const next = [...list];
  next[to] = entry;
  next[index] = other;
  return next;
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
