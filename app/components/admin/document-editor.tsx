import type { ReactNode } from "react";
import type { ScreenLoad } from "../../lib/admin/organiser-loader.ts";
import type { DocumentEditing } from "../../lib/admin/use-document-editor.ts";
import { DeleteCard } from "./delete-card.tsx";
import { DraftNotice } from "./draft-notice.tsx";
import { LoadedScreen } from "./problem-screen.tsx";
import { SaveBar } from "./save-bar.tsx";
import { ScreenHeader } from "./screen-header.tsx";
import { UnsavedChangesDialog } from "./unsaved-changes-dialog.tsx";
import { useWords } from "../../lib/words.tsx";

/** What a screen manages: its headings and messages choose their words by it (ICU select). */
type Thing = "meeting" | "event";

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
  const words = useWords();
  return (
    <LoadedScreen
      load={load}
      title={words.t("admin.document.title", { thing })}
      failure={words.t("admin.document.loadFailed", { thing })}
      notFound={{
        title: words.t("admin.document.notFound", { thing }),
        message: words.t("admin.document.notFoundText", { thing }),
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
  /** Whether what is edited was made just now and never saved, so visitors cannot see it yet. */
  isDraft: boolean;
  /** The fields of what is edited. */
  children: ReactNode;
}

/**
 * The frame of Manage Meeting and Manage Event around their fields: the way back, the heading,
 * what a new one never saved is (DraftNotice), deleting, the save bar and the unsaved-changes
 * dialog.
 */
export function DocumentEditor<Stored, Draft>({
  thing,
  editing,
  links,
  deleteHint,
  deleteConsequence,
  isDraft,
  children,
}: DocumentEditorProps<Stored, Draft>) {
  const words = useWords();
  return (
    <main id="main" className="page admin-page">
      <ScreenHeader
        title={words.t("admin.document.title", { thing })}
        navLabel={words.t("admin.document.nav", { thing })}
        links={links}
      />
      {isDraft && (
        <DraftNotice
          thing={thing}
          isDiscarding={editing.isDeleting}
          error={editing.discardError}
          onDiscard={editing.discard}
        />
      )}
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
