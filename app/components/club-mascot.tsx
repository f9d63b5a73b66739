import { CardinalMascot } from "./cardinal-mascot.tsx";
import type { MascotView } from "../lib/mascot-picture.ts";

interface ClubMascotProps {
  view: MascotView;
  className: string;
  /** How wide the picture is shown, for the browser's choice among the previews. */
  sizes: string;
  /** Where the picture only repeats words beside it (the navigation's club name): "" . */
  alt?: string;
}

/**
 * The club's mascot (decision 0115): the built-in cardinal, nothing, or the club's own picture,
 * given its width and height so the page keeps its place for it.
 */
export function ClubMascot({ view, className, sizes, alt }: ClubMascotProps) {
  if (view.kind === "none") return null;
  if (view.kind === "cardinal") return <CardinalMascot className={className} />;
  return (
    <picture>
      {view.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        className={`${className} club-mascot-picture`}
        src={view.src}
        srcSet={view.srcSet}
        sizes={sizes}
        alt={alt ?? view.alt}
        width={view.width}
        height={view.height}
        decoding="async"
      />
    </picture>
  );
}
