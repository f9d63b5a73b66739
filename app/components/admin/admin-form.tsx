import { Form, useRouteLoaderData, type FormProps } from "react-router";
import type { loader as adminFrameLoader } from "../../routes/admin/layout.tsx";
import { FORM_ID_FIELD, FORM_TOKEN_FIELD } from "../../lib/admin/form-fields.ts";
import { UnsavedChangesPrompt } from "./unsaved-changes-prompt.tsx";
import { useWords } from "../../lib/words.tsx";

/**
 * A form of an admin screen the site's server draws: posted to the screen's action as a plain
 * form (it works without JavaScript), carrying the session's form token and a one-time id, so a
 * form drawn for another session, or posted twice, changes nothing (organiser-screen.server.ts).
 */
export function AdminForm({
  children,
  guardsUnsavedChanges = false,
  ...props
}: Omit<FormProps, "method"> & {
  /** A link or another form asks before leaving this form's unsaved edits behind. */
  guardsUnsavedChanges?: boolean;
}) {
  const form = useRouteLoaderData<typeof adminFrameLoader>("routes/admin/layout")?.form ?? null;
  const words = useWords();
  return (
    <Form
      method="post"
      data-unsaved-guard={guardsUnsavedChanges ? "" : undefined}
      data-unsent-kept={
        guardsUnsavedChanges ? words.t("admin.unsaved.keptThroughSignIn") : undefined
      }
      {...props}
    >
      {form !== null && (
        <>
          <input type="hidden" name={FORM_TOKEN_FIELD} value={form.token} />
          <input type="hidden" name={FORM_ID_FIELD} value={form.id} />
        </>
      )}
      {children}
      {guardsUnsavedChanges && <UnsavedChangesPrompt />}
    </Form>
  );
}
