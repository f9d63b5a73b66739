/**
 * "Present mode": starts the agenda's one-section-at-a-time view for the classroom projector.
 * The page script (app/page-script/present-mode.ts) answers the press.
 */
export function PresentModeButton() {
  return (
    <div className="present-mode">
      <button type="button" className="button button-primary" data-present="">
        Present mode
      </button>
    </div>
  );
}
