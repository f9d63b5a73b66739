import { Link, redirect, useNavigation, useSubmit } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/panel";
import { AdminLoading } from "../../components/admin/admin-loading.tsx";
import { GuardScreen } from "../../components/admin/guard-screens.tsx";
import { LogoutButton } from "../../components/admin/logout-button.tsx";
import { MeetingList } from "../../components/admin/meeting-list.tsx";
import { StaleResourcesWarning } from "../../components/admin/stale-resources-warning.tsx";
import { loadAdminAccess, type SignedInUser } from "../../lib/admin/admin-access.ts";
import { createMeeting, listMeetings } from "../../lib/admin/meeting-data.ts";
import { shouldRevalidateAdminScreen } from "../../lib/admin/revalidation.ts";
import { runSessionIntent, sessionIntentSchema } from "../../lib/admin/session-actions.ts";
import { useFocusOnMount } from "../../lib/admin/use-focus-on-mount.ts";
import { usePublicSettings } from "../../lib/admin/use-public-settings.ts";
import { getBrowserAppwrite } from "../../lib/appwrite.client.ts";
import type { Meeting } from "../../lib/club-documents.ts";
import { defaultMeetingTimes, isUpcoming } from "../../lib/club-time/index.ts";
import { errorWords } from "../../lib/error-words.ts";
import { staleResources, supportResources } from "../../lib/support-resources.ts";
import "../../styles/admin.css";

export function meta() {
  return [{ title: "Admin Panel" }, { name: "robots", content: "noindex" }];
}

// Browser-only (no server loader), so the screen works unchanged against an Appwrite elsewhere.
export async function clientLoader() {
  const { account, databases } = getBrowserAppwrite();
  const access = await loadAdminAccess(account);
  if (access.kind !== "admin") {
    return access;
  }
  // Meetings are split into upcoming and previous at the moment they were read.
  const loadedAt = new Date().toISOString();
  try {
    return { ...access, loadedAt, meetings: await listMeetings(databases), loadError: null };
  } catch (error) {
    console.error("Error fetching meetings:", error);
    return { ...access, loadedAt, meetings: [], loadError: errorWords(error) };
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AdminLoading title="Admin Panel" />;
}

const actionSchema = z.union([
  sessionIntentSchema,
  z.object({ intent: z.literal("create-meeting"), start: z.iso.datetime(), end: z.iso.datetime() }),
]);

export async function clientAction({ request }: Route.ClientActionArgs) {
  const input = actionSchema.parse(Object.fromEntries(await request.formData()));
  const { account, databases } = getBrowserAppwrite();
  if (input.intent !== "create-meeting") {
    return runSessionIntent(account, input);
  }
  try {
    const created = await createMeeting(databases, input);
    if (created.agendaError !== null) {
      // The meeting exists; its page says it has no agenda and offers to create one.
      console.error("Error creating meeting", created.agendaError);
    }
    return redirect(`/admin/${created.id}`);
  } catch (error) {
    console.error("Error creating meeting", error);
    return { intent: input.intent, error: errorWords(error) };
  }
}

export const shouldRevalidate = shouldRevalidateAdminScreen;

export default function AdminPanel({ loaderData, actionData }: Route.ComponentProps) {
  const settings = usePublicSettings();
  const errorFor = (intent: string) => (actionData?.intent === intent ? actionData.error : null);
  if (loaderData.kind !== "admin") {
    return <GuardScreen access={loaderData} errorFor={errorFor} />;
  }
  return (
    <main id="main" className="page admin-page">
      <AdminView
        user={loaderData.user}
        meetings={loaderData.meetings}
        loadedAt={loaderData.loadedAt}
        loadError={loaderData.loadError}
        timeZone={settings.club.timeZone}
        createError={errorFor("create-meeting")}
        logoutError={errorFor("logout")}
      />
    </main>
  );
}

interface AdminViewProps {
  user: SignedInUser;
  meetings: Meeting[];
  loadedAt: string;
  loadError: string | null;
  timeZone: string;
  createError: string | null;
  logoutError: string | null;
}

function AdminView({
  user,
  meetings,
  loadedAt,
  loadError,
  timeZone,
  createError,
  logoutError,
}: AdminViewProps) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const submit = useSubmit();
  const navigation = useNavigation();
  const isCreating =
    navigation.state !== "idle" && navigation.formData?.get("intent") === "create-meeting";
  const now = new Date(loadedAt);
  const upcoming = meetings.filter((meeting) => isUpcoming(meeting.start, now)).reverse();
  const previous = meetings.filter((meeting) => !isUpcoming(meeting.start, now));
  const stale = staleResources(supportResources, now);

  function onCreateMeeting() {
    // "Today" is read when the button is pressed, on the club's calendar.
    void submit(
      { intent: "create-meeting", ...defaultMeetingTimes(new Date(), timeZone) },
      { method: "post" },
    );
  }

  return (
    <>
      <header className="admin-header">
        <div>
          <h1 ref={headingRef} tabIndex={-1}>
            Admin Panel
          </h1>
          <p className="admin-signed-in">
            Signed in as {user.name.trim() || user.email} ·{" "}
            <Link to="/admin/account">Your account</Link>
          </p>
        </div>
        <LogoutButton error={logoutError} />
      </header>
      <StaleResourcesWarning resources={stale} />
      <div className="admin-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={isCreating}
          onClick={onCreateMeeting}
        >
          {isCreating ? "Creating..." : "Create Meeting"}
        </button>
        <p className="admin-hint">
          New meetings are set for today, 2:30 PM to 3:30 PM. Change them on the next page.
        </p>
      </div>
      {createError !== null && (
        <p className="admin-alert" role="alert">
          We couldn't create the meeting. {createError}
        </p>
      )}
      {loadError === null ? (
        <>
          <MeetingList
            heading="Upcoming Meetings"
            emptyMessage="No upcoming meetings."
            meetings={upcoming}
            timeZone={timeZone}
          />
          <MeetingList
            heading="Previous Meetings"
            emptyMessage="No previous meetings."
            meetings={previous}
            timeZone={timeZone}
          />
        </>
      ) : (
        <p className="admin-alert" role="alert">
          We couldn't load the meetings. {loadError}
        </p>
      )}
    </>
  );
}
