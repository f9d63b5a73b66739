interface OrganiserNotesProps {
  notes: string;
  onChange(notes: string): void;
}

/** The "Organiser notes" card: text only organisers can read, saved with the meeting. */
export function OrganiserNotes({ notes, onChange }: OrganiserNotesProps) {
  return (
    <section className="admin-card" aria-labelledby="organiser-notes-heading">
      <h2 id="organiser-notes-heading">Organiser notes</h2>
      <div className="admin-field">
        <label htmlFor="organiser-notes">Notes for organisers only</label>
        <textarea
          id="organiser-notes"
          rows={4}
          maxLength={10000}
          value={notes}
          aria-describedby="organiser-notes-hint"
          onChange={(event) => onChange(event.target.value)}
        />
        <p className="admin-hint" id="organiser-notes-hint">
          Only organisers can read these: they never appear on the site, in feeds or on the
          projector.
        </p>
      </div>
    </section>
  );
}
