import { data } from "react-router";
import type { Route } from "./+types/meeting";
import { AgendaEditor } from "../../components/admin/agenda-editor.tsx";
import { CopyNotice } from "../../components/admin/copy-notice.tsx";
import { DocumentEditor, DocumentScreen } from "../../components/admin/document-editor.tsx";
import { MeetingCopies, type CopiesAnswer } from "../../components/admin/meeting-copies.tsx";
import { MeetingPolls, type PollsAnswer } from "../../components/admin/meeting-polls.tsx";
import { MeetingSettings } from "../../components/admin/meeting-settings.tsx";
import { NoAgenda } from "../../components/admin/no-agenda.tsx";
import { OrganiserNotes } from "../../components/admin/organiser-notes.tsx";
import { PlannedMinutes } from "../../components/admin/planned-minutes.tsx";
import { SectionMenu } from "../../components/admin/section-menu.tsx";
import { AdminForm } from "../../components/admin/admin-form.tsx";
import { adminMeta } from "../../lib/admin/admin-meta.ts";
import {
  addPollForm,
  createAgendaForm,
  deleteMeetingForm,
  deletePollForm,
  duplicateMeetingForm,
  repeatMeetingForm,
  saveMeetingForm,
} from "../../lib/admin/meeting-actions.server.ts";
import { meetingDraftFrom, type MeetingDraft } from "../../lib/admin/meeting-draft.ts";
import type { StoredMeeting } from "../../lib/admin/meeting-save.ts";
import {
  fieldOf,
  loadOrganiserScreen,
  organiserAction,
} from "../../lib/admin/organiser-screen.server.ts";
import { UNDO_SECONDS } from "../../lib/admin/undo-seconds.ts";
import { isEndBeforeStart } from "../../lib/admin/time-order.ts";
import { fromZonedInputs, isEnded } from "../../lib/club-time/index.ts";
import { findGuidelines, type Guideline } from "../../lib/collections/guidelines.ts";
import { getMeetingNotes } from "../../lib/collections/meeting-notes.ts";
import { getMeetingWithAgenda } from "../../lib/collections/meetings.ts";
import { listPolls, type Poll } from "../../lib/collections/polls.ts";
import { usePublicSettings } from "../../lib/use-public-settings.ts";
import { useWords } from "../../lib/words.tsx";
import { DEFAULT_LOCALE } from "../../../i18n/locales.ts";

// Manage Meeting, drawn by the site's server (issue 32 item 2): no React in the browser. The
// meeting's settings, agenda, planned minutes and notes are one plain form saved at once; the
// copies, polls, delete and discard are forms of their own. Each posts to the action below and
// comes back as this page, drawn again with what it did.
export const handle = { titleId: "admin.meeting.title" } as const;
export const meta = adminMeta(handle.titleId);

export function loader(args: Route.LoaderArgs) {
  const { id } = args.params;
  return loadOrganiserScreen(args, "a meeting", async ({ appwrite: { databases } }) => {
    const found = await getMeetingWithAgenda(databases, id);
    if (found === null) return null;
    const [notes, guidelines, polls] = await Promise.all([
      getMeetingNotes(databases, id),
      findGuidelines(databases, DEFAULT_LOCALE),
      listPolls(databases, id),
    ]);
    const guidelineList = guidelines?.guidelines ?? null;
    return { ...found, notes, guidelines: guidelineList, polls, title: found.meeting.title };
  });
}

export function action(args: Route.ActionArgs) {
  const { params, context } = args;
  return organiserAction(args, async (form, organiser) => {
    const at = { id: params.id, zone: context.club.club.timeZone, now: context.now() };
    const intent = fieldOf(form, "intent");
    switch (intent) {
      case "save":
        return saveMeetingForm(form, organiser, at);
      case "create-agenda":
        return createAgendaForm(organiser, at);
      case "delete":
      case "discard":
        return deleteMeetingForm(form, organiser, at, intent);
      case "duplicate":
        return duplicateMeetingForm(organiser, at);
      case "plan-repeat":
      case "repeat":
        return repeatMeetingForm(form, organiser, at, intent);
      case "add-poll":
        return addPollForm(form, organiser, at);
      case "delete-poll":
        return deletePollForm(form, organiser);
      default:
        return data(
          { intent, error: organiser.words.t("admin.error.invalid_format") },
          { status: 400 },
        );
    }
  });
}

export default function ManageMeetingRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <DocumentScreen load={loaderData} thing="meeting">
      {(loaded) => <ManageMeeting {...loaded} answer={actionData ?? null} />}
    </DocumentScreen>
  );
}

/** Whatever the action answered, which each part of the screen reads for itself. */
type MeetingAnswer = NonNullable<Route.ComponentProps["actionData"]>;

interface ManageMeetingProps extends StoredMeeting {
  /** The club's guidelines, shown above the agenda as on its page; null while none are stored. */
  guidelines: Guideline[] | null;
  polls: Poll[];
  loadedAt: string;
  answer: MeetingAnswer | null;
}

function ManageMeeting({ answer, guidelines, polls, loadedAt, ...stored }: ManageMeetingProps) {
  const { timeZone } = usePublicSettings().club;
  const words = useWords();
  const { meeting } = stored;
  // After a refused save, the form holds what was typed, not what is stored.
  const saveAnswer = answer !== null && "draft" in answer ? answer : null;
  const draft: MeetingDraft = saveAnswer?.draft ?? meetingDraftFrom(stored, timeZone);
  const isRefused = answer?.intent === "save" && answer.error !== null;
  const start =
    fromZonedInputs(draft.settings.startDate, draft.settings.startTime, timeZone) ?? meeting.start;
  const end =
    fromZonedInputs(draft.settings.endDate, draft.settings.endTime, timeZone) ?? meeting.end;
  const hasAgenda = stored.agenda !== null && draft.agenda !== null;
  return (
    <DocumentEditor
      thing="meeting"
      answer={answer}
      hasUnsavedChanges={saveAnswer?.hasUnsavedChanges ?? false}
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
      isDraft={!stored.isPublic}
      tools={
        <>
          <AdminForm id={CREATE_AGENDA_FORM_ID} hidden />
          <MeetingCopies timeZone={timeZone} answer={copiesAnswerOf(answer)} />
          <MeetingPolls polls={polls} answer={pollsAnswerOf(answer)} />
        </>
      }
    >
      {/* What the form was drawn from: the action plans the save against it (meeting-save.ts). */}
      <input type="hidden" name="saved" value={JSON.stringify(stored)} />
      <CopyNotice start={meeting.start} timeZone={timeZone} />
      <SectionMenu
        sections={[
          { headingId: "meeting-settings-heading", name: "admin.meeting.settings.heading" },
          hasAgenda
            ? { headingId: "agenda-editor-title", name: "agenda.title" }
            : { headingId: "no-agenda-heading", name: "agenda.title" },
          { headingId: "organiser-notes-heading", name: "admin.notes.heading" },
          { headingId: "meeting-copies-heading", name: "admin.copies.duplicate" },
          { headingId: "meeting-polls-heading", name: "admin.polls.heading" },
        ]}
      />
      <MeetingSettings
        settings={draft.settings}
        timeZone={timeZone}
        isEndBeforeStart={isRefused && isEndBeforeStart(draft.settings, timeZone)}
      />
      {draft.agenda === null ? (
        <NoAgenda
          formId={CREATE_AGENDA_FORM_ID}
          error={answer?.intent === "create-agenda" ? answer.error : null}
        />
      ) : (
        <>
          <AgendaEditor
            agenda={draft.agenda}
            guidelines={guidelines}
            title={draft.settings.title}
            start={start}
            isEnded={isEnded(end, new Date(loadedAt))}
            timeZone={timeZone}
          />
          <PlannedMinutes minutes={draft.minutes} isRefused={isRefused} />
        </>
      )}
      <OrganiserNotes notes={draft.notes} />
    </DocumentEditor>
  );
}

const CREATE_AGENDA_FORM_ID = "create-agenda-form";

function copiesAnswerOf(answer: MeetingAnswer | null): CopiesAnswer | null {
  return answer !== null && "dates" in answer ? answer : null;
}

function pollsAnswerOf(answer: MeetingAnswer | null): PollsAnswer | null {
  return answer !== null && "typed" in answer ? answer : null;
}
