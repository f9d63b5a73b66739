import type { ReactNode } from "react";
import { VERSIONED_FORM_ID, type VersionedState } from "../../../lib/admin/versioned-form.ts";
import type { VersionData, SavedVersion } from "../../../lib/collections/versions.ts";
import { usePublicSettings } from "../../../lib/use-public-settings.ts";
import { useWords } from "../../../lib/words.tsx";
import { AdminForm } from "../admin-form.tsx";
import { ScreenHeader } from "../screen-header.tsx";
import { VersionedConflict, VersionedFormEnd } from "../versioned-form-end.tsx";

interface VersionedListScreenProps {
  title: string;
  intro: string;
  /** Which language's list is edited. */
  language: ReactNode;
  /** The screen's address in this language: loading it again takes someone else's save. */
  address: string;
  /** The public page that shows the list. */
  viewLink: { href: string; label: string };
  state: VersionedState<unknown>;
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
 * A screen editing one of the club's lists (decision 0111), drawn by the site's server: its
 * fields in one form (its buttons add, remove and move entries, and the Save bar saves), a
 * preview, someone else's save in between, the history with restore, as the pages have them.
 */
export function VersionedListScreen({
  title,
  intro,
  language,
  address,
  viewLink,
  state,
  mine,
  versions,
  labelOf,
  preview,
  children,
}: VersionedListScreenProps) {
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
      <VersionedConflict
        state={state}
        mine={mine}
        timeZone={timeZone}
        labelOf={labelOf}
        takeTheirsHref={address}
      />
      <AdminForm id={VERSIONED_FORM_ID} guardsUnsavedChanges>
        <input type="hidden" name="startedFrom" value={state.startedFrom ?? ""} />
        {/* The form's first button, so Enter in a field saves (not the first entry's Move up). */}
        <button
          type="submit"
          name="intent"
          value="save"
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
        />
        {children}
      </AdminForm>
      <section className="admin-card list-preview" aria-labelledby="list-preview-heading">
        <h2 id="list-preview-heading">{words.t("clubRules.preview")}</h2>
        <p className="admin-hint">{words.t("clubRules.previewHint")}</p>
        {preview}
      </section>
      <VersionedFormEnd state={state} versions={versions} timeZone={timeZone} labelOf={labelOf} />
    </main>
  );
}
