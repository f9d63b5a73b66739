import { StatusPage } from "./status-page.tsx";

/** The 404 page's content, the same for every route that finds nothing. */
export function PageNotFound() {
  return (
    <StatusPage
      title={
        // One heading holds the spec's whole sentence; the stylesheet sets the two parts apart.
        <>
          Page Not Found<span className="status-title-dash"> - </span>
          <span className="status-title-detail">The page you are looking for does not exist.</span>
        </>
      }
    >
      It may have moved, or the address may have a typo. Try the <a href="/">home page</a>, or read
      about <a href="/about">who we are</a>.
    </StatusPage>
  );
}
