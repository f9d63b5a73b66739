import type { ReactNode } from "react";
import type { ScreenLoad } from "../../lib/admin/organiser-loader.ts";
import type { DocumentEditing } from "../../lib/admin/use-document-editor.ts";
import { DeleteCard } from "./delete-card.tsx";
import { LoadedScreen } from "./problem-screen.tsx";
import { SaveBar } from "./save-bar.tsx";
import { ScreenHeader } from "./screen-header.tsx";
import { UnsavedChangesDialog } from "./unsaved-changes-dialog.tsx";

/** What a screen manages, in lower case ("meeting", "event"), as its headings and messages say. */
type Thing = "meeting" | "event";

function capitalised(thing: Thing): string {
  return thing.charAt(0).toUpperCase() + thing.slice(1);
}

/**
 * A screen that manages one document: `children(found)` once it is loaded; "not found" for an
 * unknown address, or why loading failed, otherwise (see LoadedScreen).
 */
export function DocumentScreen<T>({
  load,
  thing,
  children,
}: {
  load: ScreenLoad<T> | null;
  thing: Thing;
  children: (found: T & { loadedAt: string }) => ReactNode;
}) {
  const Thing = capitalised(thing);
  return (
    <LoadedScreen
      load={load}
      title={`Manage ${Thing}`}
      failure={`We couldn't load this ${thing}.`}
      notFound={{
        title: `${Thing} not found`,
        message: `There is no ${thing} at this address. It may have been deleted.`,
      }}
    >
      {children}
    </LoadedScreen>
  );
}

interface DocumentEditorProps<Stored, Draft> {
  thing: Thing;
  editing: DocumentEditing<Stored, Draft>;
  /** Links beside "Back to Admin Panel", such as the public page of what is edited. */
  links?: ReactNode;
  /** When to delete, or what to do instead. */
  deleteHint: string;
  /** What goes, and whether it can be undone, said in the dialog before it happens. */
  deleteConsequence: string;
  /** The fields of what is edited. */
  children: ReactNode;
}

/**
 * The frame of Manage Meeting and Manage Event around their fields: the way back, the heading,
 * deleting, the save bar and the unsaved-changes dialog.
 */
export function DocumentEditor<Stored, Draft>({
  thing,
  editing,
  links,
  deleteHint,
  deleteConsequence,
  children,
}: DocumentEditorProps<Stored, Draft>) {
  const Thing = capitalised(thing);
  return (
    <main id="main" className="page admin-page">
      <ScreenHeader title={`Manage ${Thing}`} navLabel={`${Thing} pages`} links={links} />
      {children}
      <DeleteCard
        thing={thing}
        hint={deleteHint}
        consequence={deleteConsequence}
        isDeleting={editing.isDeleting}
        error={editing.deleteError}
        onDelete={editing.remove}
      />
      <SaveBar
        isSaving={editing.isSaving}
        hasUnsavedChanges={editing.hasUnsavedChanges}
        problem={editing.saveProblem}
        hasSaved={editing.hasSaved}
        onSave={editing.save}
      />
      <UnsavedChangesDialog blocker={editing.blocker} />
    </main>
  );
}
