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
import { IMAGES_BUCKET } from "../../lib/flyer-images.ts";
import {
  deleteEvent,
  eventSettingsSchema,
  getEvent,
  saveEvent,
  type ClubEvent,
} from "../../lib/collections/events.ts";
import { useWords } from "../../lib/words.tsx";

export const handle = { titleId: "admin.event.title" } as const;
export const meta = adminMeta(handle.titleId);

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loadScreen("an event", async ({ databases }) => {
    const event = await getEvent(databases, params.id);
    return event && { event, title: event.title };
  });
}

const actionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("save"),
    event: eventSettingsSchema,
    // The flyer stored before this save, so a removed or replaced one is deleted after it
    // without reading the event first (decision 0082: one round trip per changed document).
    storedFlyerId: z.string(),
  }),
  z.object({ intent: z.literal("delete") }),
]);

export async function clientAction({ request, params }: Route.ClientActionArgs) {
  const input = actionSchema.parse(await readActionInput(request));
  const { databases } = getBrowserAppwrite();
  if (input.intent === "delete") {
    return deleteAndLeave("Error deleting event:", () => deleteEvent(databases, params.id));
  }
  const { event, storedFlyerId } = input;
  return runSave(async () => {
    const saved = await saveEvent(databases, params.id, event);
    await deleteOldFlyer(storedFlyerId, saved.flyer_file_id);
    return saved;
  });
}

/**
 * Deletes the flyer the event had before it was saved without it (removed or replaced). A file
 * that will not go is left behind, logged: the event is saved either way.
 */
async function deleteOldFlyer(oldFileId: string, newFileId: string): Promise<void> {
  if (oldFileId === "" || oldFileId === newFileId) return;
  try {
    await getBrowserAppwrite().storage.deleteFile({ bucketId: IMAGES_BUCKET, fileId: oldFileId });
  } catch (error) {
    console.error("Error deleting the old flyer:", error);
  }
}

export const shouldRevalidate = shouldRevalidateAdminScreen;

export default function ManageEventRoute({ loaderData }: Route.ComponentProps) {
  return (
    <DocumentScreen load={loaderData} thing="event">
      {({ event }) => <ManageEvent key={event.id} event={event} />}
    </DocumentScreen>
  );
}

function ManageEvent({ event }: { event: ClubEvent }) {
  const { timeZone } = usePublicSettings().club;
  const words = useWords();
  const editing = useDocumentEditor({
    loaded: event,
    draftFrom: (stored) => eventDraftFrom(stored, timeZone),
    isSame: isSameEventDraft,
    toSaveForm: (draft, stored) => {
      const event = eventFromDraft(draft, timeZone);
      return event && { event, storedFlyerId: stored.flyer_file_id };
    },
    checkDraft: (draft) => eventDraftProblem(draft, words),
  });
  return (
    <DocumentEditor
      thing="event"
      editing={editing}
      deleteHint={words.t("admin.event.deleteHint")}
      deleteConsequence={words.t("admin.event.deleteConsequence")}
    >
      <EventSettings
        draft={editing.draft}
        timeZone={timeZone}
        onChange={(patch) => editing.setDraft((current) => ({ ...current, ...patch }))}
      />
    </DocumentEditor>
  );
}
