import { useEffect, useRef, useState } from "react";
import { accentProperties } from "../../../lib/look/accent-style.ts";
import type { AccentColours, Scheme } from "../../../lib/look/accent-contrast.ts";
import { useWords } from "../../../lib/words.tsx";

const PROPERTIES = ["--primary", "--primary-hover", "--link", "--link-hover"];

/**
 * The home page as visitors get it, in a frame, with `accent` set on it from here (decision
 * 0114): the properties go on the framed page's root through the CSSOM, which the strict CSP
 * allows (no style attribute, no query string, nothing stored). The page is the site's own, on
 * its own origin, so this screen may reach its document; its page script runs as a visitor's.
 */
export function HomePreview({ accent }: { accent: AccentColours }) {
  const words = useWords();
  const frame = useRef<HTMLIFrameElement>(null);
  const [loads, setLoads] = useState(0);
  const scheme = useScheme();
  const colour = accent[scheme];

  useEffect(() => {
    const root = frame.current?.contentDocument?.documentElement;
    if (!root) return;
    for (const property of PROPERTIES) root.style.removeProperty(property);
    if (colour === null) return;
    for (const [property, value] of accentProperties(colour, scheme)) {
      root.style.setProperty(property, value);
    }
  }, [colour, scheme, loads]);

  return (
    <div className="home-preview">
      <h3>{words.t("look.preview.heading")}</h3>
      <p className="admin-hint">{words.t("look.preview.hint", { scheme })}</p>
      <iframe
        ref={frame}
        className="home-preview-frame"
        src={words.path("/")}
        title={words.t("look.preview.frameTitle")}
        loading="lazy"
        width={390}
        height={640}
        onLoad={() => setLoads((count) => count + 1)}
      />
    </div>
  );
}

/** The colour scheme this device shows, following a change while the screen is open. */
function useScheme(): Scheme {
  const [scheme, setScheme] = useState<Scheme>(() => schemeNow());
  useEffect(() => {
    const query = window.matchMedia("(prefers-color-scheme: dark)");
    const follow = () => setScheme(schemeNow());
    query.addEventListener("change", follow);
    return () => query.removeEventListener("change", follow);
  }, []);
  return scheme;
}

function schemeNow(): Scheme {
  return window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}
