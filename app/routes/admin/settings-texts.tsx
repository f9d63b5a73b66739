import type { Route } from "./+types/settings-texts";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../../../i18n/locales.ts";
import { EnglishBeside } from "../../components/admin/english-beside.tsx";
import { languageOfUrl, LanguageTabs } from "../../components/admin/language-tabs.tsx";
import { LoadedScreen } from "../../components/admin/problem-screen.tsx";
import { ConflictButtons, SaveConflict } from "../../components/admin/save-conflict.tsx";
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
import { findClubSettings } from "../../lib/collections/club-settings.ts";
import {
  findSettingsTexts,
  settingsTextsSchema,
  SETTINGS_TEXTS,
  TEXT_KEYS,
  type SettingsTexts,
  type TextKey,
} from "../../lib/collections/settings-texts.ts";
import { listVersions, type SavedVersion } from "../../lib/collections/versions.ts";
import { usePublicSettings } from "../../lib/use-public-settings.ts";
import { useWords, type Words } from "../../lib/words.tsx";
import { VersionedEditorEnd } from "../../components/admin/versioned-editor-end.tsx";
import { hydratedScreen } from "../../lib/page-hydration.ts";

// The club settings' words in the site's other languages (meeting day and place, who made the
// site), one language at a time, the English beside; a text left empty shows the English one
// (decision 0120). The English ones stay on Club settings.

// Still drawn in the browser (issue 32 item 2 moves each screen to the server in turn).
export const handle = { ...hydratedScreen, titleId: "admin.translate.settingsTitle" } as const;
export const meta = adminMeta(handle.titleId);

/** The languages written here: every one but the default, whose texts are Club settings'. */
const TRANSLATIONS = LOCALES.filter(({ code }) => code !== DEFAULT_LOCALE);

/** The language `url` asks for, the first translation when none; null when not one of them. */
function translationOfUrl(url: string): Locale | null {
  const asked = languageOfUrl(url);
  if (asked === DEFAULT_LOCALE) return TRANSLATIONS[0]?.code ?? null;
  return asked;
}

type TextsDraft = Record<TextKey, string>;

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadScreen("the club settings", async ({ databases }) => {
    const locale = translationOfUrl(request.url);
    if (locale === null) return null;
    const [stored, english, versions] = await Promise.all([
      findSettingsTexts(databases, locale),
      findClubSettings(databases),
      listVersions(databases, { collectionId: SETTINGS_TEXTS, documentId: locale }),
    ]);
    return { locale, stored, english: english?.settings ?? null, versions };
  });
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  const locale = translationOfUrl(request.url);
  if (locale === null) throw new Response(null, { status: 404 });
  const input = versionedIntentSchema(settingsTextsSchema).parse(await readActionInput(request));
  const ref = { collectionId: SETTINGS_TEXTS, documentId: locale };
  return runVersionedIntent(getBrowserAppwrite().databases, ref, input, (data) =>
    settingsTextsSchema.parse(data),
  );
}

export const shouldRevalidate = shouldRevalidateVersionedScreen;

export default function SettingsTextsRoute({ loaderData }: Route.ComponentProps) {
  const words = useWords();
  return (
    <LoadedScreen
      load={loaderData}
      title={words.t("admin.translate.settingsTitle")}
      failure={words.t("admin.translate.settingsFailure")}
    >
      {(loaded) => (
        <TextsEditor
          key={loaded.locale}
          locale={loaded.locale}
          stored={loaded.stored}
          english={loaded.english}
          versions={loaded.versions}
        />
      )}
    </LoadedScreen>
  );
}

function labelsOf(words: Words): Record<TextKey, string> {
  return {
    meeting_day: words.t("admin.translate.meetingDay"),
    meeting_place: words.t("admin.translate.meetingPlace"),
    site_creator_name: words.t("admin.translate.siteCreatorName"),
  };
}

function draftOf(texts: Partial<Record<TextKey, string | null>> | null): TextsDraft {
  return {
    meeting_day: texts?.meeting_day ?? "",
    meeting_place: texts?.meeting_place ?? "",
    site_creator_name: texts?.site_creator_name ?? "",
  };
}

function checkTexts(locale: Locale) {
  return (draft: TextsDraft): DraftCheck<TextKey> => {
    const parsed = settingsTextsSchema.safeParse({ ...draft, locale });
    if (parsed.success) return { data: parsed.data, problems: null };
    const problems: Partial<Record<TextKey, string>> = {};
    for (const issue of parsed.error.issues) {
      const key = TEXT_KEYS.find((textKey) => textKey === issue.path[0]);
      if (key !== undefined) problems[key] ??= issue.message;
    }
    return { data: null, problems };
  };
}

function TextsEditor({
  locale,
  stored,
  english,
  versions,
}: {
  locale: Locale;
  stored: { texts: SettingsTexts; updatedAt: string } | null;
  english: Partial<Record<TextKey, string>> | null;
  versions: SavedVersion[];
}) {
  const words = useWords();
  const { timeZone } = usePublicSettings().club;
  const labels = labelsOf(words);
  const labelOfKey = (key: string) => {
    const textKey = TEXT_KEYS.find((textKey) => textKey === key);
    return textKey === undefined ? key : labels[textKey];
  };
  const check = checkTexts(locale);
  const editing = useVersionedEditor<TextsDraft, TextKey>({
    saved: draftOf(stored?.texts ?? null),
    startedFrom: stored?.updatedAt ?? null,
    isSame: (a, b) => TEXT_KEYS.every((key) => a[key] === b[key]),
    check,
    draftOf: (data) => draftOf(settingsTextsSchema.parse(data)),
  });
  const mine = check(editing.draft).data;
  return (
    <main id="main" className="page admin-page">
      <ScreenHeader
        title={words.t("admin.translate.settingsTitle")}
        navLabel={words.t("admin.nav")}
        links={<a href="/admin/settings">{words.t("admin.translate.backToSettings")}</a>}
      />
      <p className="admin-hint">{words.t("admin.translate.settingsIntro")}</p>
      <LanguageTabs path="/admin/settings/texts" current={locale} locales={TRANSLATIONS} />
      {editing.conflict && (
        <SaveConflict
          conflict={editing.conflict}
          mine={mine}
          timeZone={timeZone}
          labelOf={labelOfKey}
          actions={
            <ConflictButtons
              onKeepMine={editing.saveOverTheirs}
              onTakeTheirs={editing.takeTheirs}
            />
          }
        />
      )}
      <EnglishBeside
        fields={TEXT_KEYS.map((key) => ({ label: labels[key], text: english?.[key] ?? "" }))}
      >
        <section className="admin-card" aria-label={words.t("admin.translate.settingsTitle")}>
          {TEXT_KEYS.map((key) => (
            <div key={key} className="admin-field club-setting">
              <label htmlFor={`text-${key}`}>{labels[key]}</label>
              <input
                id={`text-${key}`}
                type="text"
                lang={locale}
                value={editing.draft[key]}
                placeholder={english?.[key] ?? ""}
                aria-invalid={editing.problems[key] !== undefined || undefined}
                aria-describedby={`text-${key}-hint${editing.problems[key] ? ` text-${key}-problem` : ""}`}
                onChange={(event) =>
                  editing.setDraft((draft) => ({ ...draft, [key]: event.target.value }))
                }
              />
              <p id={`text-${key}-hint`} className="admin-hint">
                {words.t("admin.translate.emptyShowsEnglish")}
              </p>
              {editing.problems[key] && (
                <p id={`text-${key}-problem`} className="field-problem">
                  {editing.problems[key]}
                </p>
              )}
            </div>
          ))}
        </section>
      </EnglishBeside>
      <VersionedEditorEnd
        editing={editing}
        versions={versions}
        timeZone={timeZone}
        labelOf={labelOfKey}
      />
    </main>
  );
}
