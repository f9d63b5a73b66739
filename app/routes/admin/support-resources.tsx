import type { AppLoadContext } from "react-router";
import type { Route } from "./+types/support-resources";
import { ListLanguage } from "../../components/admin/club/list-language.tsx";
import {
  ResourceFields,
  resourceFieldNames,
  resourceIntent,
} from "../../components/admin/club/resource-fields.tsx";
import { VersionedListScreen } from "../../components/admin/club/versioned-list-screen.tsx";
import { LoadedScreen } from "../../components/admin/problem-screen.tsx";
import { SupportResourceList } from "../../components/support-resource-list.tsx";
import { adminMeta } from "../../lib/admin/admin-meta.ts";
import {
  editedList,
  listEditOf,
  postedEntries,
  problemsByField,
} from "../../lib/admin/list-draft.ts";
import { listProblemWords } from "../../lib/admin/list-screen.ts";
import { listScreenData } from "../../lib/admin/list-screen.server.ts";
import { fieldOf } from "../../lib/admin/organiser-screen.server.ts";
import { versionedState, type DraftCheck } from "../../lib/admin/versioned-form.ts";
import { toZonedInputs } from "../../lib/club-time/index.ts";
import {
  findSupportResources,
  MOST_RESOURCES,
  resourceListSchema,
  SUPPORT_RESOURCES,
  supportResourcesDocument,
} from "../../lib/collections/support-resources.ts";
import { resourcesVisitorsSee } from "../../lib/support-resource-files.ts";
import {
  formatCheckedDate,
  type SupportContact,
  type SupportResource,
} from "../../lib/support-resources.ts";
import { useWords } from "../../lib/words.tsx";
import type { Locale } from "../../../i18n/locales.ts";
import type { MessageId } from "../../../i18n/translate.ts";

// The support resources, drawn by the site's server (issue 32 item 2, decision 0156): no React
// in the browser. Adding, removing and moving a resource or a way to reach it, and marking it
// checked today, are buttons of the list's form that draw the draft again unsaved; Save saves.
export const handle = { titleId: "resources.title" } as const;
export const meta = adminMeta(handle.titleId);

type Draft = SupportResource[];

/** Most ways to reach one resource a form is read for. */
const MOST_CONTACTS = 20;

const listScreen = listScreenData({
  collectionId: SUPPORT_RESOURCES,
  what: "the support resources",
  find: findSupportResources,
  draftOf: (form): Draft =>
    postedEntries((index) => {
      const names = resourceFieldNames(index);
      const name = fieldOf(form, names.name);
      if (name === null) return null;
      const contacts = postedEntries((at): SupportContact | null => {
        const label = fieldOf(form, names.contact(at).label);
        const link = fieldOf(form, names.contact(at).link);
        return label === null || link === null ? null : { label, link };
      }, MOST_CONTACTS);
      return {
        name,
        description: fieldOf(form, names.description) ?? "",
        contacts,
        lastChecked: fieldOf(form, names.lastChecked) ?? "",
      };
    }, MOST_RESOURCES),
  check,
  edit: (intent, draft, context) => {
    const today = todayOf(context);
    const edit = listEditOf(intent);
    if (edit === null) return editedResource(draft, intent, today);
    return editedList(draft, edit, () => ({
      name: "",
      description: "",
      contacts: [{ label: "", link: "" }],
      lastChecked: today,
    }));
  },
});

export const loader = listScreen.loader;
export const action = listScreen.action;

/** The draft after one resource's own button (a way to reach it added or removed, checked today). */
function editedResource(draft: Draft, intent: string, today: string): Draft | null {
  for (const [index, resource] of draft.entries()) {
    const changed = (patch: Partial<SupportResource>) =>
      draft.map((each, i) => (i === index ? { ...resource, ...patch } : each));
    const { contacts } = resource;
    if (intent === resourceIntent.addContact(index)) {
      return changed({ contacts: [...contacts, { label: "", link: "" }] });
    }
    if (intent === resourceIntent.checkedToday(index)) return changed({ lastChecked: today });
    for (const at of contacts.keys()) {
      if (intent === resourceIntent.removeContact(index, at)) {
        return changed({ contacts: contacts.filter((_, i) => i !== at) });
      }
    }
  }
  return null;
}

/** "Today" on the club's calendar, as a date field holds it. */
function todayOf(context: AppLoadContext): string {
  return toZonedInputs(context.now().toISOString(), context.club.club.timeZone)?.date ?? "";
}

export default function SupportResourcesRoute({ loaderData, actionData }: Route.ComponentProps) {
  const words = useWords();
  return (
    <LoadedScreen
      load={loaderData}
      title={words.t("resources.title")}
      failure={words.t("resources.failure")}
    >
      {({ locale, stored, versions }) => {
        const state = versionedState<Draft>(
          actionData,
          // What visitors see now, the starting list while none is stored (a fresh real Appwrite).
          [...resourcesVisitorsSee(stored, locale)],
          stored?.updatedAt ?? null,
          words.t("admin.history.fieldsFirst"),
        );
        return (
          <VersionedListScreen
            title={words.t("resources.title")}
            intro={words.t("resources.intro")}
            language={<ListLanguage locale={locale} path="/admin/support-resources" />}
            address={`/admin/support-resources?lang=${locale}`}
            viewLink={{ href: "/support", label: words.t("resources.viewPage") }}
            state={state}
            mine={check(locale)(state.draft).data}
            versions={versions}
            labelOf={(key) => (LABELS[key] ? words.t(LABELS[key]) : key)}
            preview={<SupportResourceList resources={shownResources(state.draft, words.intlTag)} />}
          >
            <ResourceFields
              draft={state.draft}
              problemOf={(key) => listProblemWords(words, state.problems, key)}
              lastIntent={actionData?.intent ?? null}
            />
          </VersionedListScreen>
        );
      }}
    </LoadedScreen>
  );
}

const LABELS: Record<string, MessageId> = {
  names: "resources.labelNames",
  descriptions: "resources.labelDescriptions",
  reach: "resources.labelReach",
  last_checked: "resources.labelLastChecked",
  locale: "clubRules.languages",
};

function check(locale: Locale) {
  return (draft: Draft): DraftCheck<string> => {
    const parsed = resourceListSchema.safeParse(draft);
    return parsed.success
      ? { data: supportResourcesDocument(locale, parsed.data), problems: null }
      : { data: null, problems: problemsByField(parsed.error.issues) };
  };
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
