import { useLocation } from "react-router";
import type { Route } from "./+types/page";
import { EnglishBeside } from "../../components/admin/english-beside.tsx";
import { languageOfUrl, LanguageTabs } from "../../components/admin/language-tabs.tsx";
import { MarkdownEditorOnDemand } from "../../components/admin/markdown-editor-on-demand.tsx";
import { LoadedScreen } from "../../components/admin/problem-screen.tsx";
import { SaveConflict } from "../../components/admin/save-conflict.tsx";
import { ScreenHeader } from "../../components/admin/screen-header.tsx";
import { adminMeta } from "../../lib/admin/admin-meta.ts";
import { readActionInput } from "../../lib/admin/document-actions.ts";
import { loadScreen } from "../../lib/admin/organiser-loader.ts";
import { useVersionedEditor, type DraftCheck } from "../../lib/admin/use-versioned-editor.ts";
import {
  runVersionedIntent,
  shouldRevalidateVersionedScreen,
  versionedIntentSchema,
} from "../../lib/admin/versioned-actions.ts";
import { getBrowserAppwrite } from "../../lib/appwrite.client.ts";
import { DEFAULT_LOCALE, type Locale } from "../../../i18n/locales.ts";
import { localisedPath } from "../../../i18n/locale-paths.ts";
import {
  findPage,
  pageId,
  pageOfParam,
  pageParam,
  pageSchema,
  PAGES,
  type StoredPage,
} from "../../lib/collections/pages.ts";
import { listVersions, type SavedVersion } from "../../lib/collections/versions.ts";
import { fillPlaceholders, PLACEHOLDER_NAMES, type PageName } from "../../lib/content-file.ts";
import { usePublicSettings } from "../../lib/use-public-settings.ts";
import { useWords } from "../../lib/words.tsx";
import type { MessageId } from "../../../i18n/translate.ts";
import { VersionedEditorEnd } from "../../components/admin/versioned-editor-end.tsx";
import { hydratedScreen } from "../../lib/page-hydration.ts";

// Still drawn in the browser (issue 32 item 2 moves each screen to the server in turn).
export const handle = { ...hydratedScreen, titleId: "admin.page.title" } as const;
export const meta = adminMeta(handle.titleId);

type PageKey = "title" | "description" | "body";
type PageDraft = Record<PageKey, string>;

// One language at a time (`?language=es`); a language other than the default one shows the
// default one's text beside, and a translation not started yet starts empty (decision 0120).
export function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  return loadScreen("a page", async ({ databases }) => {
    const name = pageOfParam(params.page);
    const locale = languageOfUrl(request.url);
    if (name === null || locale === null) return null;
    const ref = { collectionId: PAGES, documentId: pageId(name, locale) };
    const [stored, versions, english] = await Promise.all([
      findPage(databases, name, locale),
      listVersions(databases, ref),
      locale === DEFAULT_LOCALE ? null : findPage(databases, name),
    ]);
    if (stored === null && locale === DEFAULT_LOCALE) return null;
    const title = stored?.page.title ?? english?.page.title ?? name;
    return { name, locale, stored, versions, english: english?.page ?? null, title };
  });
}

export async function clientAction({ request, params }: Route.ClientActionArgs) {
  const name = pageOfParam(params.page);
  const locale = languageOfUrl(request.url);
  if (name === null || locale === null) throw new Response(null, { status: 404 });
  const input = versionedIntentSchema(pageSchema).parse(await readActionInput(request));
  const ref = { collectionId: PAGES, documentId: pageId(name, locale) };
  return runVersionedIntent(getBrowserAppwrite().databases, ref, input, (data) =>
    pageSchema.parse(data),
  );
}

export const shouldRevalidate = shouldRevalidateVersionedScreen;

export default function PageRoute({ loaderData, params }: Route.ComponentProps) {
  const words = useWords();
  const { search } = useLocation();
  // A page the site has, in a language it has, that the loader found nothing of: the default
  // language's page was never stored (a real Appwrite not seeded yet, decision 0142).
  const isNotStored =
    pageOfParam(params.page) !== null && languageOfUrl(`https://admin.invalid/${search}`) !== null;
  const notFound = isNotStored ? "admin.page.notStored" : "admin.page.notFound";
  return (
    <LoadedScreen
      load={loaderData}
      title={words.t("admin.page.title")}
      failure={words.t("admin.page.loadFailed")}
      notFound={{
        title: words.t(`${notFound}.title`),
        message: words.t(`${notFound}.message`),
      }}
    >
      {(loaded) => (
        <PageEditor
          key={`${loaded.name}.${loaded.locale}`}
          name={loaded.name}
          locale={loaded.locale}
          stored={loaded.stored}
          english={loaded.english}
          versions={loaded.versions}
        />
      )}
    </LoadedScreen>
  );
}

const LABELS: Record<string, MessageId> = {
  title: "admin.page.label.title",
  description: "admin.page.label.description",
  body: "admin.page.label.body",
};

function draftOf(page: Pick<StoredPage, PageKey>): PageDraft {
  return { title: page.title, description: page.description, body: page.body };
}

const EMPTY_PAGE: PageDraft = { title: "", description: "", body: "" };

function checkPage(name: PageName, locale: Locale) {
  return (draft: PageDraft): DraftCheck<PageKey> => {
    const parsed = pageSchema.safeParse({ ...draft, slug: name, locale });
    if (parsed.success) return { data: parsed.data, problems: null };
    const problems: Partial<Record<PageKey, string>> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      if (key === "title" || key === "description" || key === "body")
        problems[key] ??= issue.message;
    }
    return { data: null, problems };
  };
}

function PageEditor({
  name,
  locale,
  stored,
  english,
  versions,
}: {
  name: PageName;
  locale: Locale;
  stored: { page: StoredPage; updatedAt: string } | null;
  english: StoredPage | null;
  versions: SavedVersion[];
}) {
  const settings = usePublicSettings();
  const { timeZone } = settings.club;
  const words = useWords();
  const labelOf = (key: string) => {
    const id = LABELS[key];
    return id === undefined ? key : words.t(id);
  };
  const check = checkPage(name, locale);
  const editing = useVersionedEditor<PageDraft, PageKey>({
    saved: stored === null ? EMPTY_PAGE : draftOf(stored.page),
    startedFrom: stored?.updatedAt ?? null,
    isSame: (a, b) => a.title === b.title && a.description === b.description && a.body === b.body,
    check,
    draftOf: (data) => draftOf(pageSchema.parse(data)),
  });
  const set = (key: PageKey) => (value: string) =>
    editing.setDraft((draft) => ({ ...draft, [key]: value }));
  const mine = check(editing.draft).data;
  const form = (
    <section className="admin-card" aria-label={labelOf("body")}>
      {(["title", "description"] as const).map((key) => (
        <div key={key} className="admin-field club-setting">
          <label htmlFor={`page-${key}`}>{labelOf(key)}</label>
          <input
            id={`page-${key}`}
            type="text"
            value={editing.draft[key]}
            aria-invalid={editing.problems[key] !== undefined || undefined}
            aria-describedby={`page-${key}-hint${editing.problems[key] ? ` page-${key}-problem` : ""}`}
            onChange={(event) => set(key)(event.target.value)}
          />
          <p id={`page-${key}-hint`} className="admin-hint">
            {words.t(key === "title" ? "admin.page.titleHint" : "admin.page.descriptionHint")}
          </p>
          {editing.problems[key] && (
            <p id={`page-${key}-problem`} className="field-problem">
              {editing.problems[key]}
            </p>
          )}
        </div>
      ))}
      <p id="page-body-label" className="admin-label club-setting">
        {labelOf("body")}
      </p>
      <p className="admin-hint">
        {words.t("admin.page.bodyHint", { names: PLACEHOLDER_NAMES.join(", ") })}
      </p>
      <MarkdownEditorOnDemand
        key={editing.generation}
        labelId="page-body-label"
        initialValue={editing.draft.body}
        onChange={set("body")}
        previewOf={(text) => fillPlaceholders(text, settings)}
      />
      {editing.problems.body && <p className="field-problem">{editing.problems.body}</p>}
    </section>
  );
  return (
    <main id="main" className="page admin-page">
      <ScreenHeader
        title={words.t("admin.page.heading", { page: name })}
        navLabel={words.t("admin.nav")}
        links={
          <>
            <a href="/admin/pages">{words.t("admin.page.allPages")}</a>
            <a href={localisedPath(`/${name}`, locale)} target="_blank" rel="noreferrer">
              {words.t("admin.page.view")}
            </a>
          </>
        }
      />
      <LanguageTabs path={`/admin/pages/${pageParam(name)}`} current={locale} />
      {stored === null && <p className="admin-hint">{words.t("admin.pages.notStarted")}</p>}
      {editing.conflict && (
        <SaveConflict
          conflict={editing.conflict}
          mine={mine}
          timeZone={timeZone}
          labelOf={labelOf}
          onKeepMine={editing.saveOverTheirs}
          onTakeTheirs={editing.takeTheirs}
        />
      )}
      {english === null ? (
        form
      ) : (
        <EnglishBeside
          fields={[
            { label: labelOf("title"), text: english.title },
            { label: labelOf("description"), text: english.description },
            { label: labelOf("body"), text: english.body },
          ]}
        >
          {form}
        </EnglishBeside>
      )}
      <VersionedEditorEnd
        editing={editing}
        versions={versions}
        timeZone={timeZone}
        labelOf={labelOf}
      />
    </main>
  );
}
