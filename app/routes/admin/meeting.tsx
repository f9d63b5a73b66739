import { useMemo } from "react";
import { z } from "zod";
import type { Route } from "./+types/meeting";
import { AgendaEditor } from "../../components/admin/agenda-editor.tsx";
import { DocumentEditor, DocumentScreen } from "../../components/admin/document-editor.tsx";
import { MeetingSettings } from "../../components/admin/meeting-settings.tsx";
import { NoAgenda } from "../../components/admin/no-agenda.tsx";
import { adminMeta } from "../../lib/admin/admin-meta.ts";
import { deleteAndLeave, loadDocumentScreen, runEdit } from "../../lib/admin/document-actions.ts";
import {
  isSameDraft,
  settingsDraftFrom,
  settingsFromDraft,
  type MeetingDraft,
} from "../../lib/admin/meeting-draft.ts";
import { shouldRevalidateAdminScreen } from "../../lib/admin/revalidation.ts";
import { usePublicSettings } from "../../lib/use-public-settings.ts";
import { useDocumentEditor } from "../../lib/admin/use-document-editor.ts";
import { getBrowserAppwrite } from "../../lib/appwrite.client.ts";
import { agendaSchema, createAgenda, type Agenda } from "../../lib/collections/agendas.ts";
import {
  deleteMeeting,
  getMeetingWithAgenda,
  saveMeeting,
  type Meeting,
} from "../../lib/collections/meetings.ts";
import { fromZonedInputs, isEnded } from "../../lib/club-time/index.ts";
import { useNow } from "../../lib/use-now.ts";

export const handle = { title: "Manage Meeting" };

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta("Manage Meeting", loaderData);
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loadDocumentScreen(
    (databases) => getMeetingWithAgenda(databases, params.id),
    ({ meeting }) => meeting.title,
  );
}

const flag = z.enum(["true", "false"]).transform((value) => value === "true");

const actionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("save"),
    title: z.string(),
    location: z.string(),
    start: z.iso.datetime(),
    end: z.iso.datetime(),
    canceled: flag,
    hasAgenda: flag,
  }),
  z.object({ intent: z.literal("create-agenda") }),
  z.object({ intent: z.literal("delete") }),
]);

export async function clientAction({ request, params }: Route.ClientActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const input = actionSchema.parse(form);
  const { databases } = getBrowserAppwrite();
  switch (input.intent) {
    case "delete":
      return deleteAndLeave("Error deleting meeting:", async () => {
        const agendaError = await deleteMeeting(databases, params.id);
        if (agendaError !== null) console.error("Error deleting agenda:", agendaError);
      });
    case "create-agenda":
      return runEdit(input.intent, "Error creating agenda:", () =>
        createAgenda(databases, params.id),
      );
    case "save": {
      const { title, location, start, end, canceled } = input;
      const agenda = input.hasAgenda ? agendaSchema.parse(form) : null;
      return runEdit(input.intent, "Failed to save.", () =>
        saveMeeting(databases, params.id, { title, location, start, end, canceled }, agenda),
      );
    }
  }
}

export const shouldRevalidate = shouldRevalidateAdminScreen;

export default function ManageMeetingRoute({ loaderData }: Route.ComponentProps) {
  return (
    <DocumentScreen load={loaderData} thing="meeting">
      {({ meeting, agenda, loadedAt }) => (
        <ManageMeeting key={meeting.id} meeting={meeting} agenda={agenda} loadedAt={loadedAt} />
      )}
    </DocumentScreen>
  );
}

interface ManageMeetingProps {
  meeting: Meeting;
  agenda: Agenda | null;
  loadedAt: string;
}

function ManageMeeting({ meeting, agenda, loadedAt }: ManageMeetingProps) {
  const { timeZone } = usePublicSettings().club;
  const saved = useMemo<MeetingDraft>(
    () => ({ settings: settingsDraftFrom(meeting, timeZone), agenda }),
    [meeting, agenda, timeZone],
  );
  const editing = useDocumentEditor({
    saved,
    isSame: isSameDraft,
    toSaveForm: ({ settings, agenda }) => {
      const stored = settingsFromDraft(settings, timeZone);
      if (stored === null) return null;
      const { canceled, ...texts } = stored;
      return {
        ...texts,
        canceled: String(canceled),
        hasAgenda: String(agenda !== null),
        ...agenda,
      };
    },
  });
  const { draft, setDraft } = editing;
  if (draft.agenda === null && saved.agenda !== null) {
    // "Create one now" made the agenda: switch to the editor, keeping unsaved settings.
    setDraft({ ...draft, agenda: saved.agenda });
  }
  const now = useNow(loadedAt);
  const start =
    fromZonedInputs(draft.settings.startDate, draft.settings.startTime, timeZone) ?? meeting.start;
  const end =
    fromZonedInputs(draft.settings.endDate, draft.settings.endTime, timeZone) ?? meeting.end;

  return (
    <DocumentEditor
      thing="meeting"
      editing={editing}
      links={
        <a href={`/agenda/${meeting.id}`} target="_blank" rel="noreferrer">
          View Public Agenda Page<span className="visually-hidden"> (opens in a new tab)</span>
          <span aria-hidden="true"> ↗</span>
        </a>
      }
      deleteHint="Deleting removes the meeting and its agenda from the site for good. To keep it listed but marked as not happening, tick Canceled instead."
      deleteConsequence="The meeting and its agenda will be removed from the site."
    >
      <MeetingSettings
        settings={draft.settings}
        timeZone={timeZone}
        onChange={(patch) =>
          setDraft((current) => ({ ...current, settings: { ...current.settings, ...patch } }))
        }
      />
      {draft.agenda === null ? (
        <NoAgenda />
      ) : (
        <AgendaEditor
          agenda={draft.agenda}
          title={draft.settings.title}
          start={start}
          isEnded={isEnded(end, now)}
          timeZone={timeZone}
          onChange={(patch) =>
            setDraft((current) =>
              current.agenda === null
                ? current
                : { ...current, agenda: { ...current.agenda, ...patch } },
            )
          }
        />
      )}
    </DocumentEditor>
  );
}
