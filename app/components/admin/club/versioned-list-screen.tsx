import type { ReactNode } from "react";
import type { VersionedEditing } from "../../../lib/admin/use-versioned-editor.ts";
import type { VersionData, SavedVersion } from "../../../lib/collections/versions.ts";
import { usePublicSettings } from "../../../lib/use-public-settings.ts";
import { useWords } from "../../../lib/words.tsx";
import { ConflictButtons, SaveConflict } from "../save-conflict.tsx";
import { ScreenHeader } from "../screen-header.tsx";
import { VersionedEditorEnd } from "../versioned-editor-end.tsx";

interface VersionedListScreenProps<Draft> {
  title: string;
  intro: string;
  /** Which language's list is edited. */
  language: ReactNode;
  /** The public page that shows the list. */
  viewLink: { href: string; label: string };
  editing: VersionedEditing<Draft, string>;
  /** The draft as it would be saved (null while a field has a problem), beside someone else's. */
  mine: VersionData | null;
  versions: SavedVersion[];
  labelOf(key: string): string;
  /** The list as visitors would see it. */
  preview: ReactNode;
  /** The list's fields. */
  children: ReactNode;
}

/**
 * A screen editing one of the club's lists (decision 0111): its fields, a preview, someone
 * else's save in between, the history with restore, and the save bar, as the pages have them.
 */
export function VersionedListScreen<Draft>({
  title,
  intro,
  language,
  viewLink,
  editing,
  mine,
  versions,
  labelOf,
  preview,
  children,
}: VersionedListScreenProps<Draft>) {
  const words = useWords();
  const { timeZone } = usePublicSettings().club;
  return (
    <main id="main" className="page admin-page">
      <ScreenHeader
        title={title}
        navLabel={words.t("clubRules.adminPages")}
        links={
          <a href={viewLink.href} target="_blank" rel="noreferrer">
            {viewLink.label}
          </a>
        }
      />
      <p className="admin-hint">{intro}</p>
      {language}
      {editing.conflict && (
        <SaveConflict
          conflict={editing.conflict}
          mine={mine}
          timeZone={timeZone}
          labelOf={labelOf}
          actions={
            <ConflictButtons
              onKeepMine={editing.saveOverTheirs}
              onTakeTheirs={editing.takeTheirs}
            />
          }
        />
      )}
      {children}
      <section className="admin-card list-preview" aria-labelledby="list-preview-heading">
        <h2 id="list-preview-heading">{words.t("clubRules.preview")}</h2>
        <p className="admin-hint">{words.t("clubRules.previewHint")}</p>
        {preview}
      </section>
      <VersionedEditorEnd
        editing={editing}
        versions={versions}
        timeZone={timeZone}
        labelOf={labelOf}
      />
    </main>
  );
}
