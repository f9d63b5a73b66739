/** "Present mode": starts the agenda's one-section-at-a-time view for the classroom projector. */
export function PresentModeButton({ onPresent }: { onPresent: () => void }) {
  return (
    <div className="present-mode">
      <button type="button" className="button button-primary" onClick={onPresent}>
        Present mode
      </button>
    </div>
  );
}
