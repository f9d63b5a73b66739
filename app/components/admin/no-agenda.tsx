import { useFetcher } from "react-router";

/** Shown when a meeting has no agenda document: offers to create an empty one. */
export function NoAgenda() {
  const fetcher = useFetcher<{ intent: "create-agenda"; error: string | null }>();
  const isCreating = fetcher.state !== "idle";
  const error = fetcher.state === "idle" ? (fetcher.data?.error ?? null) : null;
  return (
    <section className="admin-card no-agenda" aria-labelledby="no-agenda-heading">
      <h2 id="no-agenda-heading">No agenda was created</h2>
      <p>This meeting doesn't have an agenda yet. Create one to write what visitors will see.</p>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="create-agenda" />
        <button type="submit" className="button button-primary" disabled={isCreating}>
          {isCreating ? "Creating..." : "Create one now"}
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
