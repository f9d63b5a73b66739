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
  eventTextProblem,
  isSameEventDraft,
} from "../../lib/admin/event-draft.ts";
import { shouldRevalidateAdminScreen } from "../../lib/admin/revalidation.ts";
import { usePublicSettings } from "../../lib/use-public-settings.ts";
import { useDocumentEditor } from "../../lib/admin/use-document-editor.ts";
import { getBrowserAppwrite } from "../../lib/appwrite.client.ts";
import {
  deleteEvent,
  eventSettingsSchema,
  getEvent,
  saveEvent,
  type ClubEvent,
} from "../../lib/collections/events.ts";

export const handle = { title: "Manage Event" };
export const meta = adminMeta(handle.title);

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loadScreen("an event", async ({ databases }) => {
    const event = await getEvent(databases, params.id);
    return event && { event, title: event.title };
  });
}

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save"), event: eventSettingsSchema }),
  z.object({ intent: z.literal("delete") }),
]);

export async function clientAction({ request, params }: Route.ClientActionArgs) {
  const input = actionSchema.parse(await readActionInput(request));
  const { databases } = getBrowserAppwrite();
  if (input.intent === "delete") {
    return deleteAndLeave("Error deleting event:", () => deleteEvent(databases, params.id));
  }
  const { event } = input;
  return runSave(() => saveEvent(databases, params.id, event));
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
  const editing = useDocumentEditor({
    loaded: event,
    draftFrom: (stored) => eventDraftFrom(stored, timeZone),
    isSame: isSameEventDraft,
    toSaveForm: (draft) => {
      const event = eventFromDraft(draft, timeZone);
      return event && { event };
    },
    checkDraft: eventTextProblem,
  });
  return (
    <DocumentEditor
      thing="event"
      editing={editing}
      deleteHint="Deleting removes the event and its page from the site for good. Past events can stay: they are shown as ended."
      deleteConsequence="The event will be removed from the site. This can't be undone."
    >
      <EventSettings
        draft={editing.draft}
        timeZone={timeZone}
        onChange={(patch) => editing.setDraft((current) => ({ ...current, ...patch }))}
      />
    </DocumentEditor>
  );
}
