import type { Route } from "./+types/guidelines";
import { ClubGuidelines } from "../../components/agenda-sections.tsx";
import {
  GuidelineFields,
  guidelineFieldNames,
} from "../../components/admin/club/guideline-fields.tsx";
import { ListLanguage } from "../../components/admin/club/list-language.tsx";
import { VersionedListScreen } from "../../components/admin/club/versioned-list-screen.tsx";
import { LoadedScreen } from "../../components/admin/problem-screen.tsx";
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
import {
  findGuidelines,
  GUIDELINE_COLOURS,
  GUIDELINES,
  guidelineListSchema,
  guidelinesDocument,
  MOST_GUIDELINES,
  startingGuidelines,
  type Guideline,
  type GuidelineColour,
} from "../../lib/collections/guidelines.ts";
import { useWords } from "../../lib/words.tsx";
import { translatorFor } from "../../../i18n/catalogues.ts";
import type { Locale } from "../../../i18n/locales.ts";
import type { MessageId } from "../../../i18n/translate.ts";

// The agenda guidelines, drawn by the site's server (issue 32 item 2, decision 0156): no React
// in the browser. Adding, removing and moving a guideline are buttons of the list's form that
// draw the draft again unsaved; Save saves it.
export const handle = { titleId: "clubRules.title" } as const;
export const meta = adminMeta(handle.titleId);

type Draft = Guideline[];

const listScreen = listScreenData({
  collectionId: GUIDELINES,
  what: "the guidelines",
  find: findGuidelines,
  draftOf: (form): Draft =>
    postedEntries((index) => {
      const fields = guidelineFieldNames(index);
      const text = fieldOf(form, fields.text);
      return text === null ? null : { text, colour: colourOf(fieldOf(form, fields.colour)) };
    }, MOST_GUIDELINES),
  check,
  edit: (intent, draft) => {
    const edit = listEditOf(intent);
    return edit && editedList(draft, edit, () => ({ text: "", colour: nextColour(draft) }));
  },
});

export const loader = listScreen.loader;
export const action = listScreen.action;

export default function GuidelinesRoute({ loaderData, actionData }: Route.ComponentProps) {
  const words = useWords();
  return (
    <LoadedScreen
      load={loaderData}
      title={words.t("clubRules.title")}
      failure={words.t("clubRules.failure")}
    >
      {({ locale, stored, versions }) => {
        // The starting guidelines, shown until the list is first saved, are in the list's language.
        const saved = stored?.guidelines ?? startingGuidelines((id) => translatorFor(locale).t(id));
        const state = versionedState<Draft>(
          actionData,
          saved,
          stored?.updatedAt ?? null,
          words.t("admin.history.fieldsFirst"),
        );
        const problemOf = (key: string) => listProblemWords(words, state.problems, key);
        return (
          <VersionedListScreen
            title={words.t("clubRules.title")}
            intro={words.t("clubRules.intro")}
            language={<ListLanguage locale={locale} path="/admin/guidelines" />}
            address={`/admin/guidelines?lang=${locale}`}
            viewLink={{ href: "/guidelines", label: words.t("clubRules.viewPage") }}
            state={state}
            mine={check(locale)(state.draft).data}
            versions={versions}
            labelOf={(key) => (LABELS[key] ? words.t(LABELS[key]) : key)}
            preview={<ClubGuidelines guidelines={state.draft} />}
          >
            <GuidelineFields
              draft={state.draft}
              problemOf={problemOf}
              listProblem={problemOf("list")}
              lastIntent={actionData?.intent ?? null}
            />
          </VersionedListScreen>
        );
      }}
    </LoadedScreen>
  );
}

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

/** A posted colour, or the first one for anything else. */
function colourOf(posted: string | null): GuidelineColour {
  return GUIDELINE_COLOURS.find((colour) => colour === posted) ?? GUIDELINE_COLOURS[0];
}

/** The colour after the last guideline's, so a new one continues the flag. */
function nextColour(draft: Draft): GuidelineColour {
  const last = draft.at(-1)?.colour;
  const at = last === undefined ? -1 : GUIDELINE_COLOURS.indexOf(last);
  return GUIDELINE_COLOURS[(at + 1) % GUIDELINE_COLOURS.length] ?? "red";
}
