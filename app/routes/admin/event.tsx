import type { Databases } from "appwrite";
import { useState } from "react";
import { Link, redirect, useFetcher } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/event";
import { AdminLoading } from "../../components/admin/admin-loading.tsx";
import { DeleteCard } from "../../components/admin/delete-card.tsx";
import { EventSettings } from "../../components/admin/event-settings.tsx";
import { DocumentScreenProblemView } from "../../components/admin/document-screen-problem.tsx";
import { LogoutButton } from "../../components/admin/logout-button.tsx";
import { SaveBar } from "../../components/admin/save-bar.tsx";
import { UnsavedChangesDialog } from "../../components/admin/unsaved-changes-dialog.tsx";
import { loadAdminAccess } from "../../lib/admin/admin-access.ts";
import { deleteEvent, getEvent, saveEvent, type ClubEvent } from "../../lib/collections/events.ts";
import { eventDraftFrom, eventFromDraft, isSameEventDraft } from "../../lib/admin/event-draft.ts";
import { shouldRevalidateAdminScreen } from "../../lib/admin/revalidation.ts";
import { runSessionIntent, sessionIntentSchema } from "../../lib/admin/session-actions.ts";
import { useFocusOnMount } from "../../lib/admin/use-focus-on-mount.ts";
import { usePublicSettings } from "../../lib/admin/use-public-settings.ts";
import { useUnsavedChanges } from "../../lib/admin/use-unsaved-changes.ts";
import { getBrowserAppwrite } from "../../lib/appwrite.client.ts";
import { errorWords } from "../../lib/error-words.ts";
import "../../styles/admin.css";

export function meta({ loaderData }: Route.MetaArgs) {
  const title =
    loaderData?.kind === "admin"
      ? `${loaderData.event.title.trim() || "No Title"} | Manage Event`
      : "Manage Event";
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
    const event = await getEvent(databases, params.id);
    return event === null ? { kind: "not-found" as const } : { ...access, event };
  } catch (error) {
    console.error("Error loading:", error);
    return { kind: "load-failed" as const, message: errorWords(error) };
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AdminLoading title="Manage Event" />;
}

const actionSchema = z.union([
  sessionIntentSchema,
  z.object({
    intent: z.literal("save"),
    title: z.string(),
    time: z.iso.datetime(),
    end: z.iso.datetime(),
  }),
  z.object({ intent: z.literal("delete") }),
]);

export async function clientAction({ request, params }: Route.ClientActionArgs) {
  const input = actionSchema.parse(Object.fromEntries(await request.formData()));
  const { account, databases } = getBrowserAppwrite();
  if (input.intent === "login" || input.intent === "two-factor" || input.intent === "logout") {
    return runSessionIntent(account, input);
  }
  if (input.intent === "delete") {
    return removeEvent(databases, params.id);
  }
  try {
    const { title, time, end } = input;
    await saveEvent(databases, params.id, { title, time, end });
    return { intent: input.intent, error: null };
  } catch (error) {
    console.error("Failed to save.", error);
    return { intent: input.intent, error: errorWords(error) };
  }
}

/** Deletes the event and goes back to the Admin Panel, or says why it could not. */
async function removeEvent(databases: Databases, id: string) {
  try {
    await deleteEvent(databases, id);
    return redirect("/admin");
  } catch (error) {
    console.error("Error deleting event:", error);
    return { intent: "delete" as const, error: errorWords(error) };
  }
}

export const shouldRevalidate = shouldRevalidateAdminScreen;

export default function ManageEventRoute({ loaderData, actionData }: Route.ComponentProps) {
  const settings = usePublicSettings();
  const errorFor = (intent: string) => (actionData?.intent === intent ? actionData.error : null);
  if (loaderData.kind !== "admin") {
    return <DocumentScreenProblemView problem={loaderData} thing="event" errorFor={errorFor} />;
  }
  return (
    <ManageEvent
      key={loaderData.event.id}
      event={loaderData.event}
      timeZone={settings.club.timeZone}
      logoutError={errorFor("logout")}
    />
  );
}

interface ManageEventProps {
  event: ClubEvent;
  timeZone: string;
  logoutError: string | null;
}

function ManageEvent({ event, timeZone, logoutError }: ManageEventProps) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  // What is stored now; after a save the loader reads it again, so the draft matches it.
  const saved = eventDraftFrom(event, timeZone);
  const [draft, setDraft] = useState(saved);
  const hasUnsavedChanges = !isSameEventDraft(draft, saved);
  const blocker = useUnsavedChanges(hasUnsavedChanges);
  const saveFetcher = useFetcher<typeof clientAction>();
  const deleteFetcher = useFetcher<typeof clientAction>();
  const [draftProblem, setDraftProblem] = useState<string | null>(null);

  function save() {
    const settings = eventFromDraft(draft, timeZone);
    if (settings === null) {
      setDraftProblem("Fill in the start and end dates and times.");
      return;
    }
    setDraftProblem(null);
    void saveFetcher.submit({ intent: "save", ...settings }, { method: "post" });
  }

  const saveResult =
    saveFetcher.state === "idle" && saveFetcher.data?.intent === "save" ? saveFetcher.data : null;
  const deleteResult =
    deleteFetcher.state === "idle" && deleteFetcher.data?.intent === "delete"
      ? deleteFetcher.data
      : null;

  return (
    <main id="main" className="page admin-page">
      <nav className="admin-top-links" aria-label="Event pages">
        <Link to="/admin">
          <span aria-hidden="true">← </span>Back to Admin Panel
        </Link>
      </nav>
      <header className="admin-header">
        <h1 ref={headingRef} tabIndex={-1}>
          Manage Event
        </h1>
        <LogoutButton error={logoutError} />
      </header>
      <EventSettings
        draft={draft}
        timeZone={timeZone}
        onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
      />
      <DeleteCard
        thing="event"
        hint="Deleting removes the event from the home page for good. Past events can stay: they are shown as ended."
        consequence="The event will be removed from the site."
        isDeleting={deleteFetcher.state !== "idle"}
        error={deleteResult?.error ?? null}
        onDelete={() => void deleteFetcher.submit({ intent: "delete" }, { method: "post" })}
      />
      <SaveBar
        isSaving={saveFetcher.state !== "idle"}
        hasUnsavedChanges={hasUnsavedChanges}
        problem={draftProblem ?? saveResult?.error ?? null}
        hasSaved={saveResult?.error === null}
        onSave={save}
      />
      <UnsavedChangesDialog blocker={blocker} />
    </main>
  );
}
