// A readable difference between two versions of a setting or a page: which fields changed, and
// for long text the lines taken out and put in, as a person comparing them would read it.

/** One line of a text difference. */
export interface DiffLine {
  kind: "same" | "added" | "removed";
  text: string;
}

/** Lines kept, removed and added from `before` to `after` (a longest common subsequence). */
export function diffLines(before: string, after: string): DiffLine[] {
  const a = before.split("\n");
  const b = after.split("\n");
  // lengths[i][j]: the longest common run of a[i..] and b[j..]; pages are a few hundred lines.
  const lengths = Array.from({ length: a.length + 1 }, () =>
    new Array<number>(b.length + 1).fill(0),
  );
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      const row = lengths[i] ?? [];
      row[j] =
        a[i] === b[j]
          ? (lengths[i + 1]?.[j + 1] ?? 0) + 1
          : Math.max(lengths[i + 1]?.[j] ?? 0, row[j + 1] ?? 0);
    }
  }
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const lineA = a[i];
    const lineB = b[j];
    if (lineA !== undefined && lineA === lineB) {
      lines.push({ kind: "same", text: lineA });
      i += 1;
      j += 1;
    } else if (
      lineA !== undefined &&
      (lineB === undefined || (lengths[i + 1]?.[j] ?? 0) >= (lengths[i]?.[j + 1] ?? 0))
    ) {
      // A line taken out reads before the line put in its place.
      lines.push({ kind: "removed", text: lineA });
      i += 1;
    } else if (lineB !== undefined) {
      lines.push({ kind: "added", text: lineB });
      j += 1;
    }
  }
  return lines;
}

/** One field that differs between two versions. */
export interface FieldChange {
  key: string;
  before: string;
  after: string;
}

/** The fields whose values differ from `before` to `after`, in `after`'s order. */
export function changedFields(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): FieldChange[] {
  const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return keys
    .map((key) => ({ key, before: shown(before[key]), after: shown(after[key]) }))
    .filter((change) => change.before !== change.after);
}

function shown(value: unknown): string {
  if (Array.isArray(value)) return value.map(shown).join(", ");
  if (value === null || value === undefined) return "";
  return typeof value === "string" ? value : JSON.stringify(value);
}
