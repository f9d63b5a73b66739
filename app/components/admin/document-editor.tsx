import type { ReactNode } from "react";
import type { ScreenLoad } from "../../lib/admin/screen-load.ts";
import { AdminForm } from "./admin-form.tsx";
import { DeleteCard } from "./delete-card.tsx";
import { DraftNotice } from "./draft-notice.tsx";
import { LoadedScreen } from "./problem-screen.tsx";
import { SaveBar } from "./save-bar.tsx";
import { ScreenHeader } from "./screen-header.tsx";
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

/** What the screen's action answered its last form: which form, and why it failed (null: it worked). */
export interface FormAnswer {
  intent: string | null;
  error: string | null;
}

/** The id of the screen's form, which the Save bar's button submits. */
const DOCUMENT_FORM_ID = "document-form";

interface DocumentEditorProps {
  thing: Thing;
  /** What the screen's action answered, on the page it drew after a form; null on a plain visit. */
  answer: FormAnswer | null;
  /** Whether the form holds edits not saved: what a refused save kept. */
  hasUnsavedChanges: boolean;
  /** Links beside "Back to Admin Panel", such as the public page of what is edited. */
  links?: ReactNode;
  /** When to delete, or what to do instead. */
  deleteHint: string;
  /** What goes, and whether it can be undone, said in the dialog before it happens. */
  deleteConsequence: string;
  /** Whether what is edited was made just now and never saved, so visitors cannot see it yet. */
  isDraft: boolean;
  /** Its form's encoding: multipart for one with a file field. */
  encType?: "multipart/form-data";
  /** The fields of what is edited, in its form. */
  children: ReactNode;
  /** The screen's sections with forms of their own, after the fields. */
  tools?: ReactNode;
}

/**
 * The frame of Manage Meeting and Manage Event, drawn by the site's server: the way back, the
 * heading, what a new one never saved is (DraftNotice), the fields in one plain form posted to
 * the screen's action (intent "save", guarded against leaving with unsaved edits by the page
 * script), the screen's other forms, deleting, and the save bar with the last save's outcome.
 */
export function DocumentEditor({
  thing,
  answer,
  hasUnsavedChanges,
  links,
  deleteHint,
  deleteConsequence,
  isDraft,
  encType,
  children,
  tools,
}: DocumentEditorProps) {
  const words = useWords();
  const errorOf = (intent: string) => (answer?.intent === intent ? answer.error : null);
  const saveProblem = errorOf("save");
  return (
    <main id="main" className="page admin-page">
      <ScreenHeader
        title={words.t("admin.document.title", { thing })}
        navLabel={words.t("admin.document.nav", { thing })}
        links={links}
      />
      {isDraft && <DraftNotice thing={thing} error={errorOf("discard")} />}
      <AdminForm id={DOCUMENT_FORM_ID} encType={encType} guardsUnsavedChanges>
        {children}
      </AdminForm>
      {tools}
      <DeleteCard
        thing={thing}
        hint={deleteHint}
        consequence={deleteConsequence}
        error={errorOf("delete")}
      />
      <SaveBar
        form={DOCUMENT_FORM_ID}
        isSaving={false}
        hasUnsavedChanges={hasUnsavedChanges}
        problem={saveProblem}
        hasSaved={answer?.intent === "save" && saveProblem === null}
      />
    </main>
  );
}
