import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ScreenLoad } from "../../lib/admin/screen-load.ts";
import { useFocusOnMount } from "../../lib/admin/use-focus-on-mount.ts";
import { useWords } from "../../lib/words.tsx";

/** An admin screen that could not be shown ("Meeting not found", a failed load), and the way back. */
export function ProblemScreen({ title, message }: { title: string; message: string }) {
  const words = useWords();
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
          <Link to="/admin">{words.t("admin.backToPanel")}</Link>
        </p>
      </section>
    </main>
  );
}

/**
 * A screen loaded by `loadOrganiserScreen`: `children(loaded)`, or the problem screen saying `failure` and
 * why, or `notFound` for an address that names nothing. Null (not an organiser) shows nothing,
 * since the admin frame shows its guard screen then.
 */
export function LoadedScreen<T>({
  load,
  title,
  failure,
  notFound,
  children,
}: {
  load: ScreenLoad<T> | null;
  title: string;
  failure: string;
  notFound?: { title: string; message: string };
  children: (loaded: T & { loadedAt: string }) => ReactNode;
}) {
  const words = useWords();
  switch (load?.kind) {
    case undefined:
      return null;
    case "not-found":
      return <ProblemScreen {...(notFound ?? { title, message: words.t("admin.nothingHere") })} />;
    case "load-failed":
      return (
        <ProblemScreen
          title={title}
          message={words.t("admin.failedBecause", { failure, why: load.message })}
        />
      );
    case "loaded":
      return children(load);
  }
}
