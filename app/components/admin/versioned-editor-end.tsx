import type { VersionedEditing } from "../../lib/admin/use-versioned-editor.ts";
import type { SavedVersion } from "../../lib/collections/versions.ts";
import { SaveBar } from "./save-bar.tsx";
import { UnsavedChangesDialog } from "./unsaved-changes-dialog.tsx";
import { VersionHistory } from "./version-history.tsx";

interface VersionedEditorEndProps {
  editing: Pick<
    VersionedEditing<unknown, string>,
    "isSaving" | "hasUnsavedChanges" | "saveProblem" | "hasSaved" | "save" | "restore" | "blocker"
  >;
  versions: SavedVersion[];
  timeZone: string;
  /** The words for a field's key, as the history names it. */
  labelOf(key: string): string;
}

/**
 * What every screen of a document with a history ends with (Club settings, a page, its
 * translations, the lists): the history with its restore, the save bar and the guard against
 * leaving with unsaved changes.
 */
export function VersionedEditorEnd({
  editing,
  versions,
  timeZone,
  labelOf,
}: VersionedEditorEndProps) {
  return (
    <>
      <VersionHistory
        versions={versions}
        timeZone={timeZone}
        labelOf={labelOf}
        isRestoring={editing.isSaving}
        onRestore={editing.restore}
      />
      <SaveBar
        isSaving={editing.isSaving}
        hasUnsavedChanges={editing.hasUnsavedChanges}
        problem={editing.saveProblem}
        hasSaved={editing.hasSaved}
        onSave={editing.save}
      />
      <UnsavedChangesDialog blocker={editing.blocker} />
    </>
  );
}
