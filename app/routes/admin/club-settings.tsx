import type { Route } from "./+types/club-settings";
import {
  AccentColours,
  accentPickerNames,
  accentPosted,
  accentResetIntent,
} from "../../components/admin/club/accent-colours.tsx";
import {
  ClubMascotField,
  MASCOT_PICTURE_FIELD,
} from "../../components/admin/club/club-mascot-field.tsx";
import {
  ClubSettingsFields,
  settingLabel,
} from "../../components/admin/club/club-settings-fields.tsx";
import { QUICK_EXIT_COUNTRY } from "../../components/admin/club/quick-exit-country.tsx";
import { SettingsTranslationsLink } from "../../components/admin/club/settings-translations-link.tsx";
import { AdminForm } from "../../components/admin/admin-form.tsx";
import { pictureFieldNames } from "../../components/admin/picture-field.tsx";
import { LoadedScreen } from "../../components/admin/problem-screen.tsx";
import { ScreenHeader } from "../../components/admin/screen-header.tsx";
import { VersionedConflict, VersionedFormEnd } from "../../components/admin/versioned-form-end.tsx";
import { adminMeta } from "../../lib/admin/admin-meta.ts";
import {
  settingsDraftFrom,
  settingsFromDraft,
  type ClubSettingsDraft,
} from "../../lib/admin/club-settings-draft.ts";
import {
  fieldOf,
  loadOrganiserScreen,
  organiserAction,
  type Organiser,
} from "../../lib/admin/organiser-screen.server.ts";
import { publishPicture } from "../../lib/admin/picture-access.ts";
import { readPostedPicture, type PictureProblem } from "../../lib/admin/posted-picture.server.ts";
import { versionedAction } from "../../lib/admin/versioned-form.server.ts";
import {
  VERSIONED_FORM_ID,
  versionedState,
  type DraftCheck,
  type VersionedState,
} from "../../lib/admin/versioned-form.ts";
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
import { quickExitUrlPosted } from "../../lib/quick-exit-sites.ts";
import { usePublicSettings } from "../../lib/use-public-settings.ts";
import { useWords } from "../../lib/words.tsx";

// Club settings, drawn by the site's server (issue 32 item 2, decision 0156): no React in the
// browser. Every setting, the mascot's picture (a file posted with the form) and the accent
// colours are one plain form saved by the route's action, with the history, conflict and restore
// of every versioned screen.
export const handle = { titleId: "admin.clubSettings.title" } as const;
export const meta = adminMeta(handle.titleId);

const ref = { collectionId: CLUB_SETTINGS, documentId: CLUB_SETTINGS_ID };

/** The form's draft: each setting's text, and why a picture chosen was not stored. */
interface SettingsDraft {
  fields: ClubSettingsDraft;
  pictureProblem: PictureProblem | null;
}

export function loader(args: Route.LoaderArgs) {
  return loadOrganiserScreen(args, "the club settings", async ({ appwrite: { databases } }) => {
    const [stored, versions] = await Promise.all([
      findClubSettings(databases),
      listVersions(databases, ref),
    ]);
    return { stored, versions };
  });
}

export function action(args: Route.ActionArgs) {
  return organiserAction(args, (form, organiser) => {
    // The picture the form was drawn with: one chosen in a refused save goes once another is saved.
    const held = fieldOf(form, pictureFieldNames(MASCOT_PICTURE_FIELD).fileId) ?? "";
    return versionedAction(form, organiser, {
      ref,
      draftOf: () => postedDraft(form, organiser),
      check,
      parseData: (data) => clubSettingsSchema.parse(data),
      edit: (intent, draft) => {
        if (intent === "check") return draft;
        for (const key of ["accent_light", "accent_dark"] as const) {
          if (intent === accentResetIntent(key)) {
            return { ...draft, fields: { ...draft.fields, [key]: "" } };
          }
        }
        return null;
      },
      beforeSave: (data) => publishPicture(organiser.appwrite.storage, String(data.mascot_file_id)),
      afterSave: (saved, replaced) =>
        deleteUnusedMascots(organiser, [replaced?.mascot_file_id, held], saved),
    });
  });
}

/** The draft a form posted, a picture chosen in it stored first (posted-picture.server.ts). */
async function postedDraft(form: FormData, organiser: Organiser): Promise<SettingsDraft> {
  const text = (name: string) => fieldOf(form, name) ?? "";
  const fields = Object.fromEntries(
    Object.keys(clubSettingsSchema.shape).map((key) => [key, text(key)]),
  ) as ClubSettingsDraft;
  fields.quick_exit_url = quickExitUrlPosted(
    fields.quick_exit_url,
    text(QUICK_EXIT_COUNTRY.chosen),
    text(QUICK_EXIT_COUNTRY.drawn),
  );
  for (const key of ["accent_light", "accent_dark"] as const) {
    const picker = accentPickerNames(key);
    fields[key] = accentPosted(fields[key], text(picker.picked), text(picker.drawn));
  }
  const { picture, problem } = await readPostedPicture(form, MASCOT_PICTURE_FIELD, organiser);
  return {
    fields: {
      ...fields,
      mascot_file_id: picture.fileId,
      mascot_alt: picture.alt,
      mascot_width: picture.width === null ? "" : String(picture.width),
      mascot_height: picture.height === null ? "" : String(picture.height),
    },
    pictureProblem: problem,
  };
}

function check(draft: SettingsDraft): DraftCheck<string> {
  const checked = settingsFromDraft(draft.fields);
  if (checked.settings === null) return { data: null, problems: checked.problems };
  if (draft.pictureProblem !== null) {
    return { data: null, problems: { mascot_file_id: draft.pictureProblem } };
  }
  return { data: checked.settings, problems: null };
}

/**
 * Deletes the club's pictures a save left unused (decision 0115): the one it replaced or removed,
 * and one chosen in a refused save and replaced since. A file that will not go is left, logged:
 * the settings are saved either way.
 */
async function deleteUnusedMascots(
  { appwrite: { storage } }: Organiser,
  fileIds: readonly unknown[],
  saved: VersionData,
) {
  const unused = new Set(
    fileIds.filter(
      (fileId): fileId is string =>
        typeof fileId === "string" && fileId !== "" && fileId !== saved.mascot_file_id,
    ),
  );
  await Promise.all(
    [...unused].map((fileId) =>
      storage.deleteFile({ bucketId: IMAGES_BUCKET, fileId }).catch((error: unknown) => {
        if (error instanceof Response) throw error;
        console.error("Error deleting a mascot picture no longer used:", error);
      }),
    ),
  );
}

export default function ClubSettingsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const words = useWords();
  const settings = usePublicSettings();
  return (
    <LoadedScreen
      load={loaderData}
      title={words.t("admin.clubSettings.title")}
      failure={words.t("admin.clubSettings.loadFailed")}
    >
      {({ stored, versions }) => (
        <ClubSettingsScreen
          versions={versions}
          state={versionedState<SettingsDraft>(
            actionData,
            {
              fields: settingsDraftFrom(stored?.settings ?? settingsFromPublic(settings)),
              pictureProblem: null,
            },
            stored?.updatedAt ?? null,
            words.t("admin.history.fieldsFirst"),
          )}
        />
      )}
    </LoadedScreen>
  );
}

function ClubSettingsScreen({
  versions,
  state,
}: {
  versions: SavedVersion[];
  state: VersionedState<SettingsDraft>;
}) {
  const words = useWords();
  const labelOf = (key: string) => settingLabel(words, key);
  const timeZone = usePublicSettings().club.timeZone;
  const { fields } = state.draft;
  return (
    <main id="main" className="page admin-page">
      <ScreenHeader title={words.t("admin.clubSettings.title")} navLabel={words.t("admin.nav")} />
      <p className="admin-hint">{words.t("admin.clubSettings.intro")}</p>
      <SettingsTranslationsLink />
      <VersionedConflict
        state={state}
        mine={check(state.draft).data}
        timeZone={timeZone}
        labelOf={labelOf}
        takeTheirsHref="/admin/settings"
      />
      <AdminForm id={VERSIONED_FORM_ID} encType="multipart/form-data" guardsUnsavedChanges>
        <input type="hidden" name="startedFrom" value={state.startedFrom ?? ""} />
        {/* The form's first button, so Enter in a field saves (not the accent check). */}
        <button
          type="submit"
          name="intent"
          value="save"
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
        />
        <ClubSettingsFields
          draft={fields}
          problems={state.problems}
          timeZones={Intl.supportedValuesOf("timeZone")}
        />
        <ClubMascotField
          draft={fields}
          problems={state.problems}
          pictureProblem={state.draft.pictureProblem}
        />
        <AccentColours
          light={fields.accent_light}
          dark={fields.accent_dark}
          problems={state.problems}
        />
      </AdminForm>
      <VersionedFormEnd state={state} versions={versions} timeZone={timeZone} labelOf={labelOf} />
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
