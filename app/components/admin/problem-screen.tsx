import { Link } from "react-router";
import { useFocusOnMount } from "../../lib/admin/use-focus-on-mount.ts";

/** An admin screen that could not be shown ("Meeting not found", a failed load), and the way back. */
export function ProblemScreen({ title, message }: { title: string; message: string }) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <main id="main" className="page admin-page">
      <section className="admin-card admin-access" aria-labelledby="problem-heading">
        <h1 id="problem-heading" ref={headingRef} tabIndex={-1}>
          {title}
        </h1>
        <p className="admin-access-message" role="alert">
          {message}
        </p>
        <p>
          <Link to="/admin">Back to Admin Panel</Link>
        </p>
      </section>
    </main>
  );
}
