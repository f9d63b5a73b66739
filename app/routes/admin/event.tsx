import { useMemo } from "react";
import { z } from "zod";
import type { Route } from "./+types/event";
import { DocumentEditor, DocumentScreen } from "../../components/admin/document-editor.tsx";
import { EventSettings } from "../../components/admin/event-settings.tsx";
import { adminMeta } from "../../lib/admin/admin-meta.ts";
import { deleteAndLeave, readActionInput, runSave } from "../../lib/admin/document-actions.ts";
import { loadScreen } from "../../lib/admin/organiser-loader.ts";
import {
  eventDraftFrom,
  eventFromDraft,
  eventDraftProblem,
  isSameEventDraft,
} from "../../lib/admin/event-draft.ts";
import { shouldRevalidateAdminScreen } from "../../lib/admin/revalidation.ts";
import { usePublicSettings } from "../../lib/use-public-settings.ts";
import { useDocumentEditor } from "../../lib/admin/use-document-editor.ts";
import { getBrowserAppwrite } from "../../lib/appwrite.client.ts";
import { deleteUploads, usePendingUploads } from "../../lib/admin/pending-uploads.ts";
import { publishPicture } from "../../lib/admin/picture-access.ts";
import {
  deleteEvent,
  eventSettingsSchema,
  getEventWithVisibility,
  saveEvent,
  type ClubEvent,
} from "../../lib/collections/events.ts";
import { isEndBeforeStart, withEndFollowingStart } from "../../lib/admin/time-order.ts";
import { useWords } from "../../lib/words.tsx";
import { hydratedScreen } from "../../lib/page-hydration.ts";

// Still drawn in the browser (issue 32 item 2 moves each screen to the server in turn).
export const handle = { ...hydratedScreen, titleId: "admin.event.title" } as const;
export const meta = adminMeta(handle.titleId);

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loadScreen("an event", async ({ databases }) => {
    const found = await getEventWithVisibility(databases, params.id);
    return found && { ...found, title: found.event.title };
  });
}

const actionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("save"),
    event: eventSettingsSchema,
    // The flyer stored before this save, so a removed or replaced one is deleted after it
    // without reading the event first (decision 0082: one round trip per changed document).
    storedFlyerId: z.string(),
    // Pictures uploaded on the screen and replaced or removed before this save (decision 0096).
    discardedUploads: z.array(z.string()),
  }),
  z.object({ intent: z.literal("delete") }),
  z.object({ intent: z.literal("discard") }),
]);

export async function clientAction({ request, params }: Route.ClientActionArgs) {
  const input = actionSchema.parse(await readActionInput(request));
  const { databases } = getBrowserAppwrite();
  if (input.intent === "delete" || input.intent === "discard") {
    return deleteAndLeave(
      `Error ${input.intent === "delete" ? "deleting" : "discarding"} event:`,
      () => deleteEvent(databases, params.id),
      input.intent,
    );
  }
  const { event, storedFlyerId, discardedUploads } = input;
  return runSave(async () => {
    await publishPicture(getBrowserAppwrite().storage, event.flyer_file_id);
    const saved = await saveEvent(databases, params.id, event);
    // Once saved without them: the flyer the event had (removed or replaced) and the pictures
    // uploaded and replaced before the save. One that will not go is logged; the event is saved.
    const unused = [storedFlyerId, ...discardedUploads];
    await deleteUploads(unused.filter((fileId) => fileId !== "" && fileId !== saved.flyer_file_id));
    // Saved is public (saveEvent), a new event included (decision 0134).
    return { ...saved, isPublic: true };
  });
}

export const shouldRevalidate = shouldRevalidateAdminScreen;

export default function ManageEventRoute({ loaderData }: Route.ComponentProps) {
  return (
    <DocumentScreen load={loaderData} thing="event">
      {({ event, isPublic }) => <ManageEvent key={event.id} event={event} isPublic={isPublic} />}
    </DocumentScreen>
  );
}

/** An event as Manage Event knows it: false `isPublic` while it was never saved (decision 0134). */
type StoredEvent = ClubEvent & { isPublic: boolean };

function ManageEvent({ event, isPublic }: { event: ClubEvent; isPublic: boolean }) {
  const { timeZone } = usePublicSettings().club;
  const words = useWords();
  const loaded = useMemo<StoredEvent>(() => ({ ...event, isPublic }), [event, isPublic]);
  const editing = useDocumentEditor({
    loaded,
    // Whether it is public is no field of the form.
    draftFrom: ({ isPublic: _isPublic, ...stored }) => eventDraftFrom(stored, timeZone),
    isSame: isSameEventDraft,
    toSaveForm: (draft, stored) => {
      const event = eventFromDraft(draft, timeZone);
      return (
        event && {
          event,
          storedFlyerId: stored.flyer_file_id,
          discardedUploads: uploads.discardedBesides(draft.flyer_file_id),
        }
      );
    },
    checkDraft: (draft) =>
      isEndBeforeStart(draft, timeZone)
        ? words.t("admin.settings.endBeforeStart")
        : eventDraftProblem(draft, words),
  });
  const { stored } = editing;
  const uploads = usePendingUploads(stored, stored.flyer_file_id, editing.isSaving);
  return (
    <DocumentEditor
      thing="event"
      editing={editing}
      deleteHint={words.t("admin.event.deleteHint")}
      deleteConsequence={words.t("admin.event.deleteConsequence")}
      isDraft={!stored.isPublic}
    >
      <EventSettings
        draft={editing.draft}
        timeZone={timeZone}
        onChange={(patch) => {
          // A new file id in the draft is a picture just uploaded (picture-upload.tsx).
          if (patch.flyer_file_id) uploads.add(patch.flyer_file_id);
          editing.setDraft((current) => withEndFollowingStart(current, patch, timeZone));
        }}
      />
    </DocumentEditor>
  );
}
