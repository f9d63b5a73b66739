import { useState, type FocusEvent, type KeyboardEvent } from "react";
import {
  toggleBold,
  toggleBulletList,
  toggleCode,
  toggleHeading,
  toggleItalic,
  toggleNumberedList,
  toggleQuote,
  insertLink,
  type MarkdownCommand,
} from "../../lib/admin/markdown-commands.ts";
import { TableSizePicker } from "./table-size-picker.tsx";
import { useWords } from "../../lib/words.tsx";
import type { MessageId } from "../../../i18n/translate.ts";
import { ToolbarIcon, type ToolbarIconName } from "./toolbar-icons.tsx";

interface FormatAction {
  label: MessageId;
  icon: ToolbarIconName;
  command: MarkdownCommand;
  shortcut?: string;
}

const FORMAT_ACTIONS: FormatAction[] = [
  { label: "admin.markdown.bold", icon: "bold", command: toggleBold, shortcut: "Control+B" },
  { label: "admin.markdown.italic", icon: "italic", command: toggleItalic, shortcut: "Control+I" },
  { label: "admin.markdown.heading", icon: "heading", command: toggleHeading },
  { label: "admin.markdown.bulletList", icon: "bulletList", command: toggleBulletList },
  { label: "admin.markdown.numberedList", icon: "numberedList", command: toggleNumberedList },
  { label: "admin.markdown.link", icon: "link", command: insertLink, shortcut: "Control+K" },
  { label: "admin.markdown.quote", icon: "quote", command: toggleQuote },
  { label: "admin.markdown.code", icon: "code", command: toggleCode },
];

// The format buttons, then the table picker, undo, redo and clear.
const ITEM_COUNT = FORMAT_ACTIONS.length + 4;
const TABLE_INDEX = FORMAT_ACTIONS.length;

interface MarkdownToolbarProps {
  /** The id of the editor the toolbar formats. */
  controls: string;
  canUndo: boolean;
  canRedo: boolean;
  onCommand(command: MarkdownCommand): void;
  onInsertTable(columns: number, rows: number): void;
  onUndo(): void;
  onRedo(): void;
  onClear(): void;
}

/**
 * The formatting toolbar, following the WAI-ARIA toolbar pattern: one tab stop, and arrow keys,
 * Home and End to move between buttons. Undo and redo stay focusable when there is nothing to
 * undo (aria-disabled), so arrowing through the toolbar never skips a button.
 */
export function MarkdownToolbar(props: MarkdownToolbarProps) {
  const words = useWords();
  const [activeIndex, setActiveIndex] = useState(0);
  const tabIndexOf = (index: number) => (index === activeIndex ? 0 : -1);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = {
      ArrowRight: (activeIndex + 1) % ITEM_COUNT,
      ArrowLeft: (activeIndex - 1 + ITEM_COUNT) % ITEM_COUNT,
      Home: 0,
      End: ITEM_COUNT - 1,
    };
    const next = moves[event.key];
    if (next === undefined) {
      return;
    }
    event.preventDefault();
    const items = Array.from(event.currentTarget.querySelectorAll("[data-toolbar-item]"));
    const target = items[next];
    if (target instanceof HTMLElement) {
      target.focus();
    }
  }

  function onFocus(event: FocusEvent<HTMLDivElement>) {
    const items = Array.from(event.currentTarget.querySelectorAll("[data-toolbar-item]"));
    const index = items.findIndex((item) => item === event.target);
    if (index >= 0) {
      setActiveIndex(index);
    }
  }

  return (
    <div
      role="toolbar"
      aria-label={words.t("admin.markdown.toolbar")}
      aria-controls={props.controls}
      className="markdown-toolbar"
      onKeyDown={onKeyDown}
      onFocus={onFocus}
    >
      {FORMAT_ACTIONS.map((action, index) => (
        <button
          key={action.icon}
          type="button"
          className="toolbar-button"
          data-toolbar-item
          tabIndex={tabIndexOf(index)}
          aria-label={words.t(action.label)}
          aria-keyshortcuts={action.shortcut}
          title={words.t(action.label)}
          onClick={() => props.onCommand(action.command)}
        >
          <ToolbarIcon name={action.icon} />
        </button>
      ))}
      <TableSizePicker tabIndex={tabIndexOf(TABLE_INDEX)} onPick={props.onInsertTable} />
      <span className="toolbar-separator" aria-hidden="true" />
      <HistoryButton
        label={words.t("admin.markdown.undo")}
        icon="undo"
        shortcut="Control+Z"
        isEnabled={props.canUndo}
        tabIndex={tabIndexOf(TABLE_INDEX + 1)}
        onClick={props.onUndo}
      />
      <HistoryButton
        label={words.t("admin.markdown.redo")}
        icon="redo"
        shortcut="Control+Y"
        isEnabled={props.canRedo}
        tabIndex={tabIndexOf(TABLE_INDEX + 2)}
        onClick={props.onRedo}
      />
      <button
        type="button"
        className="toolbar-button toolbar-button-danger"
        data-toolbar-item
        tabIndex={tabIndexOf(TABLE_INDEX + 3)}
        aria-label={words.t("admin.markdown.clear")}
        title={words.t("admin.markdown.clearAll")}
        onClick={props.onClear}
      >
        <ToolbarIcon name="clear" />
      </button>
    </div>
  );
}

interface HistoryButtonProps {
  label: string;
  icon: ToolbarIconName;
  shortcut: string;
  isEnabled: boolean;
  tabIndex: number;
  onClick(): void;
}

function HistoryButton({
  label,
  icon,
  shortcut,
  isEnabled,
  tabIndex,
  onClick,
}: HistoryButtonProps) {
  return (
    <button
      type="button"
      className="toolbar-button"
      data-toolbar-item
      tabIndex={tabIndex}
      aria-label={label}
      aria-keyshortcuts={shortcut}
      aria-disabled={!isEnabled}
      title={label}
      onClick={() => {
        if (isEnabled) onClick();
      }}
    >
      <ToolbarIcon name={icon} />
    </button>
  );
}
