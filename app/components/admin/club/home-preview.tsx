import { useWords } from "../../../lib/words.tsx";

/**
 * The home page as visitors get it now, in a frame, beside the accent colours (decision 0114):
 * the colours last saved, in the scheme this device shows.
 */
export function HomePreview() {
  const words = useWords();
  return (
    <div className="home-preview">
      <h3>{words.t("look.preview.heading")}</h3>
      <p className="admin-hint">{words.t("look.preview.hint")}</p>
      <iframe
        className="home-preview-frame"
        src={words.path("/")}
        title={words.t("look.preview.frameTitle")}
        loading="lazy"
        width={390}
        height={640}
      />
    </div>
  );
}
