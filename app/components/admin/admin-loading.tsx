import { useWords } from "../../lib/words.tsx";

/**
 * What an admin screen shows while the browser checks who is signed in: its title, and grey
 * blocks shaped like the cards that come next, so nothing moves much when they arrive. The
 * words are for screen readers; the blocks are hidden from them. Without JavaScript these screens
 * cannot work at all, and they say so instead of loading for ever.
 */
export function AdminLoading({ title }: { title: string }) {
  const words = useWords();
  return (
    <main id="main" className="page admin-page">
      <h1>{title}</h1>
      {/* Shown by admin.css only when the browser runs no scripts (a media query, which every
          current browser answers, also under test automation that turns scripts off). */}
      <p className="admin-alert admin-needs-javascript">
        {words.t("admin.loading.needsJavaScript")}
      </p>
      <p className="visually-hidden" role="status">
        {words.t("admin.loading.status")}
      </p>
      <div className="admin-skeleton" aria-hidden="true">
        <div className="admin-skeleton-line" />
        <div className="admin-skeleton-card" />
        <div className="admin-skeleton-button" />
        <div className="admin-skeleton-card" />
      </div>
    </main>
  );
}
