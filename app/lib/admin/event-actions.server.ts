import { data, redirect } from "react-router";
import type { PictureProblem } from "./posted-picture.server.ts";
import { readPostedPicture } from "./posted-picture.server.ts";
import { pictureFieldNames } from "../../components/admin/picture-field.tsx";
import { FLYER_FIELD } from "../../components/admin/event-flyer.tsx";
import { deleteEvent, eventSettingsSchema, saveEvent } from "../collections/events.ts";
import type { MessageId } from "../../../i18n/translate.ts";
import { IMAGES_BUCKET } from "../flyer-images.ts";
import {
  eventDraftFrom,
  eventDraftFromForm,
  eventDraftProblem,
  eventFromDraft,
  isSameEventDraft,
  type EventDraft,
} from "./event-draft.ts";
import { editFailed, fieldOf, type Organiser } from "./organiser-screen.server.ts";
import { postedRecord } from "./posted-record.ts";
import { publishPicture } from "./picture-access.ts";
import { isEndBeforeStart, withEndFollowingPostedStart } from "./time-order.ts";
import { z } from "zod";

// What Manage Event's forms do on the site's server (routes/admin/event.tsx): each runs once
// organiserAction has checked who posted it, and answers with what the screen then says.

/** Where a Manage Event form acts: the event and the club's time zone. */
export interface EventAt {
  id: string;
  zone: string;
}

/** What a save answers when it saved nothing: why, and what was typed, which the form shows again. */
export interface EventSaveAnswer {
  intent: "save";
  error: string | null;
  draft?: EventDraft;
  hasUnsavedChanges?: boolean;
  /** Why the flyer's file chosen was not stored, or null. */
  flyerProblem?: PictureProblem | null;
}

/** The hidden `saved` field: the event the form was drawn from, as the screen holds it (ClubEvent). */
const savedEventSchema = eventSettingsSchema.extend({
  id: z.string(),
  end: z.iso.datetime({ offset: true }),
});

const PICTURE_PROBLEM_WORDS = {
  tooBig: "look.picture.tooBig",
  notAnImage: "look.picture.notAnImage",
  failed: "look.picture.failed",
} as const satisfies Record<PictureProblem, MessageId>;

/**
 * The save (intent "save"): what was typed over what the form was drawn from, a flyer chosen
 * stored first (posted-picture.server.ts), checked, then the event written once. A problem with
 * what was typed is a 400 and Appwrite's refusal its own status, with the typed form kept. Once
 * saved, the flyer the event had and one chosen in a refused save, no longer named, are deleted.
 */
export async function saveEventForm(form: FormData, organiser: Organiser, at: EventAt) {
  const { words } = organiser;
  const saved = postedRecord(savedEventSchema, fieldOf(form, "saved"));
  if (saved === null || saved.id !== at.id) {
    return data<EventSaveAnswer>(
      { intent: "save", error: words.t("admin.error.invalid_format") },
      { status: 400 },
    );
  }
  const shown = eventDraftFrom(saved, at.zone);
  const flyer = await readPostedPicture(form, FLYER_FIELD, organiser);
  const posted = eventDraftFromForm(form, flyer.picture);
  const draft = withEndFollowingPostedStart(shown, posted, at.zone);
  const kept = (error: string, status: number) =>
    data<EventSaveAnswer>(
      {
        intent: "save",
        error,
        draft,
        hasUnsavedChanges: !isSameEventDraft(draft, shown),
        flyerProblem: flyer.problem,
      },
      { status },
    );
  const event = eventFromDraft(draft, at.zone);
  if (event === null) return kept(words.t("admin.save.fillInTimes"), 400);
  if (isEndBeforeStart(draft, at.zone)) return kept(words.t("admin.settings.endBeforeStart"), 400);
  const problem = eventDraftProblem(draft, words);
  if (problem !== null) return kept(problem, 400);
  if (flyer.problem !== null) return kept(words.t(PICTURE_PROBLEM_WORDS[flyer.problem]), 400);
  try {
    const { storage, databases } = organiser.appwrite;
    await publishPicture(storage, event.flyer_file_id);
    await saveEvent(databases, at.id, event);
  } catch (error) {
    const failed = editFailed(organiser, "save", "Failed to save.", error);
    return kept(failed.data.error, failed.init?.status ?? 503);
  }
  const held = fieldOf(form, pictureFieldNames(FLYER_FIELD).fileId) ?? "";
  await deleteUnusedPictures(organiser, [saved.flyer_file_id, held], event.flyer_file_id);
  return { intent: "save", error: null } satisfies EventSaveAnswer;
}

/** Deletes the pictures of `fileIds` that `kept` is not; one that will not go is left, logged. */
async function deleteUnusedPictures(
  { appwrite: { storage } }: Organiser,
  fileIds: readonly string[],
  kept: string,
): Promise<void> {
  const unused = new Set(fileIds.filter((fileId) => fileId !== "" && fileId !== kept));
  await Promise.all(
    [...unused].map((fileId) =>
      storage.deleteFile({ bucketId: IMAGES_BUCKET, fileId }).catch((error: unknown) => {
        if (error instanceof Response) throw error;
        console.error("Error deleting a picture no longer used:", error);
      }),
    ),
  );
}

/** Delete (intent "delete") or discard (intent "discard", never saved), then the Admin Panel. */
export async function deleteEventForm(
  organiser: Organiser,
  at: EventAt,
  intent: "delete" | "discard",
) {
  try {
    await deleteEvent(organiser.appwrite.databases, at.id);
    return redirect("/admin");
  } catch (error) {
    return editFailed(
      organiser,
      intent,
      `Error ${intent === "delete" ? "deleting" : "discarding"} event:`,
      error,
    );
  }
}
