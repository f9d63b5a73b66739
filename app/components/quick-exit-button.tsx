import { useWords } from "../lib/words.tsx";

interface QuickExitButtonProps {
  /** The neutral site the visitor lands on (club.config.json quickExit.url). */
  url: string;
}

/**
 * The "Exit this page" button, after GOV.UK's pattern. It is a plain link, so it works before any
 * script runs; the page script (app/page-script/quick-exit.ts) makes it blank the page at once and replace the history
 * entry, adds the Shift-three-times shortcut and announces the count in the status line.
 */
export function QuickExitButton({ url }: QuickExitButtonProps) {
  const words = useWords();
  return (
    <div className="quick-exit">
      <a className="quick-exit-button" href={url} rel="noreferrer" data-quick-exit="">
        {words.t("quickExit.button")}
      </a>
      {/* The script writes the count here, possibly before hydration. React does not hydrate or
          diff the children of an element given its inner HTML, so it never wipes that text. */}
      <p
        className="visually-hidden"
        role="status"
        data-quick-exit-status=""
        dangerouslySetInnerHTML={{ __html: "" }}
      />
    </div>
  );
}
