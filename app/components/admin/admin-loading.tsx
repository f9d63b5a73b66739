/** What the admin screens show while the browser checks who is signed in. */
export function AdminLoading() {
  return (
    <main id="main" className="page admin-page">
      <p className="admin-loading" role="status">
        Loading...
      </p>
    </main>
  );
}
