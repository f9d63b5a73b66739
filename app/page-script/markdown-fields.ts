import type { MarkdownPreview } from "../components/admin/markdown-field.tsx";

// The Markdown fields of the admin screens the server draws (components/admin/markdown-field.tsx):
// each opens the editor over its text area when it comes within a screen of being seen (the
// bottom margin of one screen's height: on its way while the organiser scrolls towards it), or
// when the organiser reaches for it (a focus, a pointer over it). Until it arrives the text area
// takes typing, and the editor opens on what it holds, with the cursor where it was.

/** Watches every Markdown field of the page; nothing on a page without one. */
export function offerMarkdownEditors(): void {
  const fields = document.querySelectorAll<HTMLElement>("[data-markdown-field]");
  if (fields.length === 0) return;
  const sight = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || !(entry.target instanceof HTMLElement)) continue;
        sight.unobserve(entry.target);
        open(entry.target);
      }
    },
    { rootMargin: "0px 0px 100% 0px" },
  );
  for (const field of fields) {
    sight.observe(field);
    const area = field.querySelector("textarea");
    const want = () => {
      sight.unobserve(field);
      open(field);
    };
    area?.addEventListener("focus", want, { once: true });
    area?.addEventListener("pointerenter", want, { once: true });
  }
}

const opened = new WeakSet<HTMLElement>();

function open(field: HTMLElement): void {
  const area = field.querySelector("textarea");
  if (opened.has(field) || area === null) return;
  opened.add(field);
  const preview = (field.dataset.markdownField ?? "text") as MarkdownPreview;
  import("./markdown-island.tsx")
    .then(({ mountMarkdownEditor }) => mountMarkdownEditor(field, area, preview))
    .catch((error: unknown) => {
      // The text area stays, and the form still posts it.
      opened.delete(field);
      console.error("The Markdown editor could not load:", error);
    });
}
