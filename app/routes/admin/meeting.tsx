import type { Databases } from "appwrite";
import { useMemo, useState } from "react";
import { Link, redirect, useFetcher } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/meeting";
import { AdminLoading } from "../../components/admin/admin-loading.tsx";
import { AgendaEditor } from "../../components/admin/agenda-editor.tsx";
import { DeleteCard } from "../../components/admin/delete-card.tsx";
import { DocumentScreenProblemView } from "../../components/admin/document-screen-problem.tsx";
import { LogoutButton } from "../../components/admin/logout-button.tsx";
import { MeetingSettings } from "../../components/admin/meeting-settings.tsx";
import { NoAgenda } from "../../components/admin/no-agenda.tsx";
import { SaveBar } from "../../components/admin/save-bar.tsx";
import { UnsavedChangesDialog } from "../../components/admin/unsaved-changes-dialog.tsx";
import { loadAdminAccess } from "../../lib/admin/admin-access.ts";
import { createAgenda, agendaSchema, type Agenda } from "../../lib/collections/agendas.ts";
import {
  deleteMeeting,
  getMeetingWithAgenda,
  saveMeeting,
  type Meeting,
} from "../../lib/collections/meetings.ts";
import {
  isSameDraft,
  settingsDraftFrom,
  settingsFromDraft,
  type MeetingDraft,
} from "../../lib/admin/meeting-draft.ts";
import { shouldRevalidateAdminScreen } from "../../lib/admin/revalidation.ts";
import { runSessionIntent, sessionIntentSchema } from "../../lib/admin/session-actions.ts";
import { useFocusOnMount } from "../../lib/admin/use-focus-on-mount.ts";
import { usePublicSettings } from "../../lib/admin/use-public-settings.ts";
import { useUnsavedChanges } from "../../lib/admin/use-unsaved-changes.ts";
import { getBrowserAppwrite } from "../../lib/appwrite.client.ts";
import { fromZonedInputs, isEnded } from "../../lib/club-time/index.ts";
import { errorWords } from "../../lib/error-words.ts";
import { useNow } from "../../lib/use-now.ts";
import "../../styles/admin.css";

export function meta({ loaderData }: Route.MetaArgs) {
  const title =
    loaderData?.kind === "admin"
      ? `${loaderData.meeting.title.trim() || "No Title"} | Manage Meeting`
      : "Manage Meeting";
  return [{ title }, { name: "robots", content: "noindex" }];
}

// Browser-only (no server loader), so the screen works unchanged against an Appwrite elsewhere.
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const { account, databases } = getBrowserAppwrite();
  const access = await loadAdminAccess(account);
  if (access.kind !== "admin") {
    return access;
  }
  try {
    const found = await getMeetingWithAgenda(databases, params.id);
    if (found === null) {
      return { kind: "not-found" as const };
    }
    return { ...access, ...found, loadedAt: new Date().toISOString() };
  } catch (error) {
    console.error("Error loading:", error);
    return { kind: "load-failed" as const, message: errorWords(error) };
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AdminLoading title="Manage Meeting" />;
}

const flag = z.enum(["true", "false"]).transform((value) => value === "true");

const saveSchema = z.object({
  intent: z.literal("save"),
  title: z.string(),
  location: z.string(),
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  canceled: flag,
  hasAgenda: flag,
});

const actionSchema = z.union([
  sessionIntentSchema,
  saveSchema,
  z.object({ intent: z.literal("create-agenda") }),
  z.object({ intent: z.literal("delete") }),
]);

export async function clientAction({ request, params }: Route.ClientActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const input = actionSchema.parse(form);
  const { account, databases } = getBrowserAppwrite();
  if (input.intent === "login" || input.intent === "two-factor" || input.intent === "logout") {
    return runSessionIntent(account, input);
  }
  if (input.intent === "delete") {
    return removeMeeting(databases, params.id);
  }
  try {
    if (input.intent === "create-agenda") {
      await createAgenda(databases, params.id);
    } else {
      const { title, location, start, end, canceled } = input;
      const agenda = input.hasAgenda ? agendaSchema.parse(form) : null;
      await saveMeeting(databases, params.id, { title, location, start, end, canceled }, agenda);
    }
    return { intent: input.intent, error: null };
  } catch (error) {
    console.error(input.intent === "save" ? "Failed to save." : "Error creating agenda:", error);
    return { intent: input.intent, error: errorWords(error) };
  }
}

/** Deletes the meeting and goes back to the Admin Panel, or says why it could not. */
async function removeMeeting(databases: Databases, id: string) {
  try {
    const agendaError = await deleteMeeting(databases, id);
    if (agendaError !== null) console.error("Error deleting agenda:", agendaError);
    return redirect("/admin");
  } catch (error) {
    console.error("Error deleting meeting:", error);
    return { intent: "delete" as const, error: errorWords(error) };
  }
}

export const shouldRevalidate = shouldRevalidateAdminScreen;

export default function ManageMeetingRoute({ loaderData, actionData }: Route.ComponentProps) {
  const settings = usePublicSettings();
  const errorFor = (intent: string) => (actionData?.intent === intent ? actionData.error : null);
  if (loaderData.kind !== "admin") {
    return <DocumentScreenProblemView problem={loaderData} thing="meeting" errorFor={errorFor} />;
  }
  return (
    <ManageMeeting
      key={loaderData.meeting.id}
      meeting={loaderData.meeting}
      agenda={loaderData.agenda}
      loadedAt={loaderData.loadedAt}
      timeZone={settings.club.timeZone}
      logoutError={errorFor("logout")}
    />
  );
}

interface ManageMeetingProps {
  meeting: Meeting;
  agenda: Agenda | null;
  loadedAt: string;
  timeZone: string;
  logoutError: string | null;
}

function ManageMeeting({ meeting, agenda, loadedAt, timeZone, logoutError }: ManageMeetingProps) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  // What is stored now; after a save the loader reads it again, so the draft matches it.
  const saved = useMemo<MeetingDraft>(
    () => ({ settings: settingsDraftFrom(meeting, timeZone), agenda }),
    [meeting, agenda, timeZone],
  );
  const [draft, setDraft] = useState(saved);
  if (draft.agenda === null && saved.agenda !== null) {
    // "Create one now" made the agenda: switch to the editor, keeping unsaved settings.
    setDraft({ ...draft, agenda: saved.agenda });
  }
  const hasUnsavedChanges = !isSameDraft(draft, saved);
  const blocker = useUnsavedChanges(hasUnsavedChanges);
  const now = useNow(loadedAt);

  const saveFetcher = useFetcher<typeof clientAction>();
  const deleteFetcher = useFetcher<typeof clientAction>();
  const [draftProblem, setDraftProblem] = useState<string | null>(null);

  function save() {
    const settings = settingsFromDraft(draft.settings, timeZone);
    if (settings === null) {
      setDraftProblem("Fill in the start and end dates and times.");
      return;
    }
    setDraftProblem(null);
    void saveFetcher.submit(
      {
        intent: "save",
        ...settings,
        canceled: String(settings.canceled),
        hasAgenda: String(draft.agenda !== null),
        ...draft.agenda,
      },
      { method: "post" },
    );
  }

  const start =
    fromZonedInputs(draft.settings.startDate, draft.settings.startTime, timeZone) ?? meeting.start;
  const end =
    fromZonedInputs(draft.settings.endDate, draft.settings.endTime, timeZone) ?? meeting.end;
  const result =
    saveFetcher.state === "idle" && saveFetcher.data?.intent === "save" ? saveFetcher.data : null;

  return (
    <main id="main" className="page admin-page">
      <nav className="admin-top-links" aria-label="Meeting pages">
        <Link to="/admin">
          <span aria-hidden="true">← </span>Back to Admin Panel
        </Link>
        <a href={`/agenda/${meeting.id}`} target="_blank" rel="noreferrer">
          View Public Agenda Page<span className="visually-hidden"> (opens in a new tab)</span>
          <span aria-hidden="true"> ↗</span>
        </a>
      </nav>
      <header className="admin-header">
        <h1 ref={headingRef} tabIndex={-1}>
          Manage Meeting
        </h1>
        <LogoutButton error={logoutError} />
      </header>
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
      <DeleteCard
        thing="meeting"
        hint="Deleting removes the meeting and its agenda from the site for good. To keep it listed but marked as not happening, tick Canceled instead."
        consequence="The meeting and its agenda will be removed from the site."
        isDeleting={deleteFetcher.state !== "idle"}
        error={
          deleteFetcher.state === "idle" && deleteFetcher.data?.intent === "delete"
            ? deleteFetcher.data.error
            : null
        }
        onDelete={() => void deleteFetcher.submit({ intent: "delete" }, { method: "post" })}
      />
      <SaveBar
        isSaving={saveFetcher.state !== "idle"}
        hasUnsavedChanges={hasUnsavedChanges}
        problem={draftProblem ?? result?.error ?? null}
        hasSaved={result?.error === null}
        onSave={save}
      />
      <UnsavedChangesDialog blocker={blocker} />
    </main>
  );
}
