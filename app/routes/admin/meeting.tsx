import { useMemo } from "react";
import { redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/meeting";
import { AgendaEditor } from "../../components/admin/agenda-editor.tsx";
import { DocumentEditor, DocumentScreen } from "../../components/admin/document-editor.tsx";
import { MeetingSettings } from "../../components/admin/meeting-settings.tsx";
import { NoAgenda } from "../../components/admin/no-agenda.tsx";
import { adminMeta } from "../../lib/admin/admin-meta.ts";
import {
  deleteAndLeave,
  loadMeetingScreen,
  readActionInput,
  runEdit,
} from "../../lib/admin/document-actions.ts";
import {
  agendaWithMinutes,
  isSameDraft,
  minutesDraftFrom,
  minutesProblem,
  settingsDraftFrom,
  settingsFromDraft,
  type MeetingDraft,
} from "../../lib/admin/meeting-draft.ts";
import { PlannedMinutes } from "../../components/admin/planned-minutes.tsx";
import { MeetingCopies } from "../../components/admin/meeting-copies.tsx";
import { MeetingPolls } from "../../components/admin/meeting-polls.tsx";
import { OrganiserNotes } from "../../components/admin/organiser-notes.tsx";
import { CopyNotice } from "../../components/admin/copy-notice.tsx";
import { SectionMenu } from "../../components/admin/section-menu.tsx";
import { deleteMeetingUndoably, UNDO_SECONDS } from "../../lib/admin/deleted-meeting.ts";
import { duplicateMeeting, planRepeat, repeatWeekly } from "../../lib/admin/meeting-copies.ts";
import { getMeetingNotes } from "../../lib/collections/meeting-notes.ts";
import { findGuidelines, type Guideline } from "../../lib/collections/guidelines.ts";
import { DEFAULT_LOCALE } from "../../../i18n/locales.ts";
import {
  meetingEditSchema,
  planMeetingSave,
  saveMeetingPlan,
  storedMeetingSchema,
  type StoredMeeting,
} from "../../lib/admin/meeting-save.ts";
import { errorWords } from "../../lib/error-words.ts";
import { adminWords } from "../../lib/admin/admin-words.ts";
import { shouldRevalidateAdminScreen } from "../../lib/admin/revalidation.ts";
import { usePublicSettings } from "../../lib/use-public-settings.ts";
import { useDocumentEditor } from "../../lib/admin/use-document-editor.ts";
import { getBrowserAppwrite } from "../../lib/appwrite.client.ts";
import { createAgenda, type Agenda } from "../../lib/collections/agendas.ts";
import { deleteMeeting, isMeetingPublic, type Meeting } from "../../lib/collections/meetings.ts";
import { fromZonedInputs, isEnded } from "../../lib/club-time/index.ts";
import { useNow } from "../../lib/use-now.ts";
import { isEndBeforeStart, withEndFollowingStart } from "../../lib/admin/time-order.ts";
import { useWords } from "../../lib/words.tsx";
import { hydratedScreen } from "../../lib/page-hydration.ts";

// Still drawn in the browser (issue 32 item 2 moves each screen to the server in turn).
export const handle = { ...hydratedScreen, titleId: "admin.meeting.title" } as const;
export const meta = adminMeta(handle.titleId);

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loadMeetingScreen(
    params.id,
    async (databases) => {
      const [notes, guidelines] = await Promise.all([
        getMeetingNotes(databases, params.id),
        findGuidelines(databases, DEFAULT_LOCALE),
      ]);
      return { notes, guidelines: guidelines?.guidelines ?? null };
    },
    ({ meeting }) => meeting.title,
  );
}

const actionSchema = z.discriminatedUnion("intent", [
  // What is stored and what the draft would store: the action writes only what differs.
  z.object({ intent: z.literal("save"), saved: storedMeetingSchema, next: meetingEditSchema }),
  z.object({ intent: z.literal("create-agenda") }),
  z.object({ intent: z.literal("delete") }),
  z.object({ intent: z.literal("discard") }),
  // The copy tools send the club's time zone from the public settings the screen was given.
  z.object({ intent: z.literal("duplicate"), zone: z.string() }),
  z.object({ intent: z.literal("repeat"), until: z.string(), zone: z.string() }),
  z.object({ intent: z.literal("plan-repeat"), until: z.string(), zone: z.string() }),
]);

export async function clientAction({ request, params }: Route.ClientActionArgs) {
  const input = actionSchema.parse(await readActionInput(request));
  const { databases } = getBrowserAppwrite();
  switch (input.intent) {
    case "duplicate": {
      let copy = { id: "", isNew: false };
      const result = await runEdit(input.intent, "Error duplicating meeting:", async () => {
        copy = await duplicateMeeting(databases, params.id, input.zone);
      });
      // The copy's screen says it is the copy (CopyNotice), and whether it was made just now.
      const search = new URLSearchParams({
        "copy-of": params.id,
        copy: copy.isNew ? "new" : "found",
      });
      return result.error === null ? redirect(`/admin/${copy.id}?${search}`) : result;
    }
    case "plan-repeat":
    case "repeat":
      try {
        const run = input.intent === "repeat" ? repeatWeekly : planRepeat;
        return await run(databases, params.id, input.until, input.zone);
      } catch (error) {
        console.error("Error repeating meeting:", error);
        return { intent: input.intent, error: errorWords(adminWords(), error) };
      }
    case "delete":
      return deleteAndLeave("Error deleting meeting:", () =>
        deleteMeetingUndoably(databases, params.id),
      );
    case "discard":
      // A meeting never saved has nothing worth an undo: it goes with its agenda at once.
      return deleteAndLeave(
        "Error discarding meeting:",
        async () => {
          const leftBehind = await deleteMeeting(databases, params.id);
          if (leftBehind !== null) console.error("Error discarding agenda:", leftBehind);
        },
        "discard",
      );
    case "create-agenda":
      return runEdit(input.intent, "Error creating agenda:", async () =>
        createAgenda(
          databases,
          params.id,
          {},
          (await isMeetingPublic(databases, params.id)) ? "public" : "draft",
        ),
      );
    case "save": {
      const plan = planMeetingSave(input.saved, input.next);
      const { stored, problem } = await saveMeetingPlan(databases, params.id, input.saved, plan);
      // Only a save that wrote everything has published a new meeting and its agenda: after a
      // failure the next save writes both again.
      return {
        intent: input.intent,
        error: problem,
        stored: { ...stored, isPublic: problem === null || stored.isPublic },
      };
    }
  }
}

export const shouldRevalidate = shouldRevalidateAdminScreen;

export default function ManageMeetingRoute({ loaderData }: Route.ComponentProps) {
  return (
    <DocumentScreen load={loaderData} thing="meeting">
      {({ meeting, agenda, isPublic, notes, guidelines, loadedAt }) => (
        <ManageMeeting
          key={meeting.id}
          meeting={meeting}
          agenda={agenda}
          isPublic={isPublic}
          notes={notes}
          guidelines={guidelines}
          loadedAt={loadedAt}
        />
      )}
    </DocumentScreen>
  );
}

interface ManageMeetingProps {
  meeting: Meeting;
  agenda: Agenda | null;
  /** False for a meeting made just now and never saved (decision 0134). */
  isPublic: boolean;
  notes: string;
  /** The club's guidelines, shown above the agenda as on its page; null while none are stored. */
  guidelines: Guideline[] | null;
  loadedAt: string;
}

function ManageMeeting({
  meeting,
  agenda,
  isPublic,
  notes,
  guidelines,
  loadedAt,
}: ManageMeetingProps) {
  const { timeZone } = usePublicSettings().club;
  const words = useWords();
  const loaded = useMemo<StoredMeeting>(
    () => ({ meeting, agenda, notes, isPublic }),
    [meeting, agenda, notes, isPublic],
  );
  const editing = useDocumentEditor({
    loaded,
    draftFrom: (stored): MeetingDraft => ({
      settings: settingsDraftFrom(stored.meeting, timeZone),
      agenda: stored.agenda,
      minutes: minutesDraftFrom(stored.agenda),
      notes: stored.notes,
    }),
    isSame: isSameDraft,
    toSaveForm: ({ settings, agenda, minutes, notes }, saved) => {
      const meetingSettings = settingsFromDraft(settings, timeZone);
      if (meetingSettings === null) return null;
      const next = {
        meeting: meetingSettings,
        agenda: agenda === null ? null : agendaWithMinutes(agenda, minutes),
        notes,
      };
      return { saved, next };
    },
    checkDraft: ({ settings, agenda, minutes }) =>
      isEndBeforeStart(settings, timeZone)
        ? words.t("admin.settings.endBeforeStart")
        : agenda === null
          ? null
          : minutesProblem(minutes, words),
  });
  const { draft, setDraft, saved } = editing;
  if (draft.agenda === null && saved.agenda !== null) {
    // "Create one now" made the agenda: switch to the editor, keeping unsaved settings.
    setDraft({ ...draft, agenda: saved.agenda });
  }
  const now = useNow(loadedAt);
  const start =
    fromZonedInputs(draft.settings.startDate, draft.settings.startTime, timeZone) ??
    editing.stored.meeting.start;
  const end =
    fromZonedInputs(draft.settings.endDate, draft.settings.endTime, timeZone) ??
    editing.stored.meeting.end;

  return (
    <DocumentEditor
      thing="meeting"
      editing={editing}
      links={
        <>
          <a href={`/agenda/${meeting.id}`} target="_blank" rel="noreferrer">
            {words.node("admin.meeting.viewPublic", {
              hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
            })}
            <span aria-hidden="true"> ↗</span>
          </a>
          <a href={`/admin/${meeting.id}/presenter`}>{words.t("admin.presenter.title")}</a>
        </>
      }
      deleteHint={words.t("admin.meeting.deleteHint")}
      deleteConsequence={words.t("admin.meeting.deleteConsequence", { seconds: UNDO_SECONDS })}
      isDraft={!editing.stored.isPublic}
    >
      <CopyNotice start={meeting.start} timeZone={timeZone} />
      <SectionMenu
        sections={[
          { headingId: "meeting-settings-heading", name: "admin.meeting.settings.heading" },
          draft.agenda === null
            ? { headingId: "no-agenda-heading", name: "agenda.title" }
            : { headingId: "agenda-editor-title", name: "agenda.title" },
          { headingId: "organiser-notes-heading", name: "admin.notes.heading" },
          { headingId: "meeting-copies-heading", name: "admin.copies.duplicate" },
          { headingId: "meeting-polls-heading", name: "admin.polls.heading" },
        ]}
      />
      <MeetingSettings
        settings={draft.settings}
        timeZone={timeZone}
        onChange={(patch) =>
          setDraft((current) => ({
            ...current,
            settings: withEndFollowingStart(current.settings, patch, timeZone),
          }))
        }
      />
      {draft.agenda === null ? (
        <NoAgenda />
      ) : (
        <AgendaEditor
          agenda={draft.agenda}
          guidelines={guidelines}
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
      {draft.agenda !== null && (
        <PlannedMinutes
          minutes={draft.minutes}
          onChange={(patch) =>
            setDraft((current) => ({ ...current, minutes: { ...current.minutes, ...patch } }))
          }
        />
      )}
      <OrganiserNotes
        notes={draft.notes}
        onChange={(text) => setDraft((current) => ({ ...current, notes: text }))}
      />
      <MeetingCopies timeZone={timeZone} />
      <MeetingPolls meetingId={meeting.id} />
    </DocumentEditor>
  );
}
