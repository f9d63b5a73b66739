import type { SavedVersion, VersionData } from "../../lib/collections/versions.ts";
import { VERSIONED_FORM_ID, type VersionedState } from "../../lib/admin/versioned-form.ts";
import { useWords } from "../../lib/words.tsx";
import { AdminForm } from "./admin-form.tsx";
import { SaveBar } from "./save-bar.tsx";
import { SaveConflict } from "./save-conflict.tsx";
import { VersionHistory } from "./version-history.tsx";

interface VersionedFormEndProps {
  state: VersionedState<unknown>;
  versions: SavedVersion[];
  timeZone: string;
  /** The words for a field's key, as the history names it. */
  labelOf(key: string): string;
}

/**
 * What every versioned screen the server draws ends with (decision 0156): the history, each
 * earlier version restored by a form of its own, and the save bar submitting the screen's form.
 */
export function VersionedFormEnd({ state, versions, timeZone, labelOf }: VersionedFormEndProps) {
  const words = useWords();
  return (
    <>
      <VersionHistory
        versions={versions}
        timeZone={timeZone}
        labelOf={labelOf}
        restore={(versionId) => (
          <AdminForm>
            <input type="hidden" name="versionId" value={versionId} />
            <input type="hidden" name="startedFrom" value={state.startedFrom ?? ""} />
            <button type="submit" name="intent" value="restore" className="button button-secondary">
              {words.t("admin.history.restore")}
            </button>
          </AdminForm>
        )}
      />
      <SaveBar
        isSaving={false}
        hasUnsavedChanges={state.hasUnsavedChanges}
        problem={state.saveProblem}
        hasSaved={state.hasSaved}
        form={VERSIONED_FORM_ID}
      />
    </>
  );
}

interface VersionedConflictProps {
  state: VersionedState<unknown>;
  /** The draft as it would be saved (null while a field has a problem), beside theirs. */
  mine: VersionData | null;
  timeZone: string;
  labelOf(key: string): string;
  /** The screen's address: loading it again takes their save. */
  takeTheirsHref: string;
}

/**
 * Someone else's save the action found: saving mine over it posts the screen's form again with
 * their $updatedAt ("overwrite"); taking theirs loads the screen again.
 */
export function VersionedConflict({
  state,
  mine,
  timeZone,
  labelOf,
  takeTheirsHref,
}: VersionedConflictProps) {
  const words = useWords();
  if (state.conflict === null) return null;
  return (
    <SaveConflict
      conflict={state.conflict}
      mine={mine}
      timeZone={timeZone}
      labelOf={labelOf}
      actions={
        <>
          <input
            type="hidden"
            form={VERSIONED_FORM_ID}
            name="theirs"
            value={state.conflict.updatedAt}
          />
          <button
            type="submit"
            form={VERSIONED_FORM_ID}
            name="intent"
            value="overwrite"
            className="button button-primary"
          >
            {words.t("admin.conflict.keepMine")}
          </button>
          <a className="button button-secondary" href={takeTheirsHref}>
            {words.t("admin.conflict.takeTheirs")}
          </a>
        </>
      }
    />
  );
}
