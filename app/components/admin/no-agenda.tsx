import { useWords } from "../../lib/words.tsx";

/**
 * Shown in Manage Meeting's form when a meeting has no agenda document: offers to create an
 * empty one. Its button belongs to the form `formId` (intent "create-agenda"), drawn outside the
 * screen's form, since forms cannot nest.
 */
export function NoAgenda({ formId, error }: { formId: string; error: string | null }) {
  const words = useWords();
  return (
    <section className="admin-card no-agenda" aria-labelledby="no-agenda-heading">
      <h2 id="no-agenda-heading">{words.t("admin.noAgenda.heading")}</h2>
      <p>{words.t("admin.noAgenda.text")}</p>
      <button
        type="submit"
        form={formId}
        name="intent"
        value="create-agenda"
        className="button button-primary"
      >
        {words.t("admin.noAgenda.create")}
      </button>
      {error !== null && (
        <p className="admin-alert" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
