/** What an admin screen shows while the browser checks who is signed in. */
export function AdminLoading({ title }: { title: string }) {
  return (
    <main id="main" className="page admin-page">
      <h1>{title}</h1>
      <p className="admin-loading" role="status">
        Loading...
      </p>
    </main>
  );
}
