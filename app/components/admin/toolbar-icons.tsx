// Line icons for the Markdown toolbar, drawn on a 24 x 24 grid in the text colour. Each button
// carries its own accessible name, so the drawings are hidden from assistive technology.

const icons = {
  bold: "M7 5h6a3.5 3.5 0 0 1 0 7H7z M7 12h7a3.5 3.5 0 0 1 0 7H7z",
  italic: "M19 4h-9 M14 20H5 M15 4 9 20",
  heading: "M6 4v16 M18 4v16 M6 12h12",
  bulletList: "M9 6h11 M9 12h11 M9 18h11 M4 6h.01 M4 12h.01 M4 18h.01",
  numberedList: "M10 6h10 M10 12h10 M10 18h10 M4 5l1-1v5 M4 15h2l-2 3h2",
  link: "M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7 M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7",
  quote: "M5 5v14 M10 8h10 M10 12h10 M10 16h6",
  code: "m16 18 6-6-6-6 M8 6l-6 6 6 6",
  table: "M3 4h18v16H3z M3 10h18 M3 15h18 M9 4v16 M15 4v16",
  undo: "M9 14 4 9l5-5 M4 9h10.5a5.5 5.5 0 0 1 0 11H11",
  redo: "m15 14 5-5-5-5 M20 9H9.5a5.5 5.5 0 0 0 0 11H13",
  clear: "M3 6h18 M8 6V4h8v2 M19 6l-1 14H6L5 6 M10 11v6 M14 11v6",
} as const;

export type ToolbarIconName = keyof typeof icons;

/** One toolbar drawing, sized by the surrounding font. */
export function ToolbarIcon({ name }: { name: ToolbarIconName }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={icons[name]} />
    </svg>
  );
}
