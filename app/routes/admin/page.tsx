import { useLocation } from "react-router";
import type { Route } from "./+types/page";
import { AdminForm } from "../../components/admin/admin-form.tsx";
import { EnglishBeside } from "../../components/admin/english-beside.tsx";
import {
  languageHref,
  languageOfUrl,
  LanguageTabs,
} from "../../components/admin/language-tabs.tsx";
import { MarkdownField } from "../../components/admin/markdown-field.tsx";
import { LoadedScreen } from "../../components/admin/problem-screen.tsx";
import { ScreenHeader } from "../../components/admin/screen-header.tsx";
import { VersionedConflict, VersionedFormEnd } from "../../components/admin/versioned-form-end.tsx";
import { adminMeta } from "../../lib/admin/admin-meta.ts";
import {
  fieldOf,
  loadOrganiserScreen,
  organiserAction,
} from "../../lib/admin/organiser-screen.server.ts";
import { versionedAction } from "../../lib/admin/versioned-form.server.ts";
import {
  VERSIONED_FORM_ID,
  versionedState,
  type DraftCheck,
  type VersionedState,
} from "../../lib/admin/versioned-form.ts";
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
import { PLACEHOLDER_NAMES, type PageName } from "../../lib/content-file.ts";
import { usePublicSettings } from "../../lib/use-public-settings.ts";
import { useWords } from "../../lib/words.tsx";
import type { MessageId } from "../../../i18n/translate.ts";

// A page of the club's, drawn by the site's server (issue 32 item 2, decision 0156): no React in
// the browser. Its title, description and Markdown body are one plain form saved by the route's
// action; an earlier version is restored by a form of its own.
export const handle = { titleId: "admin.page.title" } as const;
export const meta = adminMeta(handle.titleId);

type PageKey = "title" | "description" | "body";
type PageDraft = Record<PageKey, string>;

// One language at a time (`?language=es`); a language other than the default one shows the
// default one's text beside, and a translation not started yet starts empty (decision 0120).
export function loader(args: Route.LoaderArgs) {
  const { params, request } = args;
  return loadOrganiserScreen(args, "a page", async ({ appwrite: { databases } }) => {
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

export function action(args: Route.ActionArgs) {
  const { params, request } = args;
  const name = pageOfParam(params.page);
  const locale = languageOfUrl(request.url);
  if (name === null || locale === null) throw new Response(null, { status: 404 });
  return organiserAction(args, (form, organiser) =>
    versionedAction(form, organiser, {
      ref: { collectionId: PAGES, documentId: pageId(name, locale) },
      draftOf: (posted) => ({
        title: fieldOf(posted, "title") ?? "",
        description: fieldOf(posted, "description") ?? "",
        body: fieldOf(posted, "body") ?? "",
      }),
      check: checkPage(name, locale),
      parseData: (data) => pageSchema.parse(data),
    }),
  );
}

export default function PageRoute({ loaderData, actionData, params }: Route.ComponentProps) {
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
          name={loaded.name}
          locale={loaded.locale}
          english={loaded.english}
          versions={loaded.versions}
          isStored={loaded.stored !== null}
          state={versionedState<PageDraft>(
            actionData,
            loaded.stored === null ? EMPTY_PAGE : draftOf(loaded.stored.page),
            loaded.stored?.updatedAt ?? null,
            words.t("admin.history.fieldsFirst"),
          )}
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
  english,
  versions,
  isStored,
  state,
}: {
  name: PageName;
  locale: Locale;
  english: StoredPage | null;
  versions: SavedVersion[];
  isStored: boolean;
  state: VersionedState<PageDraft>;
}) {
  const { timeZone } = usePublicSettings().club;
  const words = useWords();
  const labelOf = (key: string) => {
    const id = LABELS[key];
    return id === undefined ? key : words.t(id);
  };
  const { draft, problems } = state;
  const path = `/admin/pages/${pageParam(name)}`;
  const form = (
    <AdminForm
      id={VERSIONED_FORM_ID}
      className="admin-card"
      aria-label={labelOf("body")}
      guardsUnsavedChanges
    >
      <input type="hidden" name="startedFrom" value={state.startedFrom ?? ""} />
      {(["title", "description"] as const).map((key) => (
        <div key={key} className="admin-field club-setting">
          <label htmlFor={`page-${key}`}>{labelOf(key)}</label>
          <input
            id={`page-${key}`}
            name={key}
            type="text"
            defaultValue={draft[key]}
            aria-invalid={problems[key] !== undefined || undefined}
            aria-describedby={`page-${key}-hint${problems[key] ? ` page-${key}-problem` : ""}`}
          />
          <p id={`page-${key}-hint`} className="admin-hint">
            {words.t(key === "title" ? "admin.page.titleHint" : "admin.page.descriptionHint")}
          </p>
          {problems[key] && (
            <p id={`page-${key}-problem`} className="field-problem">
              {problems[key]}
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
      <MarkdownField
        name="body"
        labelId="page-body-label"
        defaultValue={draft.body}
        preview="placeholders"
      />
      {problems.body && <p className="field-problem">{problems.body}</p>}
    </AdminForm>
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
      <LanguageTabs path={path} current={locale} />
      {!isStored && <p className="admin-hint">{words.t("admin.pages.notStarted")}</p>}
      <VersionedConflict
        state={state}
        mine={checkPage(name, locale)(draft).data}
        timeZone={timeZone}
        labelOf={labelOf}
        takeTheirsHref={languageHref(path, locale)}
      />
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
      <VersionedFormEnd state={state} versions={versions} timeZone={timeZone} labelOf={labelOf} />
    </main>
  );
}
