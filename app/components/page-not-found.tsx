import { StatusPage } from "./status-page.tsx";
import { useWords } from "../lib/words.tsx";

/** The 404 page's content, the same for every route that finds nothing. */
export function PageNotFound() {
  const words = useWords();
  return (
    <StatusPage
      title={
        // One heading holds the spec's whole sentence; the stylesheet sets the two parts apart.
        <>
          {words.t("notFound.title")}
          <span className="status-title-dash">{" - "}</span>
          <span className="status-title-detail">{words.t("notFound.detail")}</span>
        </>
      }
    >
      {words.node("notFound.onward", {
        home: (chunks) => <a href={words.path("/")}>{chunks}</a>,
        about: (chunks) => <a href={words.path("/about")}>{chunks}</a>,
      })}
    </StatusPage>
  );
}
