import { useEffect, useRef } from "react";
import { useWords } from "../../../lib/words.tsx";

interface ListEntryToolsProps {
  /** The entry's key: its buttons' ids start with it, so the focus can follow a move. */
  entryKey: string;
  /** The entry in words, for screen readers ("guideline 2"). */
  entryName: string;
  isFirst: boolean;
  isLast: boolean;
  /** Whether the entry may be removed (a list that must keep one entry). */
  canRemove: boolean;
  onMove(by: -1 | 1): void;
  onRemove(): void;
}

/**
 * Move up, Move down and Remove for one entry of a list: buttons, not dragging, so a phone and a
 * keyboard reorder as easily as a mouse. After a move the focus stays on the button pressed (or
 * its twin, at an end of the list), on the entry as it moved.
 */
export function ListEntryTools({
  entryKey,
  entryName,
  isFirst,
  isLast,
  canRemove,
  onMove,
  onRemove,
}: ListEntryToolsProps) {
  const words = useWords();
  // Which button to focus once the entry is drawn in its new place.
  const focusNext = useRef<"up" | "down" | null>(null);
  useEffect(() => {
    if (focusNext.current === null) return;
    const pressed = focusNext.current;
    const wanted =
      pressed === "up" && isFirst ? "down" : pressed === "down" && isLast ? "up" : pressed;
    document.getElementById(`${entryKey}-${wanted}`)?.focus();
    focusNext.current = null;
  });
  const move = (by: -1 | 1) => {
    focusNext.current = by === -1 ? "up" : "down";
    onMove(by);
  };
  return (
    <div className="list-entry-tools">
      <button
        id={`${entryKey}-up`}
        type="button"
        className="button button-secondary"
        disabled={isFirst}
        onClick={() => move(-1)}
      >
        {words.t("clubRules.moveUp")}
        <span className="visually-hidden"> {entryName}</span>
      </button>
      <button
        id={`${entryKey}-down`}
        type="button"
        className="button button-secondary"
        disabled={isLast}
        onClick={() => move(1)}
      >
        {words.t("clubRules.moveDown")}
        <span className="visually-hidden"> {entryName}</span>
      </button>
      <button
        type="button"
        className="button button-ghost"
        disabled={!canRemove}
        onClick={onRemove}
      >
        {words.t("clubRules.remove")}
        <span className="visually-hidden"> {entryName}</span>
      </button>
    </div>
  );
}
