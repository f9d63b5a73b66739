import { useFetcher } from "react-router";
import { useWords } from "../../lib/words.tsx";

/** Shown when a meeting has no agenda document: offers to create an empty one. */
export function NoAgenda() {
  const words = useWords();
  const fetcher = useFetcher<{ intent: "create-agenda"; error: string | null }>();
  const isCreating = fetcher.state !== "idle";
  const error = fetcher.state === "idle" ? (fetcher.data?.error ?? null) : null;
  return (
    <section className="admin-card no-agenda" aria-labelledby="no-agenda-heading">
      <h2 id="no-agenda-heading">{words.t("admin.noAgenda.heading")}</h2>
      <p>{words.t("admin.noAgenda.text")}</p>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="create-agenda" />
        <button type="submit" className="button button-primary" disabled={isCreating}>
          {words.t(isCreating ? "admin.panel.creating" : "admin.noAgenda.create")}
        </button>
      </fetcher.Form>
      {error !== null && (
        <p className="admin-alert" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
