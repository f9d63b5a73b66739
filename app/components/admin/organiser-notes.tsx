import { useWords } from "../../lib/words.tsx";

/** The "Organiser notes" card of Manage Meeting's form: text only organisers can read, saved with the meeting. */
export function OrganiserNotes({ notes }: { notes: string }) {
  const words = useWords();
  return (
    <section className="admin-card" aria-labelledby="organiser-notes-heading">
      <h2 id="organiser-notes-heading">{words.t("admin.notes.heading")}</h2>
      <div className="admin-field">
        <label htmlFor="organiser-notes">{words.t("admin.notes.label")}</label>
        <textarea
          id="organiser-notes"
          rows={4}
          maxLength={10000}
          name="notes"
          defaultValue={notes}
          aria-describedby="organiser-notes-hint"
        />
        <p className="admin-hint" id="organiser-notes-hint">
          {words.t("admin.notes.hint")}
        </p>
      </div>
    </section>
  );
}
