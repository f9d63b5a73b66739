// The club's accent colours (decision 0114): which texts of the site an accent colours, and
// whether each stays readable (WCAG 2.2 AA). The same check runs on the Club settings screen, as
// the organiser picks, and in the embedded backend before the settings are stored.

/** A colour as the settings store it: `#` and six hex digits. */
export const ACCENT_PATTERN = /^#[0-9a-f]{6}$/i;

/** The site's light and dark colour schemes (tokens.css): an accent is chosen for each. */
export type Scheme = "light" | "dark";

/** The accent of each scheme; null keeps the site's own colours (tokens.css). */
export type AccentColours = Record<Scheme, string | null>;

/** What an accent colours: buttons (with text on them) and links (on the site's surfaces). */
export type PairKind = "button" | "buttonHover" | "text" | "textHover";

/** The surfaces accent-coloured text sits on (a link on a card, an outlined button on the page). */
export type Surface = "page" | "card" | "shaded" | "banner" | "notice";

/** One pair of colours that failed, as the organiser is told it. */
export interface ContrastFailure {
  scheme: Scheme;
  kind: PairKind;
  /** The surface under accent-coloured text; null for text on a button. */
  surface: Surface | null;
  /** The colour the organiser chose. */
  accent: string;
  /** The colour of the button or text the pair names (the accent, or its hover shade). */
  coloured: string;
  /** The contrast, cut (never rounded up) to one decimal, as WCAG asks. */
  ratio: number;
  needed: number;
}

/** Normal text needs 4.5:1 (WCAG 2.2 SC 1.4.3); every accent pair holds text. */
export const TEXT_CONTRAST = 4.5;

// The backgrounds of tokens.css each scheme puts accent-coloured text on: --bg, --surface,
// --surface-muted, the stops of --hero-bg (the home page's banner and present mode's title) and
// the four notice backgrounds. A unit test holds this list to tokens.css.
export const SURFACES: Record<Scheme, Record<Surface, readonly string[]>> = {
  light: {
    page: ["#fff9f5"],
    card: ["#ffffff"],
    shaded: ["#f7eff3"],
    banner: ["#ffe9ee", "#f4e9ff"],
    notice: ["#eef2ff", "#fff6dc", "#fdecec", "#f1edf3"],
  },
  dark: {
    page: ["#16111b"],
    card: ["#221a29"],
    shaded: ["#1c1622"],
    banner: ["#2c1224", "#211637"],
    notice: ["#1b2340", "#30260c", "#3a1518", "#241e29"],
  },
};

/** The text on a filled accent button, --on-primary, fixed per scheme. */
export const ON_ACCENT: Record<Scheme, string> = { light: "#ffffff", dark: "#1d0f29" };

/** The tokens an accent sets: the button fill and links, each with its hover shade. */
export interface AccentTokens {
  primary: string;
  primaryHover: string;
  link: string;
  linkHover: string;
}

/**
 * The tokens of `accent` in `scheme`: under the pointer a button or link gets darker in the light
 * scheme and lighter in the dark one, as tokens.css's own colours do.
 */
export function accentTokens(accent: string, scheme: Scheme): AccentTokens {
  const hover = scheme === "light" ? mix(accent, "#000000", 0.2) : mix(accent, "#ffffff", 0.25);
  return { primary: accent, primaryHover: hover, link: accent, linkHover: hover };
}

/**
 * The first pair `accent` would put below AA in `scheme`, in the order an organiser meets them
 * (button text, then links on each surface), or null when every pair passes.
 */
export function accentFailure(accent: string, scheme: Scheme): ContrastFailure | null {
  const { primary, primaryHover } = accentTokens(accent, scheme);
  const pairs: { kind: PairKind; surface: Surface | null; coloured: string; other: string }[] = [
    { kind: "button", surface: null, coloured: primary, other: ON_ACCENT[scheme] },
    { kind: "buttonHover", surface: null, coloured: primaryHover, other: ON_ACCENT[scheme] },
  ];
  for (const [surface, backgrounds] of Object.entries(SURFACES[scheme])) {
    for (const background of backgrounds) {
      for (const [kind, coloured] of [
        ["text", primary],
        ["textHover", primaryHover],
      ] as const) {
        pairs.push({ kind, surface: surface as Surface, coloured, other: background });
      }
    }
  }
  for (const { kind, surface, coloured, other } of pairs) {
    const ratio = contrastRatio(coloured, other);
    if (ratio < TEXT_CONTRAST) {
      const shown = Math.floor(ratio * 10) / 10;
      return { scheme, kind, surface, accent, coloured, ratio: shown, needed: TEXT_CONTRAST };
    }
  }
  return null;
}

/** The contrast ratio of two `#rrggbb` colours, 1 to 21 (WCAG 2.2's definition). */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** WCAG 2.2's relative luminance of an sRGB colour. */
function luminance(colour: string): number {
  const [r, g, b] = channels(colour).map((value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function channels(colour: string): [number, number, number] {
  if (!ACCENT_PATTERN.test(colour)) throw new Error(`Not a #rrggbb colour: ${colour}`);
  const value = Number.parseInt(colour.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** `colour` moved `amount` (0 to 1) of the way to `toward`, channel by channel in sRGB. */
function mix(colour: string, toward: string, amount: number): string {
  const to = channels(toward);
  const mixed = channels(colour).map((value, index) =>
    Math.round(value + ((to[index] ?? value) - value) * amount),
  );
  return `#${mixed.map((value) => value.toString(16).padStart(2, "0")).join("")}`;
}
