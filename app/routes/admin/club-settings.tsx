import type { Route } from "./+types/club-settings";
import { AccentColours } from "../../components/admin/club/accent-colours.tsx";
import { ClubMascotField } from "../../components/admin/club/club-mascot-field.tsx";
import {
  ClubSettingsFields,
  settingLabel,
} from "../../components/admin/club/club-settings-fields.tsx";
import { SettingsTranslationsLink } from "../../components/admin/club/settings-translations-link.tsx";
import { LoadedScreen } from "../../components/admin/problem-screen.tsx";
import { ConflictButtons, SaveConflict } from "../../components/admin/save-conflict.tsx";
import { ScreenHeader } from "../../components/admin/screen-header.tsx";
import { adminMeta } from "../../lib/admin/admin-meta.ts";
import {
  isSameSettingsDraft,
  settingsDraftFrom,
  settingsFromDraft,
  type ClubSettingsDraft,
  type SettingsKey,
} from "../../lib/admin/club-settings-draft.ts";
import { readActionInput } from "../../lib/admin/document-actions.ts";
import { publishPicture } from "../../lib/admin/picture-access.ts";
import { loadScreen } from "../../lib/admin/organiser-loader.ts";
import { useVersionedEditor } from "../../lib/admin/use-versioned-editor.ts";
import {
  runVersionedIntent,
  shouldRevalidateVersionedScreen,
  versionedIntentSchema,
} from "../../lib/admin/versioned-actions.ts";
import { getBrowserAppwrite } from "../../lib/appwrite.client.ts";
import {
  CLUB_SETTINGS,
  CLUB_SETTINGS_ID,
  clubSettingsSchema,
  findClubSettings,
  type ClubSettings,
} from "../../lib/collections/club-settings.ts";
import {
  listVersions,
  type SavedVersion,
  type VersionData,
} from "../../lib/collections/versions.ts";
import { IMAGES_BUCKET } from "../../lib/flyer-images.ts";
import { usePublicSettings } from "../../lib/use-public-settings.ts";
import { useWords } from "../../lib/words.tsx";
import { VersionedEditorEnd } from "../../components/admin/versioned-editor-end.tsx";
import { deleteUploads, usePendingUploads } from "../../lib/admin/pending-uploads.ts";
import { hydratedScreen } from "../../lib/page-hydration.ts";

// Still drawn in the browser (issue 32 item 2 moves each screen to the server in turn).
export const handle = { ...hydratedScreen, titleId: "admin.clubSettings.title" } as const;
export const meta = adminMeta(handle.titleId);

const ref = { collectionId: CLUB_SETTINGS, documentId: CLUB_SETTINGS_ID };

export function clientLoader() {
  return loadScreen("the club settings", async ({ databases }) => {
    const [stored, versions] = await Promise.all([
      findClubSettings(databases),
      listVersions(databases, ref),
    ]);
    return { stored, versions };
  });
}

const actionSchema = versionedIntentSchema(clubSettingsSchema);

export async function clientAction({ request }: Route.ClientActionArgs) {
  const input = actionSchema.parse(await readActionInput(request));
  return runVersionedIntent(
    getBrowserAppwrite().databases,
    ref,
    input,
    (data) => clubSettingsSchema.parse(data),
    deleteReplacedMascot,
    (settings) => publishPicture(getBrowserAppwrite().storage, settings.mascot_file_id),
  );
}

/**
 * Deletes the club's picture a save replaced or removed (decision 0115). A file that will not go
 * is left behind, logged: the settings are saved either way.
 */
async function deleteReplacedMascot(saved: ClubSettings, replaced: VersionData | null) {
  const old = replaced?.mascot_file_id;
  if (typeof old !== "string" || old === "" || old === saved.mascot_file_id) return;
  try {
    await getBrowserAppwrite().storage.deleteFile({ bucketId: IMAGES_BUCKET, fileId: old });
  } catch (error) {
    console.error("Error deleting the replaced mascot picture:", error);
  }
}

export const shouldRevalidate = shouldRevalidateVersionedScreen;

export default function ClubSettingsRoute({ loaderData }: Route.ComponentProps) {
  const words = useWords();
  return (
    <LoadedScreen
      load={loaderData}
      title={words.t("admin.clubSettings.title")}
      failure={words.t("admin.clubSettings.loadFailed")}
    >
      {(loaded) => <ClubSettingsScreen stored={loaded.stored} versions={loaded.versions} />}
    </LoadedScreen>
  );
}

function ClubSettingsScreen({
  stored,
  versions,
}: {
  stored: { settings: ClubSettings; updatedAt: string } | null;
  versions: SavedVersion[];
}) {
  const settings = usePublicSettings();
  const words = useWords();
  const labelOf = (key: string) => settingLabel(words, key);
  const saved = settingsDraftFrom(stored?.settings ?? settingsFromPublic(settings));
  const editing = useVersionedEditor<ClubSettingsDraft, SettingsKey>({
    saved,
    startedFrom: stored?.updatedAt ?? null,
    isSame: isSameSettingsDraft,
    check: (draft) => {
      const checked = settingsFromDraft(draft);
      return checked.settings === null
        ? { data: null, problems: checked.problems }
        : { data: checked.settings, problems: null };
    },
    draftOf: (data) => settingsDraftFrom(clubSettingsSchema.parse(data)),
  });
  // Pictures uploaded here that no save stored (decision 0096): those the draft no longer names go
  // as a save is asked for (neither the draft nor what is stored names them: nothing can bring
  // them back), the rest when the screen is left without saving.
  const uploads = usePendingUploads(
    stored,
    stored?.settings.mascot_file_id ?? "",
    editing.isSaving,
  );
  const dropDiscarded = () =>
    void deleteUploads(uploads.discardedBesides(editing.draft.mascot_file_id));
  const timeZone = settings.club.timeZone;
  const mine = settingsFromDraft(editing.draft).settings;
  return (
    <main id="main" className="page admin-page">
      <ScreenHeader title={words.t("admin.clubSettings.title")} navLabel={words.t("admin.nav")} />
      <p className="admin-hint">{words.t("admin.clubSettings.intro")}</p>
      <SettingsTranslationsLink />
      {editing.conflict && (
        <SaveConflict
          conflict={editing.conflict}
          mine={mine}
          timeZone={timeZone}
          labelOf={labelOf}
          actions={
            <ConflictButtons
              onKeepMine={() => {
                dropDiscarded();
                editing.saveOverTheirs();
              }}
              onTakeTheirs={editing.takeTheirs}
            />
          }
        />
      )}
      <ClubSettingsFields
        draft={editing.draft}
        problems={editing.problems}
        timeZones={Intl.supportedValuesOf("timeZone")}
        onChange={(key, value) => editing.setDraft((draft) => ({ ...draft, [key]: value }))}
      />
      <ClubMascotField
        draft={editing.draft}
        problems={editing.problems}
        onChange={(patch) => {
          // A new file id in the draft is a picture just uploaded (picture-upload.tsx).
          if (patch.mascot_file_id) uploads.add(patch.mascot_file_id);
          editing.setDraft((draft) => ({ ...draft, ...patch }));
        }}
      />
      <AccentColours
        light={editing.draft.accent_light}
        dark={editing.draft.accent_dark}
        problems={editing.problems}
        onChange={(key, value) => editing.setDraft((draft) => ({ ...draft, [key]: value }))}
      />
      <VersionedEditorEnd
        editing={{
          ...editing,
          save: () => {
            dropDiscarded();
            editing.save();
          },
        }}
        versions={versions}
        timeZone={timeZone}
        labelOf={labelOf}
      />
    </main>
  );
}

/** The settings the site shows before any are stored (a real Appwrite's first visit). */
function settingsFromPublic(settings: ReturnType<typeof usePublicSettings>): ClubSettings {
  return {
    school_name: settings.school.name,
    school_initials: settings.school.initials,
    school_website: settings.school.website,
    club_name: settings.club.name,
    meeting_day: settings.club.meetingDay,
    meeting_place: settings.club.meetingPlace,
    time_zone: settings.club.timeZone,
    leaders_emails: settings.contactEmails.leaders,
    co_leaders_emails: settings.contactEmails.coLeaders,
    website_manager_email: settings.contactEmails.websiteManager,
    quick_exit_url: settings.quickExitUrl,
    site_creator_name: settings.siteCreator.name,
    site_creator_website: settings.siteCreator.website,
    mascot: settings.mascot.kind,
    mascot_file_id: settings.mascot.kind === "image" ? settings.mascot.fileId : "",
    mascot_alt: settings.mascot.kind === "image" ? settings.mascot.alt : "",
    mascot_width: settings.mascot.kind === "image" ? settings.mascot.width : null,
    mascot_height: settings.mascot.kind === "image" ? settings.mascot.height : null,
    accent_light: settings.accent.light ?? "",
    accent_dark: settings.accent.dark ?? "",
  };
}
