import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useWords } from "../../lib/words.tsx";
import { ToolbarIcon } from "./toolbar-icons.tsx";

const GRID_SIZE = 6;

interface TableSize {
  columns: number;
  rows: number;
}

interface TableSizePickerProps {
  /** The roving tab stop the toolbar gives its items. */
  tabIndex: number;
  onPick(columns: number, rows: number): void;
}

/**
 * The toolbar's "Insert table" button and its 6 x 6 grid of sizes. The grid is one tab stop:
 * arrow keys, Home and End move between sizes, Enter or Space inserts, Escape closes.
 */
export function TableSizePicker({ tabIndex, onPick }: TableSizePickerProps) {
  const words = useWords();
  const [isOpen, setIsOpen] = useState(false);
  const [size, setSize] = useState<TableSize>({ columns: 1, rows: 1 });
  const triggerRef = useRef<HTMLButtonElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const gridId = useId();

  // Opening moves focus into the grid, onto the 1 x 1 size, before the next key press arrives.
  useEffect(() => {
    if (isOpen) focusCell({ columns: 1, rows: 1 });
  }, [isOpen]);

  function focusCell(next: TableSize) {
    setSize(next);
    const cell = gridRef.current?.querySelector(`[data-size="${next.columns}x${next.rows}"]`);
    if (cell instanceof HTMLElement) cell.focus();
  }

  function close() {
    setIsOpen(false);
    triggerRef.current?.focus();
  }

  function pick(columns: number, rows: number) {
    setIsOpen(false);
    onPick(columns, rows);
  }

  function onGridKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const clamp = (value: number) => Math.min(GRID_SIZE, Math.max(1, value));
    const moves: Record<string, TableSize> = {
      ArrowRight: { ...size, columns: clamp(size.columns + 1) },
      ArrowLeft: { ...size, columns: clamp(size.columns - 1) },
      ArrowDown: { ...size, rows: clamp(size.rows + 1) },
      ArrowUp: { ...size, rows: clamp(size.rows - 1) },
      Home: { columns: 1, rows: 1 },
      End: { columns: GRID_SIZE, rows: GRID_SIZE },
    };
    const next = moves[event.key];
    // The toolbar around the picker moves between its buttons on arrow keys: not here.
    event.stopPropagation();
    if (next !== undefined) {
      event.preventDefault();
      focusCell(next);
    } else if (event.key === "Escape") {
      event.preventDefault();
      close();
    }
  }

  return (
    <div
      className="table-picker"
      onBlur={(event) => {
        if (isOpen && !event.currentTarget.contains(event.relatedTarget)) setIsOpen(false);
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        className="toolbar-button"
        data-toolbar-item
        tabIndex={tabIndex}
        aria-label={words.t("admin.markdown.table")}
        title={words.t("admin.markdown.table")}
        aria-expanded={isOpen}
        aria-controls={isOpen ? gridId : undefined}
        onClick={() => {
          if (isOpen) {
            setIsOpen(false);
            return;
          }
          setSize({ columns: 1, rows: 1 });
          setIsOpen(true);
        }}
      >
        <ToolbarIcon name="table" />
      </button>
      {isOpen && (
        <div className="table-picker-popover">
          <div
            ref={gridRef}
            id={gridId}
            role="group"
            aria-label={words.t("admin.markdown.tableSize")}
            className="table-picker-grid"
            onKeyDown={onGridKeyDown}
          >
            {Array.from({ length: GRID_SIZE * GRID_SIZE }, (_, index) => {
              const columns = (index % GRID_SIZE) + 1;
              const rows = Math.floor(index / GRID_SIZE) + 1;
              const isCurrent = columns === size.columns && rows === size.rows;
              const isInside = columns <= size.columns && rows <= size.rows;
              return (
                <button
                  key={index}
                  type="button"
                  className={isInside ? "table-picker-cell is-inside" : "table-picker-cell"}
                  data-size={`${columns}x${rows}`}
                  tabIndex={isCurrent ? 0 : -1}
                  aria-label={words.t("admin.markdown.cell", { columns, rows })}
                  onMouseEnter={() => setSize({ columns, rows })}
                  onFocus={() => setSize({ columns, rows })}
                  onClick={() => pick(columns, rows)}
                />
              );
            })}
          </div>
          <p className="table-picker-caption" aria-hidden="true">
            {words.t("admin.markdown.caption", { ...size })}
          </p>
        </div>
      )}
    </div>
  );
}
