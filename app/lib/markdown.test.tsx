import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { MarkdownView } from "../components/markdown-view.tsx";

function render(markdown: string): string {
  return renderToStaticMarkup(<MarkdownView markdown={markdown} />);
}

const FORBIDDEN_ELEMENT =
  /<(script|style|iframe|frame|object|embed|applet|form|button|textarea|select|svg|math|img|picture|source|video|audio|base|link|meta)\b/gi;
const EVENT_HANDLER = /<[^>]*\son[a-z]+\s*=/gi;
const STYLE_ATTRIBUTE = /<[^>]*\sstyle\s*=/gi;
const URL_ATTRIBUTE =
  /\s(href|src|srcset|action|formaction|xlink:href|poster|background|cite|longdesc)="([^"]*)"/gi;
const INPUT_ELEMENT = /<input\b[^>]*>/gi;

function decodeAttribute(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);/gi, (_match, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_match, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** Every piece of rendered markup that could run script or leak a request; empty when safe. */
function findUnsafe(html: string): string[] {
  const problems = [
    ...html.matchAll(FORBIDDEN_ELEMENT),
    ...html.matchAll(EVENT_HANDLER),
    ...html.matchAll(STYLE_ATTRIBUTE),
  ].map((match) => match[0]);
  for (const [, attribute, value = ""] of html.matchAll(URL_ATTRIBUTE)) {
    // Browsers ignore whitespace and control characters inside a scheme.
    const scheme = [...decodeAttribute(value)].filter((char) => char > " ").join("");
    if (/^(javascript|vbscript|data):/i.test(scheme)) {
      problems.push(`${attribute}=${value}`);
    }
  }
  for (const [input] of html.matchAll(INPUT_ELEMENT)) {
    if (!/^<input type="checkbox" disabled=""( checked="")?\/>$/.test(input)) {
      problems.push(input);
    }
  }
  return problems;
}

const payloads = [
  { name: "a script tag", markdown: "<script>alert(1)</script>" },
  { name: "a script tag inside a paragraph", markdown: "hello <script>alert(1)</script> world" },
  { name: "an img with onerror", markdown: "<img src=x onerror=alert(1)>" },
  { name: "an svg with onload", markdown: "<svg onload=alert(1)>" },
  { name: "an svg wrapping a script", markdown: "<svg><script>alert(1)</script></svg>" },
  { name: "details with ontoggle", markdown: "<details open ontoggle=alert(1)>x</details>" },
  { name: "a Markdown javascript: link", markdown: "[x](javascript:alert(1))" },
  { name: "an uppercase JAVASCRIPT: link", markdown: "[x](JAVASCRIPT:alert(1))" },
  { name: "a mixed-case javascript: link", markdown: "[x](JaVaScRiPt:alert(1))" },
  { name: "a decimal-entity javascript: link", markdown: "[x](&#106;avascript:alert(1))" },
  { name: "a hex-entity javascript: link", markdown: "[x](&#x6A;avascript:alert(1))" },
  { name: "a javascript: link with a tab entity", markdown: "[x](java&#x09;script:alert(1))" },
  { name: "a javascript: link with a newline entity", markdown: "[x](java&#10;script:alert(1))" },
  { name: "a javascript: link with a space", markdown: "[x](<java script:alert(1)>)" },
  { name: "a javascript: link after leading spaces", markdown: "[x](   javascript:alert(1))" },
  { name: "a javascript: link with a title", markdown: '[x](javascript:alert(1) "t")' },
  { name: "a percent-encoded javascript: link", markdown: "[x](%6Aavascript:alert(1))" },
  { name: "a reference-style javascript: link", markdown: "[x][r]\n\n[r]: javascript:alert(1)" },
  { name: "a javascript: autolink", markdown: "<javascript:alert(1)>" },
  { name: "a vbscript: link", markdown: "[x](vbscript:msgbox(1))" },
  {
    name: "a data:text/html link",
    markdown: "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  },
  { name: "a data: autolink", markdown: "<data:text/html,alert(1)>" },
  { name: "a raw HTML javascript: anchor", markdown: '<a href="javascript:alert(1)">x</a>' },
  { name: "a raw HTML anchor with onclick", markdown: '<a href="/" onclick="alert(1)">x</a>' },
  { name: "an iframe", markdown: '<iframe src="https://evil.example"></iframe>' },
  { name: "an object", markdown: '<object data="https://evil.example/x.swf"></object>' },
  { name: "an embed", markdown: '<embed src="https://evil.example/x.swf">' },
  { name: "a style element", markdown: "<style>body { display: none }</style>" },
  { name: "a style attribute", markdown: '<p style="position:fixed;inset:0">x</p>' },
  {
    name: "a form with an input",
    markdown: '<form action="https://evil.example"><input name="password"></form>',
  },
  { name: "a meta refresh", markdown: '<meta http-equiv="refresh" content="0;url=https://x">' },
  { name: "a base tag", markdown: '<base href="https://evil.example/">' },
  { name: "a tracking image", markdown: "![x](https://tracker.example/pixel.png)" },
  { name: "a javascript: image", markdown: "![x](javascript:alert(1))" },
  {
    name: "an image linking to javascript:",
    markdown: "[![x](https://evil.example/i.png)](javascript:alert(1))",
  },
  {
    name: "a mutation-XSS math payload",
    markdown: "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  },
  { name: "a script in an HTML comment", markdown: "<!-- --><script>alert(1)</script> -->" },
  {
    name: "an onerror image in a table cell",
    markdown: "| a |\n|---|\n| <img src=x onerror=alert(1)> |",
  },
  { name: "an onload svg in a task list item", markdown: "- [ ] <svg onload=alert(1)>" },
  {
    name: "a javascript: link in a footnote",
    markdown: "x[^1]\n\n[^1]: [y](javascript:alert(1))",
  },
];

describe("the shared Markdown configuration", () => {
  it("the safety checker itself spots a script, a handler and a javascript: link", () => {
    expect(findUnsafe('<script></script><b onclick="x"></b><a href="&#106;avascript:x">')).toEqual([
      "<script",
      "<b onclick=",
      "href=&#106;avascript:x",
    ]);
  });

  it.each(payloads)("an organiser who writes $name publishes nothing that runs", ({ markdown }) => {
    expect(findUnsafe(render(markdown))).toEqual([]);
  });

  it("raw HTML tags are dropped, not shown, and the words between them stay as plain text", () => {
    expect(render('hello <b>bold</b> <span onclick="alert(1)">world</span>')).toBe(
      '<div class="markdown-body"><p>hello bold world</p></div>',
    );
  });

  it("a javascript: link keeps its text but loses its href", () => {
    expect(render("[click me](javascript:alert(1))")).toBe(
      '<div class="markdown-body"><p><a>click me</a></p></div>',
    );
  });

  it("an image shows only its alt text, so no third party is contacted", () => {
    expect(render("![Club photo](https://photos.example/club.png)")).toBe(
      '<div class="markdown-body"><p>Club photo</p></div>',
    );
  });
});

describe("GitHub-flavoured Markdown still renders", () => {
  it.each([
    { name: "a heading", markdown: "# Welcome", html: "<h1>Welcome</h1>" },
    {
      name: "emphasis",
      markdown: "*soft* and **loud**",
      html: "<p><em>soft</em> and <strong>loud</strong></p>",
    },
    { name: "strikethrough", markdown: "~~cancelled~~", html: "<p><del>cancelled</del></p>" },
    {
      name: "a table, in a box that scrolls it",
      markdown: "| Snack | Who |\n|---|---|\n| Chips | Sam |",
      html: '<div class="markdown-table" role="region" aria-label="Table" tabindex="0"><table><thead><tr><th>Snack</th><th>Who</th></tr></thead><tbody><tr><td>Chips</td><td>Sam</td></tr></tbody></table></div>',
    },
    {
      name: "a fenced code block with its language",
      markdown: "```ts\nconst pride = true;\n```",
      html: '<pre><code class="language-ts">const pride = true;\n</code></pre>',
    },
    {
      name: "a literal autolink, marked external",
      markdown: "see https://example.com now",
      html: '<p>see <a href="https://example.com" rel="noreferrer noopener">https://example.com</a> now</p>',
    },
    {
      name: "an external link, marked external",
      markdown: "[Trevor Project](https://www.thetrevorproject.org)",
      html: '<p><a href="https://www.thetrevorproject.org" rel="noreferrer noopener">Trevor Project</a></p>',
    },
    {
      name: "a protocol-relative link, marked external",
      markdown: "[x](//example.com/a)",
      html: '<p><a href="//example.com/a" rel="noreferrer noopener">x</a></p>',
    },
    {
      name: "a link within the site, left plain",
      markdown: "[Join us](/join)",
      html: '<p><a href="/join">Join us</a></p>',
    },
    {
      name: "a mail link, left plain",
      markdown: "[Write to us](mailto:pride@example.org)",
      html: '<p><a href="mailto:pride@example.org">Write to us</a></p>',
    },
  ])("$name", ({ markdown, html }) => {
    expect(render(markdown)).toBe(`<div class="markdown-body">${html}</div>`);
  });

  it("a task list renders disabled checkboxes, ticked where done", () => {
    const html = render("- [x] book the room\n- [ ] bring snacks");
    expect(html).toContain('<ul class="contains-task-list">');
    expect(html).toContain('<input type="checkbox" disabled="" checked=""/> book the room');
    expect(html).toContain('<input type="checkbox" disabled=""/> bring snacks');
  });

  it("each task-list checkbox is labelled by its item's words, nested lists left out", () => {
    const tight = render("- [x] book the room\n  - [ ] ask the office");
    expect(tight).toContain(
      '<li class="task-list-item"><label><input type="checkbox" disabled="" checked=""/> book the room\n</label><ul',
    );
    expect(tight).toContain('<label><input type="checkbox" disabled=""/> ask the office</label>');
    const loose = render("- [ ] bring snacks\n\n- [x] posters");
    expect(loose).toContain(
      '<p><label><input type="checkbox" disabled=""/> bring snacks</label></p>',
    );
  });

  it("a footnote reference links to a footnote id that exists", () => {
    const html = render("Snacks[^1]\n\n[^1]: Bring your own.");
    expect(html).toContain('href="#user-content-fn-1"');
    expect(html).toContain('id="user-content-fn-1"');
  });
});

describe("Markdown inside a page that has its own title", () => {
  it("moves every heading one level down, so an agenda never gets a second h1", () => {
    const html = renderToStaticMarkup(
      <MarkdownView markdown={"# Plan\n\n## Snacks\n\n###### Fine print"} nested />,
    );
    expect(html).toContain("<h2>Plan</h2>");
    expect(html).toContain("<h3>Snacks</h3>");
    expect(html).toContain("<h6>Fine print</h6>");
    expect(html).not.toContain("<h1");
  });

  it("keeps headings as written on a content page", () => {
    expect(renderToStaticMarkup(<MarkdownView markdown="# About us" />)).toContain(
      "<h1>About us</h1>",
    );
  });
});
