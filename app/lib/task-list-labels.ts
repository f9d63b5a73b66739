import type { Element, ElementContent, Root } from "hast";

// GitHub-flavoured task lists ("- [x] book the room") render as a disabled checkbox followed by
// the item's words, with nothing tying the two together: a screen reader announces an unnamed
// checkbox (axe's "label" rule, which Lighthouse counts). Wrapping the checkbox and the words
// that follow it in a <label> names it by those words, without changing how it looks.

/** A rehype plugin: each task-list checkbox and the text after it go into one <label>. */
export function rehypeTaskListLabels() {
  return (tree: Root) => {
    labelCheckboxes(tree);
  };
}

function labelCheckboxes(parent: Root | Element): void {
  const start = parent.children.findIndex(isCheckbox);
  if (start !== -1) {
    // The label holds the checkbox and the inline content after it, up to a nested list.
    let end = start + 1;
    while (end < parent.children.length && !isList(parent.children[end])) end += 1;
    const label: Element = {
      type: "element",
      tagName: "label",
      properties: {},
      children: parent.children.slice(start, end) as ElementContent[],
    };
    parent.children.splice(start, end - start, label);
  }
  for (const child of parent.children) {
    if (child.type === "element" && child.tagName !== "label") labelCheckboxes(child);
  }
}

function isCheckbox(node: Root["children"][number]): boolean {
  return node.type === "element" && node.tagName === "input" && node.properties.type === "checkbox";
}

function isList(node: Root["children"][number] | undefined): boolean {
  return node?.type === "element" && (node.tagName === "ul" || node.tagName === "ol");
}
