import { useWords } from "../lib/words.tsx";

/**
 * "Present mode": starts the agenda's one-section-at-a-time view for the classroom projector.
 * The page script (app/page-script/present-mode.ts) answers the press.
 */
export function PresentModeButton() {
  const words = useWords();
  return (
    <div className="present-mode">
      <button type="button" className="button button-primary" data-present="">
        {words.t("agenda.presentMode")}
      </button>
    </div>
  );
}
