import { listEditIntent } from "../../../lib/admin/list-draft.ts";
import { useWords } from "../../../lib/words.tsx";

interface ListEntryToolsProps {
  index: number;
  /** The entry in words, for screen readers ("guideline 2"). */
  entryName: string;
  isFirst: boolean;
  isLast: boolean;
  /** Whether the entry may be removed (a list that must keep one entry). */
  canRemove: boolean;
  /** The button to focus on the page drawn after a move (the entry moved here): its twin at an end. */
  focus: "up" | "down" | null;
}

/**
 * Move up, Move down and Remove for one entry of a list: submit buttons of the list's form, not
 * dragging, so a phone and a keyboard reorder as easily as a mouse, with JavaScript or without.
 * The page drawn after a move has the focus on the button pressed, on the entry as it moved.
 */
export function ListEntryTools({
  index,
  entryName,
  isFirst,
  isLast,
  canRemove,
  focus,
}: ListEntryToolsProps) {
  const words = useWords();
  const focused = focus === "up" && isFirst ? "down" : focus === "down" && isLast ? "up" : focus;
  return (
    <div className="list-entry-tools">
      <button
        type="submit"
        name="intent"
        value={listEditIntent("up", index)}
        className="button button-secondary"
        disabled={isFirst}
        autoFocus={focused === "up"}
      >
        {words.t("clubRules.moveUp")}
        <span className="visually-hidden"> {entryName}</span>
      </button>
      <button
        type="submit"
        name="intent"
        value={listEditIntent("down", index)}
        className="button button-secondary"
        disabled={isLast}
        autoFocus={focused === "down"}
      >
        {words.t("clubRules.moveDown")}
        <span className="visually-hidden"> {entryName}</span>
      </button>
      <button
        type="submit"
        name="intent"
        value={listEditIntent("remove", index)}
        className="button button-ghost"
        disabled={!canRemove}
      >
        {words.t("clubRules.remove")}
        <span className="visually-hidden"> {entryName}</span>
      </button>
    </div>
  );
}

/** Which of entry `index`'s move buttons the last form pressed, after its move. */
export function movedFocus(intent: string | null, index: number): "up" | "down" | null {
  if (intent === listEditIntent("up", index + 1)) return "up";
  if (intent === listEditIntent("down", index - 1)) return "down";
  return null;
}
