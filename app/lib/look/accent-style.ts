import {
  ACCENT_PATTERN,
  accentTokens,
  type AccentColours,
  type Scheme,
} from "./accent-contrast.ts";

// The club's accent as CSS custom properties over tokens.css (decision 0114): one small <style>
// in every page's head, with the page's nonce (or its hash, for a kept page), so the strict CSP
// holds and a saved colour shows on the next request with no build.

/** The CSS declarations of `accent` in `scheme`, as property and value pairs. */
export function accentProperties(accent: string, scheme: Scheme): [string, string][] {
  const tokens = accentTokens(accent, scheme);
  return [
    ["--primary", tokens.primary],
    ["--primary-hover", tokens.primaryHover],
    ["--link", tokens.link],
    ["--link-hover", tokens.linkHover],
  ];
}

/**
 * The stylesheet that puts the club's accent over the site's own colours, or null when the
 * club keeps them. A value that is not a `#rrggbb` colour (a real Appwrite checks no format) is
 * left out, so nothing but a colour ever reaches the page's CSS.
 */
export function accentStyleSheet(accent: AccentColours): string | null {
  // `:root:root` outweighs tokens.css's `:root` wherever the stylesheet ends up: a screen's lazy
  // chunk (the Markdown editor) may have Vite add the root stylesheet again after this <style>.
  const rules: string[] = [];
  const { light, dark } = accent;
  if (light !== null && ACCENT_PATTERN.test(light)) {
    rules.push(`@media (prefers-color-scheme:light){:root:root{${declarations(light, "light")}}}`);
  }
  if (dark !== null && ACCENT_PATTERN.test(dark)) {
    rules.push(`@media (prefers-color-scheme:dark){:root:root{${declarations(dark, "dark")}}}`);
  }
  return rules.length === 0 ? null : rules.join("");
}

function declarations(accent: string, scheme: Scheme): string {
  return accentProperties(accent, scheme)
    .map(([property, value]) => `${property}:${value}`)
    .join(";");
}
