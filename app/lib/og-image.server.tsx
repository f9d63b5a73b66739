import fs from "node:fs";
import { createRequire } from "node:module";
import { OG_IMAGE } from "./og-image-size.ts";

// The picture a shared link shows (decision 0039): drawn on this server, once per club name and language, from
// the site's own font, so no preview service ever learns which pages members share. Satori lays
// the text out into an SVG of glyph outlines, and resvg turns that into a PNG, with no system
// fonts needed.

const FONT_FILE =
  "@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-latin-700-normal.woff";
const RAINBOW = ["#e40303", "#ff8c00", "#ffed00", "#008026", "#24408e", "#732982"];

/** The side of the square the club's own mascot is drawn in, right of the words. */
export const MASCOT_SIDE = 360;

const drawn = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

export interface OgImageText {
  clubName: string;
  schoolName: string;
  /** "Everyone is welcome.", in the language of the page shared. */
  tagline: string;
  /** The club's own mascot (decision 0115): its file id, and a PNG of it as a data: URL. */
  mascot: { fileId: string; png: string } | null;
}

/** The preview image of the club as a PNG, drawn on first use and kept for the process's life. */
export function ogImagePng(text: OgImageText): Promise<Uint8Array<ArrayBuffer>> {
  // A mascot is known by its file id: a new picture is a new file.
  const key = JSON.stringify({ ...text, mascot: text.mascot?.fileId ?? null });
  let image = drawn.get(key);
  if (image === undefined) {
    image = draw(text);
    // A failure is not kept: the next request tries again.
    image.catch(() => drawn.delete(key));
    drawn.set(key, image);
  }
  return image;
}

async function draw(text: OgImageText): Promise<Uint8Array<ArrayBuffer>> {
  // Loaded for the first picture, not at start: an image drawn once per club name should not
  // weigh on an idle server's memory (issue 9).
  const [{ default: satori }, { Resvg }] = await Promise.all([
    import("satori"),
    import("@resvg/resvg-js"),
  ]);
  const font = fs.readFileSync(createRequire(import.meta.url).resolve(FONT_FILE));
  const svg = await satori(<Card {...text} />, {
    width: OG_IMAGE.width,
    height: OG_IMAGE.height,
    fonts: [{ name: "Atkinson Hyperlegible", data: font, weight: 700, style: "normal" }],
  });
  const png = new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
  return new Uint8Array(png);
}

/** Large words on the flag's stripes: legible even as a small chat thumbnail. */
function Card({ clubName, schoolName, tagline, mascot }: OgImageText) {
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        background: "#fff9f5",
        fontFamily: "Atkinson Hyperlegible",
      }}
    >
      <div style={{ display: "flex", height: 60 }}>
        {RAINBOW.map((color) => (
          <div key={color} style={{ flex: 1, background: color }} />
        ))}
      </div>
      <div
        style={{
          flex: 1,
          display: "flex",
          flexDirection: "column",
          justifyContent: "center",
          padding: mascot ? `0 ${MASCOT_SIDE + 120}px 0 80px` : "0 80px",
        }}
      >
        <div style={{ fontSize: 40, color: "#a8102a" }}>{schoolName}</div>
        <div style={{ fontSize: 100, lineHeight: 1.05, color: "#3a1244", marginTop: 12 }}>
          {clubName}
        </div>
        <div style={{ fontSize: 48, color: "#5b2180", marginTop: 28 }}>{tagline}</div>
      </div>
      {mascot && (
        <img
          src={mascot.png}
          alt=""
          width={MASCOT_SIDE}
          height={MASCOT_SIDE}
          style={{
            position: "absolute",
            right: 60,
            top: 60 + (OG_IMAGE.height - 84 - MASCOT_SIDE) / 2,
            objectFit: "contain",
          }}
        />
      )}
      <div style={{ display: "flex", height: 24 }}>
        {RAINBOW.map((color) => (
          <div key={color} style={{ flex: 1, background: color }} />
        ))}
      </div>
    </div>
  );
}
