import type { Route } from "./+types/support-resources";
import { ListLanguage } from "../../components/admin/club/list-language.tsx";
import {
  ResourceFields,
  type ResourceDraft,
} from "../../components/admin/club/resource-fields.tsx";
import { VersionedListScreen } from "../../components/admin/club/versioned-list-screen.tsx";
import { LoadedScreen } from "../../components/admin/problem-screen.tsx";
import { SupportResourceList } from "../../components/support-resource-list.tsx";
import { adminMeta } from "../../lib/admin/admin-meta.ts";
import { keyed, problemsByField, type Keyed } from "../../lib/admin/list-draft.ts";
import { listProblemWords, listScreenData } from "../../lib/admin/list-screen.ts";
import { useVersionedEditor, type DraftCheck } from "../../lib/admin/use-versioned-editor.ts";
import { shouldRevalidateVersionedScreen } from "../../lib/admin/versioned-actions.ts";
import {
  findSupportResources,
  resourceListSchema,
  SUPPORT_RESOURCES,
  supportResourcesDocument,
  supportResourcesOf,
} from "../../lib/collections/support-resources.ts";
import type { SavedVersion } from "../../lib/collections/versions.ts";
import { resourcesVisitorsSee } from "../../lib/support-resource-files.ts";
import { formatCheckedDate, type SupportResource } from "../../lib/support-resources.ts";
import { useWords } from "../../lib/words.tsx";
import type { Locale } from "../../../i18n/locales.ts";
import type { MessageId } from "../../../i18n/translate.ts";
import { hydratedScreen } from "../../lib/page-hydration.ts";

// Still drawn in the browser (issue 32 item 2 moves each screen to the server in turn).
export const handle = { ...hydratedScreen, titleId: "resources.title" } as const;
export const meta = adminMeta(handle.titleId);

const listScreen = listScreenData({
  collectionId: SUPPORT_RESOURCES,
  what: "the support resources",
  find: findSupportResources,
});

export const clientLoader = listScreen.clientLoader;
export const clientAction = listScreen.clientAction;

export const shouldRevalidate = shouldRevalidateVersionedScreen;

export default function SupportResourcesRoute({ loaderData }: Route.ComponentProps) {
  const words = useWords();
  return (
    <LoadedScreen
      load={loaderData}
      title={words.t("resources.title")}
      failure={words.t("resources.failure")}
    >
      {(loaded) => <ResourcesEditor key={loaded.locale} {...loaded} />}
    </LoadedScreen>
  );
}

type Draft = Keyed<ResourceDraft>[];

const LABELS: Record<string, MessageId> = {
  names: "resources.labelNames",
  descriptions: "resources.labelDescriptions",
  reach: "resources.labelReach",
  last_checked: "resources.labelLastChecked",
  locale: "clubRules.languages",
};

function draftOf(resources: readonly SupportResource[]): Draft {
  return keyed(resources.map((resource) => ({ ...resource, contacts: keyed(resource.contacts) })));
}

function check(locale: Locale) {
  return (draft: Draft): DraftCheck<string> => {
    const parsed = resourceListSchema.safeParse(draft);
    return parsed.success
      ? { data: supportResourcesDocument(locale, parsed.data), problems: null }
      : { data: null, problems: problemsByField(parsed.error.issues) };
  };
}

/** The same list, entry by entry, as it would be stored (keys and untrimmed spaces aside). */
const isSame = (a: Draft, b: Draft) =>
  JSON.stringify(supportResourcesDocument("", a)) ===
  JSON.stringify(supportResourcesDocument("", b));

function ResourcesEditor({
  locale,
  stored,
  versions,
}: {
  locale: Locale;
  stored: { resources: SupportResource[]; updatedAt: string } | null;
  versions: SavedVersion[];
}) {
  const words = useWords();
  const editing = useVersionedEditor<Draft, string>({
    // What visitors see now, the starting list while none is stored (a fresh real Appwrite).
    saved: draftOf(resourcesVisitorsSee(stored, locale)),
    startedFrom: stored?.updatedAt ?? null,
    isSame,
    check: check(locale),
    draftOf: (data) => draftOf(supportResourcesOf(data)),
  });
  const problemOf = (key: string) => listProblemWords(words, editing.problems, key);
  const checked = check(locale)(editing.draft).data;
  return (
    <VersionedListScreen
      title={words.t("resources.title")}
      intro={words.t("resources.intro")}
      language={<ListLanguage locale={locale} path="/admin/support-resources" />}
      viewLink={{ href: "/support", label: words.t("resources.viewPage") }}
      editing={editing}
      mine={checked}
      versions={versions}
      labelOf={(key) => (LABELS[key] ? words.t(LABELS[key]) : key)}
      preview={<SupportResourceList resources={shownResources(editing.draft, words.intlTag)} />}
    >
      <ResourceFields draft={editing.draft} problemOf={problemOf} onChange={editing.setDraft} />
    </VersionedListScreen>
  );
}

/** The draft as the support page would show it: only what could be saved (named, with links). */
function shownResources(draft: Draft, intlTag: string) {
  return draft
    .filter((resource) => resource.name.trim() !== "")
    .map((resource) => ({
      ...resource,
      contacts: resource.contacts.filter((contact) => contact.label.trim() && contact.link.trim()),
      lastCheckedText: resource.lastChecked ? formatCheckedDate(resource.lastChecked, intlTag) : "",
    }));
}
