import type { Route } from "./+types/guidelines";
import { ClubGuidelines } from "../../components/agenda-sections.tsx";
import { GuidelineFields } from "../../components/admin/club/guideline-fields.tsx";
import { ListLanguage } from "../../components/admin/club/list-language.tsx";
import { VersionedListScreen } from "../../components/admin/club/versioned-list-screen.tsx";
import { LoadedScreen } from "../../components/admin/problem-screen.tsx";
import { adminMeta } from "../../lib/admin/admin-meta.ts";
import { keyed, newEntryKey, problemsByField, type Keyed } from "../../lib/admin/list-draft.ts";
import { listProblemWords, listScreenData } from "../../lib/admin/list-screen.ts";
import { useVersionedEditor, type DraftCheck } from "../../lib/admin/use-versioned-editor.ts";
import { shouldRevalidateVersionedScreen } from "../../lib/admin/versioned-actions.ts";
import {
  findGuidelines,
  GUIDELINE_COLOURS,
  GUIDELINES,
  guidelineListSchema,
  guidelinesDocument,
  guidelinesOf,
  startingGuidelines,
  type Guideline,
} from "../../lib/collections/guidelines.ts";
import type { SavedVersion } from "../../lib/collections/versions.ts";
import { useWords } from "../../lib/words.tsx";
import { loadCatalogue, translatorFor } from "../../../i18n/catalogues.ts";
import type { Locale } from "../../../i18n/locales.ts";
import type { MessageId } from "../../../i18n/translate.ts";
import { hydratedScreen } from "../../lib/page-hydration.ts";

// Still drawn in the browser (issue 32 item 2 moves each screen to the server in turn).
export const handle = { ...hydratedScreen, titleId: "clubRules.title" } as const;
export const meta = adminMeta(handle.titleId);

const listScreen = listScreenData({
  collectionId: GUIDELINES,
  what: "the guidelines",
  find: findGuidelines,
  // The starting guidelines, shown until the list is first saved, are in the list's language.
  alsoLoad: loadCatalogue,
});

export const clientLoader = listScreen.clientLoader;
export const clientAction = listScreen.clientAction;

export const shouldRevalidate = shouldRevalidateVersionedScreen;

export default function GuidelinesRoute({ loaderData }: Route.ComponentProps) {
  const words = useWords();
  return (
    <LoadedScreen
      load={loaderData}
      title={words.t("clubRules.title")}
      failure={words.t("clubRules.failure")}
    >
      {(loaded) => <GuidelinesEditor key={loaded.locale} {...loaded} />}
    </LoadedScreen>
  );
}

type Draft = Keyed<Guideline>[];

const LABELS: Record<string, MessageId> = {
  texts: "clubRules.labelTexts",
  colours: "clubRules.labelColours",
  locale: "clubRules.languages",
};

/** The draft as it would be saved, or the problem at each entry ("2.text") or the list ("list"). */
function check(locale: Locale) {
  return (draft: Draft): DraftCheck<string> => {
    const parsed = guidelineListSchema.safeParse(draft);
    if (parsed.success) return { data: guidelinesDocument(locale, parsed.data), problems: null };
    return { data: null, problems: problemsByField(parsed.error.issues) };
  };
}

const isSame = (a: Draft, b: Draft) =>
  a.length === b.length &&
  a.every((entry, i) => entry.text === b[i]?.text && entry.colour === b[i]?.colour);

function GuidelinesEditor({
  locale,
  stored,
  versions,
}: {
  locale: Locale;
  stored: { guidelines: Guideline[]; updatedAt: string } | null;
  versions: SavedVersion[];
}) {
  const words = useWords();
  const saved = stored?.guidelines ?? startingGuidelines((id) => translatorFor(locale).t(id));
  const editing = useVersionedEditor<Draft, string>({
    saved: keyed(saved),
    startedFrom: stored?.updatedAt ?? null,
    isSame,
    check: check(locale),
    draftOf: (data) => keyed(guidelinesOf(data)),
  });
  const { draft, setDraft } = editing;
  const problemOf = (key: string) => listProblemWords(words, editing.problems, key);
  return (
    <VersionedListScreen
      title={words.t("clubRules.title")}
      intro={words.t("clubRules.intro")}
      language={<ListLanguage locale={locale} path="/admin/guidelines" />}
      viewLink={{ href: "/guidelines", label: words.t("clubRules.viewPage") }}
      editing={editing}
      mine={check(locale)(draft).data}
      versions={versions}
      labelOf={(key) => (LABELS[key] ? words.t(LABELS[key]) : key)}
      preview={<ClubGuidelines guidelines={draft} />}
    >
      <GuidelineFields
        draft={draft}
        problemOf={problemOf}
        listProblem={problemOf("list")}
        onChange={setDraft}
        onAdd={() =>
          setDraft((current) => [
            ...current,
            { key: newEntryKey(), text: "", colour: nextColour(current) },
          ])
        }
      />
    </VersionedListScreen>
  );
}

/** The colour after the last guideline's, so a new one continues the flag. */
function nextColour(draft: Draft): Guideline["colour"] {
  const last = draft.at(-1)?.colour;
  const at = last === undefined ? -1 : GUIDELINE_COLOURS.indexOf(last);
  return GUIDELINE_COLOURS[(at + 1) % GUIDELINE_COLOURS.length] ?? "red";
}
