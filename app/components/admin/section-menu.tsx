import type { MessageId } from "../../../i18n/translate.ts";
import { useWords } from "../../lib/words.tsx";

/** A section of the screen: the id of its heading, and its name in the menu. */
export interface MenuSection {
  headingId: string;
  name: MessageId;
}

/**
 * A short menu of the screen's sections near its top (issue 31 item 7): on a phone, Manage
 * Meeting's copies and polls are thousands of pixels down, under the agenda. Each link goes to a
 * section's heading, which keeps clear of the sticky header (scroll-margin in admin.css).
 */
export function SectionMenu({ sections }: { sections: readonly MenuSection[] }) {
  const words = useWords();
  return (
    <nav className="section-menu" aria-label={words.t("admin.sections.label")}>
      <ul>
        {sections.map(({ headingId, name }) => (
          <li key={headingId}>
            <a href={`#${headingId}`}>{words.t(name)}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
