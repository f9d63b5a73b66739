import { data, redirect } from "react-router";
import type { CopiesAnswer } from "../../components/admin/meeting-copies.tsx";
import type { PollForm, PollsAnswer } from "../../components/admin/meeting-polls.tsx";
import { createAgenda } from "../collections/agendas.ts";
import { deleteMeeting, isMeetingPublic } from "../collections/meetings.ts";
import { createPoll, deletePoll, POLL_OPTIONS } from "../collections/polls.ts";
import { deleteMeetingUndoably } from "./deleted-meeting.server.ts";
import { FORM_TOKEN_FIELD } from "./form-fields.ts";
import { duplicateMeeting, planRepeat, repeatWeekly } from "./meeting-copies.ts";
import {
  agendaWithMinutes,
  isSameDraft,
  meetingDraftFrom,
  meetingDraftFromForm,
  minutesProblem,
  settingsFromDraft,
  type MeetingDraft,
} from "./meeting-draft.ts";
import { planMeetingSave, saveMeetingPlan, storedMeetingSchema } from "./meeting-save.ts";
import { editFailed, fieldOf, type Organiser } from "./organiser-screen.server.ts";
import { postedRecord } from "./posted-record.ts";
import { isEndBeforeStart, withEndFollowingPostedStart } from "./time-order.ts";

// What Manage Meeting's forms do on the site's server (routes/admin/meeting.tsx): each runs once
// organiserAction has checked who posted it, and answers with what the screen then says.

/** Where a Manage Meeting form acts: the meeting, the club's time zone, and the clock. */
export interface MeetingAt {
  id: string;
  zone: string;
  now: Date;
}

/** What a save answers when it saved nothing: why, and what was typed, which the form shows again. */
export interface SaveAnswer {
  intent: "save";
  error: string | null;
  /** What was typed, when it was not saved; absent after a save. */
  draft?: MeetingDraft;
  /** Whether what was typed differs from what is stored (it is then "Unsaved changes"). */
  hasUnsavedChanges?: boolean;
}

/**
 * The save (intent "save"): what was typed over what the form was drawn from (its hidden
 * `saved`), checked, then written as planned (decision 0154: only what changed, several
 * documents in one transaction). A problem with what was typed is a 400, and Appwrite's refusal
 * its own status, both with the typed form kept; nothing is written then.
 */
export async function saveMeetingForm(form: FormData, organiser: Organiser, at: MeetingAt) {
  const { words } = organiser;
  const saved = postedRecord(storedMeetingSchema, fieldOf(form, "saved"));
  if (saved === null || saved.meeting.id !== at.id) {
    return data<SaveAnswer>(
      { intent: "save", error: words.t("admin.error.invalid_format") },
      { status: 400 },
    );
  }
  const shown = meetingDraftFrom(saved, at.zone);
  const posted = meetingDraftFromForm(form, shown);
  const draft = {
    ...posted,
    settings: withEndFollowingPostedStart(shown.settings, posted.settings, at.zone),
  };
  const kept = (error: string, status: number) =>
    data<SaveAnswer>(
      { intent: "save", error, draft, hasUnsavedChanges: !isSameDraft(draft, shown) },
      { status },
    );
  const settings = settingsFromDraft(draft.settings, at.zone);
  if (settings === null) return kept(words.t("admin.save.fillInTimes"), 400);
  if (isEndBeforeStart(draft.settings, at.zone)) {
    return kept(words.t("admin.settings.endBeforeStart"), 400);
  }
  const minutesWrong = draft.agenda === null ? null : minutesProblem(draft.minutes, words);
  if (minutesWrong !== null) return kept(minutesWrong, 400);
  const next = {
    meeting: settings,
    agenda: draft.agenda === null ? null : agendaWithMinutes(draft.agenda, draft.minutes),
    notes: draft.notes,
  };
  const outcome = await saveMeetingPlan(
    { databases: organiser.appwrite.databases, words },
    at.id,
    saved,
    planMeetingSave(saved, next),
  );
  if (outcome.problem !== null) return kept(outcome.problem, outcome.status);
  return { intent: "save", error: null } satisfies SaveAnswer;
}

/** "Create one now" (intent "create-agenda"): an empty agenda, public when the meeting is. */
export async function createAgendaForm(organiser: Organiser, at: MeetingAt) {
  const intent = "create-agenda";
  const { databases } = organiser.appwrite;
  try {
    const isPublic = await isMeetingPublic(databases, at.id);
    await createAgenda(databases, at.id, {}, isPublic ? "public" : "draft");
    return { intent, error: null };
  } catch (error) {
    return editFailed(organiser, intent, "Error creating agenda:", error);
  }
}

/**
 * Delete (intent "delete", kept for "Undo" on the Admin Panel for this session) or discard
 * (intent "discard": a meeting never saved has nothing worth an undo), then the Admin Panel.
 */
export async function deleteMeetingForm(
  form: FormData,
  organiser: Organiser,
  at: MeetingAt,
  intent: "delete" | "discard",
) {
  const { databases } = organiser.appwrite;
  try {
    if (intent === "delete") {
      await deleteMeetingUndoably(databases, at.id, fieldOf(form, FORM_TOKEN_FIELD) ?? "", at.now);
    } else {
      const leftBehind = await deleteMeeting(databases, at.id);
      if (leftBehind !== null) console.error("Error discarding agenda:", leftBehind);
    }
    return redirect("/admin");
  } catch (error) {
    return editFailed(
      organiser,
      intent,
      `Error ${intent === "delete" ? "deleting" : "discarding"} meeting:`,
      error,
    );
  }
}

/** "Duplicate for next week": the copy's screen, which says it is the copy (CopyNotice). */
export async function duplicateMeetingForm(organiser: Organiser, at: MeetingAt) {
  try {
    const copy = await duplicateMeeting(organiser.appwrite.databases, at.id, at.zone);
    const search = new URLSearchParams({ "copy-of": at.id, copy: copy.isNew ? "new" : "found" });
    return redirect(`/admin/${copy.id}?${search}`);
  } catch (error) {
    const failed = editFailed(organiser, "duplicate", "Error duplicating meeting:", error);
    return data<CopiesAnswer>(
      { ...failed.data, intent: "duplicate", until: "", dates: [], made: null },
      failed.init ?? undefined,
    );
  }
}

/**
 * "Show the dates" (intent "plan-repeat") and making the series (intent "repeat"), which lists
 * the dates again after, each then with its copy.
 */
export async function repeatMeetingForm(
  form: FormData,
  organiser: Organiser,
  at: MeetingAt,
  intent: "plan-repeat" | "repeat",
) {
  const until = fieldOf(form, "until") ?? "";
  const tools = { databases: organiser.appwrite.databases, words: organiser.words };
  try {
    const made = intent === "repeat" ? await repeatWeekly(tools, at.id, until, at.zone) : null;
    const plan = await planRepeat(tools, at.id, until, at.zone);
    const answer: CopiesAnswer = {
      intent,
      until,
      dates: "dates" in plan ? plan.dates : [],
      made: made !== null && "made" in made ? made.made : null,
      error: (made ?? plan).error,
    };
    return data(answer, { status: answer.error === null ? 200 : 400 });
  } catch (error) {
    const failed = editFailed(organiser, intent, "Error repeating meeting:", error);
    return data<CopiesAnswer>(
      { ...failed.data, intent, until, dates: [], made: null },
      failed.init ?? undefined,
    );
  }
}

/** "Add poll" (intent "add-poll"): 2 to 6 options, one a line; what was typed stays on a refusal. */
export async function addPollForm(form: FormData, organiser: Organiser, at: MeetingAt) {
  const typed: PollForm = {
    question: (fieldOf(form, "question") ?? "").trim(),
    options: fieldOf(form, "options") ?? "",
    allowsSeveral: form.has("allows_several"),
    hidesTotals: form.has("hides_totals"),
  };
  const refused = (error: string, status: number) =>
    data<PollsAnswer>({ intent: "add-poll", error, typed }, { status });
  const options = typed.options
    .split("\n")
    .map((option) => option.trim())
    .filter(Boolean);
  if (options.length < POLL_OPTIONS.least || options.length > POLL_OPTIONS.most) {
    return refused(organiser.words.t("admin.polls.optionsCount", { ...POLL_OPTIONS }), 400);
  }
  try {
    await createPoll(organiser.appwrite.databases, at.id, {
      question: typed.question,
      options,
      allows_several: typed.allowsSeveral,
      hides_totals: typed.hidesTotals,
    });
    return { intent: "add-poll", error: null, typed: null } satisfies PollsAnswer;
  } catch (error) {
    const failed = editFailed(organiser, "add-poll", "Poll change failed:", error);
    return refused(pollFailure(organiser, failed.data.error), failed.init?.status ?? 503);
  }
}

/** A poll's "Delete poll" (intent "delete-poll"). */
export async function deletePollForm(form: FormData, organiser: Organiser) {
  try {
    await deletePoll(organiser.appwrite.databases, fieldOf(form, "poll") ?? "");
    return { intent: "delete-poll", error: null, typed: null } satisfies PollsAnswer;
  } catch (error) {
    const failed = editFailed(organiser, "delete-poll", "Poll change failed:", error);
    return data<PollsAnswer>(
      { intent: "delete-poll", error: pollFailure(organiser, failed.data.error), typed: null },
      failed.init ?? undefined,
    );
  }
}

function pollFailure({ words }: Organiser, why: string): string {
  return words.t("admin.failedBecause", { failure: words.t("admin.polls.nothingSaved"), why });
}
