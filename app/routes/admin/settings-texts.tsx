import type { Route } from "./+types/settings-texts";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../../../i18n/locales.ts";
import { AdminForm } from "../../components/admin/admin-form.tsx";
import { EnglishBeside } from "../../components/admin/english-beside.tsx";
import {
  languageHref,
  languageOfUrl,
  LanguageTabs,
} from "../../components/admin/language-tabs.tsx";
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
import { findClubSettings } from "../../lib/collections/club-settings.ts";
import {
  findSettingsTexts,
  settingsTextsSchema,
  SETTINGS_TEXTS,
  TEXT_KEYS,
  type TextKey,
} from "../../lib/collections/settings-texts.ts";
import { listVersions, type SavedVersion } from "../../lib/collections/versions.ts";
import { usePublicSettings } from "../../lib/use-public-settings.ts";
import { useWords, type Words } from "../../lib/words.tsx";

// The club settings' words in the site's other languages (meeting day and place, who made the
// site), one language at a time, the English beside; a text left empty shows the English one
// (decision 0120). The English ones stay on Club settings. Drawn by the site's server (issue 32
// item 2, decision 0156): no React in the browser; the texts are one plain form.
export const handle = { titleId: "admin.translate.settingsTitle" } as const;
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

export function loader(args: Route.LoaderArgs) {
  return loadOrganiserScreen(args, "the club settings", async ({ appwrite: { databases } }) => {
    const locale = translationOfUrl(args.request.url);
    if (locale === null) return null;
    const [stored, english, versions] = await Promise.all([
      findSettingsTexts(databases, locale),
      findClubSettings(databases),
      listVersions(databases, { collectionId: SETTINGS_TEXTS, documentId: locale }),
    ]);
    return { locale, stored, english: english?.settings ?? null, versions };
  });
}

export function action(args: Route.ActionArgs) {
  const locale = translationOfUrl(args.request.url);
  if (locale === null) throw new Response(null, { status: 404 });
  return organiserAction(args, (form, organiser) =>
    versionedAction(form, organiser, {
      ref: { collectionId: SETTINGS_TEXTS, documentId: locale },
      draftOf: (posted) =>
        draftOf(Object.fromEntries(TEXT_KEYS.map((key) => [key, fieldOf(posted, key)]))),
      check: checkTexts(locale),
      parseData: (data) => settingsTextsSchema.parse(data),
    }),
  );
}

export default function SettingsTextsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const words = useWords();
  return (
    <LoadedScreen
      load={loaderData}
      title={words.t("admin.translate.settingsTitle")}
      failure={words.t("admin.translate.settingsFailure")}
    >
      {(loaded) => (
        <TextsEditor
          locale={loaded.locale}
          english={loaded.english}
          versions={loaded.versions}
          state={versionedState<TextsDraft>(
            actionData,
            draftOf(loaded.stored?.texts ?? null),
            loaded.stored?.updatedAt ?? null,
            words.t("admin.history.fieldsFirst"),
          )}
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
  english,
  versions,
  state,
}: {
  locale: Locale;
  english: Partial<Record<TextKey, string>> | null;
  versions: SavedVersion[];
  state: VersionedState<TextsDraft>;
}) {
  const words = useWords();
  const { timeZone } = usePublicSettings().club;
  const labels = labelsOf(words);
  const labelOfKey = (key: string) => {
    const textKey = TEXT_KEYS.find((textKey) => textKey === key);
    return textKey === undefined ? key : labels[textKey];
  };
  const { draft, problems } = state;
  const path = "/admin/settings/texts";
  return (
    <main id="main" className="page admin-page">
      <ScreenHeader
        title={words.t("admin.translate.settingsTitle")}
        navLabel={words.t("admin.nav")}
        links={<a href="/admin/settings">{words.t("admin.translate.backToSettings")}</a>}
      />
      <p className="admin-hint">{words.t("admin.translate.settingsIntro")}</p>
      <LanguageTabs path={path} current={locale} locales={TRANSLATIONS} />
      <VersionedConflict
        state={state}
        mine={checkTexts(locale)(draft).data}
        timeZone={timeZone}
        labelOf={labelOfKey}
        takeTheirsHref={languageHref(path, locale)}
      />
      <EnglishBeside
        fields={TEXT_KEYS.map((key) => ({ label: labels[key], text: english?.[key] ?? "" }))}
      >
        <AdminForm
          id={VERSIONED_FORM_ID}
          className="admin-card"
          aria-label={words.t("admin.translate.settingsTitle")}
          guardsUnsavedChanges
        >
          <input type="hidden" name="startedFrom" value={state.startedFrom ?? ""} />
          {TEXT_KEYS.map((key) => (
            <div key={key} className="admin-field club-setting">
              <label htmlFor={`text-${key}`}>{labels[key]}</label>
              <input
                id={`text-${key}`}
                name={key}
                type="text"
                lang={locale}
                defaultValue={draft[key]}
                placeholder={english?.[key] ?? ""}
                aria-invalid={problems[key] !== undefined || undefined}
                aria-describedby={`text-${key}-hint${problems[key] ? ` text-${key}-problem` : ""}`}
              />
              <p id={`text-${key}-hint`} className="admin-hint">
                {words.t("admin.translate.emptyShowsEnglish")}
              </p>
              {problems[key] && (
                <p id={`text-${key}-problem`} className="field-problem">
                  {problems[key]}
                </p>
              )}
            </div>
          ))}
        </AdminForm>
      </EnglishBeside>
      <VersionedFormEnd
        state={state}
        versions={versions}
        timeZone={timeZone}
        labelOf={labelOfKey}
      />
    </main>
  );
}
