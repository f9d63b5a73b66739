import { describe, expect, it } from "vitest";
import { accentStyleSheet } from "./accent-style.ts";

describe("the club's accent as a stylesheet", () => {
  it("is nothing while the club keeps the site's own colours", () => {
    expect(accentStyleSheet({ light: null, dark: null })).toBeNull();
  });

  it("sets the button and link colours of each scheme, with their hover shades", () => {
    expect(accentStyleSheet({ light: "#0b5563", dark: "#9be7f5" })).toBe(
      "@media (prefers-color-scheme:light){:root:root{--primary:#0b5563;--primary-hover:#09444f;--link:#0b5563;--link-hover:#09444f}}" +
        "@media (prefers-color-scheme:dark){:root:root{--primary:#9be7f5;--primary-hover:#b4edf8;--link:#9be7f5;--link-hover:#b4edf8}}",
    );
  });

  it("leaves out a stored value that is not a colour, so nothing else reaches the CSS", () => {
    expect(accentStyleSheet({ light: "red}body{display:none", dark: null })).toBeNull();
  });
});
