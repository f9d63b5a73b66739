/**
 * What an admin screen shows while the browser checks who is signed in: its title, and grey
 * blocks shaped like the cards that come next, so nothing moves much when they arrive. The
 * words are for screen readers; the blocks are hidden from them.
 */
export function AdminLoading({ title }: { title: string }) {
  return (
    <main id="main" className="page admin-page">
      <h1>{title}</h1>
      <p className="visually-hidden" role="status">
        Loading...
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
