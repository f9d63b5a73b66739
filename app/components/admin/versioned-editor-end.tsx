import type { VersionedEditing } from "../../lib/admin/use-versioned-editor.ts";
import type { SavedVersion } from "../../lib/collections/versions.ts";
import { SaveBar } from "./save-bar.tsx";
import { UnsavedChangesDialog } from "./unsaved-changes-dialog.tsx";
import { VersionHistory } from "./version-history.tsx";
import { useWords } from "../../lib/words.tsx";

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
  const words = useWords();
  return (
    <>
      <VersionHistory
        versions={versions}
        timeZone={timeZone}
        labelOf={labelOf}
        restore={(versionId) => (
          <button
            type="button"
            className="button button-secondary"
            disabled={editing.isSaving}
            onClick={() => editing.restore(versionId)}
          >
            {words.t(editing.isSaving ? "admin.history.restoring" : "admin.history.restore")}
          </button>
        )}
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
