import { Link, redirect, useNavigation, useSubmit } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/panel";
import { LoadedScreen } from "../../components/admin/problem-screen.tsx";
import { ScreenHeader } from "../../components/admin/screen-header.tsx";
import { CardListSection } from "../../components/admin/card-list-section.tsx";
import { ScheduleItem } from "../../components/admin/schedule-item.tsx";
import {
  HIDDEN_REMINDER_PREF,
  StaleResourcesWarning,
} from "../../components/admin/stale-resources-warning.tsx";
import { runEdit } from "../../lib/admin/document-actions.ts";
import { DeletedNotice } from "../../components/admin/deleted-notice.tsx";
import { TranslationsToWrite } from "../../components/admin/translations-to-write.tsx";
import {
  findMissingTranslations,
  type MissingTranslation,
} from "../../lib/admin/missing-translations.ts";
import { undoDelete } from "../../lib/admin/deleted-meeting.ts";
import type { SignedInUser } from "../../lib/admin/admin-access.ts";
import { adminMeta } from "../../lib/admin/admin-meta.ts";
import { loadScreen } from "../../lib/admin/organiser-loader.ts";
import { shouldRevalidateAdminScreen } from "../../lib/admin/revalidation.ts";
import { usePublicSettings } from "../../lib/use-public-settings.ts";
import { useWords } from "../../lib/words.tsx";
import { getBrowserAppwrite } from "../../lib/appwrite.client.ts";
import { createEvent, listEvents, type ClubEvent } from "../../lib/collections/events.ts";
import { createMeeting, listMeetings, type Meeting } from "../../lib/collections/meetings.ts";
import { defaultMeetingTimes, formatDateTime, isUpcoming } from "../../lib/club-time/index.ts";
import { errorWords } from "../../lib/error-words.ts";
import { adminWords } from "../../lib/admin/admin-words.ts";
import { staleResources, type SupportResource } from "../../lib/support-resources.ts";
import { listAllSupportResources } from "../../lib/collections/support-resources.ts";
import { hydratedScreen } from "../../lib/page-hydration.ts";

// Still drawn in the browser (issue 32 item 2 moves each screen to the server in turn).
export const handle = { ...hydratedScreen, titleId: "admin.panel.title" } as const;
export const meta = adminMeta(handle.titleId);

export async function clientLoader() {
  return loadScreen("the Admin Panel", async ({ databases }, user) => {
    // A failed read still shows the panel, with its message in place of the lists: creating a
    // meeting or an event does not need them.
    try {
      const [meetings, events, resources, missingTranslations] = await Promise.all([
        listMeetings(databases),
        listEvents(databases),
        listAllSupportResources(databases),
        findMissingTranslations(databases),
      ]);
      return { user, meetings, events, resources, missingTranslations, loadError: null };
    } catch (error) {
      console.error("Error fetching meetings:", error);
      return {
        user,
        meetings: [],
        events: [],
        resources: [],
        missingTranslations: [],
        loadError: errorWords(adminWords(), error),
      };
    }
  });
}

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("create-meeting"), start: z.iso.datetime(), end: z.iso.datetime() }),
  z.object({ intent: z.literal("create-event"), start: z.iso.datetime(), end: z.iso.datetime() }),
  z.object({ intent: z.literal("undo-delete") }),
  z.object({ intent: z.literal("hide-reminder"), key: z.string() }),
]);

export async function clientAction({ request }: Route.ClientActionArgs) {
  const input = actionSchema.parse(Object.fromEntries(await request.formData()));
  const { databases, account } = getBrowserAppwrite();
  if (input.intent === "hide-reminder") {
    // updatePrefs replaces them all: the others are read first and kept.
    const prefs = await account.getPrefs();
    return runEdit(input.intent, "Error hiding the reminder:", () =>
      account.updatePrefs({ prefs: { ...prefs, [HIDDEN_REMINDER_PREF]: input.key } }),
    );
  }
  if (input.intent === "undo-delete") {
    try {
      const restored = await undoDelete(databases);
      return restored === null
        ? { intent: input.intent, error: adminWords().t("admin.panel.undo.gone") }
        : { intent: input.intent, restored, error: null };
    } catch (error) {
      console.error("Error restoring meeting", error);
      return { intent: input.intent, error: errorWords(adminWords(), error) };
    }
  }
  if (input.intent === "create-event") {
    try {
      return redirect(
        `/admin/events/${await createEvent(databases, { title: "", time: input.start, end: input.end }, "draft")}`,
      );
    } catch (error) {
      console.error("Error creating event", error);
      return { intent: input.intent, error: errorWords(adminWords(), error) };
    }
  }
  try {
    // Off the public pages until its first save (decision 0134).
    const created = await createMeeting(
      databases,
      { start: input.start, end: input.end },
      {},
      { visibility: "draft" },
    );
    if (created.agendaError !== null) {
      // The meeting exists; its page says it has no agenda and offers to create one.
      console.error("Error creating meeting", created.agendaError);
    }
    return redirect(`/admin/${created.id}`);
  } catch (error) {
    console.error("Error creating meeting", error);
    return { intent: input.intent, error: errorWords(adminWords(), error) };
  }
}

export const shouldRevalidate = shouldRevalidateAdminScreen;

export default function AdminPanel({ loaderData, actionData }: Route.ComponentProps) {
  const settings = usePublicSettings();
  const words = useWords();
  const errorFor = (intent: string) => (actionData?.intent === intent ? actionData.error : null);
  return (
    <LoadedScreen
      load={loaderData}
      title={words.t("admin.panel.title")}
      failure={words.t("admin.panel.loadFailed")}
    >
      {(loaded) => (
        <main id="main" className="page admin-page">
          <AdminView
            user={loaded.user}
            meetings={loaded.meetings}
            events={loaded.events}
            resources={loaded.resources}
            missingTranslations={loaded.missingTranslations}
            loadedAt={loaded.loadedAt}
            loadError={loaded.loadError}
            timeZone={settings.club.timeZone}
            createError={errorFor("create-meeting")}
            createEventError={errorFor("create-event")}
          />
        </main>
      )}
    </LoadedScreen>
  );
}

interface AdminViewProps {
  user: SignedInUser;
  meetings: Meeting[];
  events: ClubEvent[];
  /** Every language's support resources, for the reminder of those not checked for a year. */
  resources: SupportResource[];
  /** The club's texts not written yet in the site's other languages. */
  missingTranslations: MissingTranslation[];
  loadedAt: string;
  loadError: string | null;
  timeZone: string;
  createError: string | null;
  createEventError: string | null;
}

function AdminView({
  user,
  meetings,
  events,
  resources,
  missingTranslations,
  loadedAt,
  loadError,
  timeZone,
  createError,
  createEventError,
}: AdminViewProps) {
  const words = useWords();
  const submit = useSubmit();
  const navigation = useNavigation();
  const pendingIntent = navigation.state === "idle" ? null : navigation.formData?.get("intent");
  const now = new Date(loadedAt);
  const upcoming = meetings.filter((meeting) => isUpcoming(meeting.start, now)).reverse();
  const next = upcoming.find((meeting) => !meeting.canceled) ?? null;
  const previous = meetings.filter((meeting) => !isUpcoming(meeting.start, now));
  const upcomingEvents = events.filter((event) => isUpcoming(event.time, now)).reverse();
  const previousEvents = events.filter((event) => !isUpcoming(event.time, now));
  const meetingCards = (list: Meeting[]) =>
    list.map((meeting) => (
      <ScheduleItem
        key={meeting.id}
        {...meeting}
        timeZone={timeZone}
        editTo={`/admin/${meeting.id}`}
      />
    ));
  const eventCards = (list: ClubEvent[]) =>
    list.map((event) => (
      <ScheduleItem
        key={event.id}
        title={event.title}
        start={event.time}
        end={event.end}
        timeZone={timeZone}
        editTo={`/admin/events/${event.id}`}
      />
    ));
  const stale = staleResources(resources, now);

  function create(intent: "create-meeting" | "create-event") {
    // "Today" is read when the button is pressed, on the club's calendar.
    void submit({ intent, ...defaultMeetingTimes(new Date(), timeZone) }, { method: "post" });
  }

  return (
    <>
      <ScreenHeader title={words.t("admin.panel.title")}>
        <p className="admin-signed-in">
          {words.t("admin.signedInAs", { email: user.name.trim() || user.email })} ·{" "}
          <Link to="/admin/account">{words.t("admin.account.title")}</Link> ·{" "}
          <Link to="/admin/organisers">{words.t("admin.organisers.title")}</Link> ·{" "}
          <Link to="/admin/settings">{words.t("admin.clubSettings.title")}</Link> ·{" "}
          <Link to="/admin/pages">{words.t("admin.pages.title")}</Link> ·{" "}
          <Link to="/admin/guidelines">{words.t("clubRules.link")}</Link> ·{" "}
          <Link to="/admin/support-resources">{words.t("resources.link")}</Link> ·{" "}
          <Link to="/admin/handover">{words.t("handover.title")}</Link>
        </p>
      </ScreenHeader>
      <DeletedNotice timeZone={timeZone} />
      {loadError === null && <NextMeeting meeting={next} timeZone={timeZone} />}
      <CreateAction
        label={words.t("admin.panel.createMeeting")}
        busyLabel={words.t("admin.panel.creating")}
        isBusy={pendingIntent === "create-meeting"}
        onCreate={() => create("create-meeting")}
        hint={words.t("admin.panel.createMeetingHint")}
        error={
          createError === null
            ? null
            : words.t("admin.failedBecause", {
                failure: words.t("admin.panel.createMeetingFailed"),
                why: createError,
              })
        }
      />
      <StaleResourcesWarning resources={stale} prefs={user.prefs} />
      <TranslationsToWrite missing={missingTranslations} />
      {loadError === null ? (
        <>
          <CardListSection
            heading={words.t("admin.panel.upcomingMeetings")}
            emptyMessage={words.t("admin.panel.noUpcomingMeetings")}
            cards={meetingCards(upcoming)}
          />
          <CardListSection
            heading={words.t("admin.panel.previousMeetings")}
            emptyMessage={words.t("admin.panel.noPreviousMeetings")}
            cards={meetingCards(previous)}
          />
          <CreateAction
            className="admin-events-actions"
            label={words.t("admin.panel.addEvent")}
            busyLabel={words.t("admin.panel.adding")}
            isBusy={pendingIntent === "create-event"}
            onCreate={() => create("create-event")}
            hint={words.t("admin.panel.addEventHint")}
            error={
              createEventError === null
                ? null
                : words.t("admin.failedBecause", {
                    failure: words.t("admin.panel.addEventFailed"),
                    why: createEventError,
                  })
            }
          />
          <CardListSection
            heading={words.t("admin.panel.upcomingEvents")}
            emptyMessage={words.t("admin.panel.noUpcomingEvents")}
            cards={eventCards(upcomingEvents)}
          />
          <CardListSection
            heading={words.t("admin.panel.previousEvents")}
            emptyMessage={words.t("admin.panel.noPreviousEvents")}
            cards={eventCards(previousEvents)}
          />
        </>
      ) : (
        <p className="admin-alert" role="alert">
          {words.t("admin.failedBecause", {
            failure: words.t("admin.panel.listsFailed"),
            why: loadError,
          })}
        </p>
      )}
    </>
  );
}

/** The meeting an organiser most likely came for: the next one that takes place, to edit or present. */
function NextMeeting({ meeting, timeZone }: { meeting: Meeting | null; timeZone: string }) {
  const words = useWords();
  return (
    <section className="admin-meeting-section" aria-labelledby="next-meeting-heading">
      <h2 id="next-meeting-heading">{words.t("admin.panel.nextMeeting")}</h2>
      {meeting === null ? (
        <p className="admin-empty">{words.t("admin.panel.noNextMeeting")}</p>
      ) : (
        <div className="admin-card admin-next">
          <h3>{meeting.title.trim() || words.t("admin.untitled")}</h3>
          <p>
            <time dateTime={meeting.start}>
              {formatDateTime(meeting.start, timeZone, words.intlTag)}
            </time>
            {meeting.location.trim() !== "" && <> · {meeting.location}</>}
          </p>
          <p className="admin-next-links">
            <Link to={`/admin/${meeting.id}`} className="button button-secondary">
              {words.t("admin.panel.editMeeting")}
            </Link>
            <Link to={`/admin/${meeting.id}/presenter`}>
              {words.t("admin.panel.presenterView")}
            </Link>
          </p>
        </div>
      )}
    </section>
  );
}

interface CreateActionProps {
  className?: string;
  label: string;
  busyLabel: string;
  isBusy: boolean;
  onCreate(): void;
  hint: string;
  /** Why the last try failed, in words for people. */
  error: string | null;
}

/** A button that creates a meeting or an event, what it makes, and why it last failed. */
function CreateAction({
  className,
  label,
  busyLabel,
  isBusy,
  onCreate,
  hint,
  error,
}: CreateActionProps) {
  return (
    <>
      <div className={className === undefined ? "admin-actions" : `admin-actions ${className}`}>
        <button
          type="button"
          className="button button-primary"
          disabled={isBusy}
          onClick={onCreate}
        >
          {isBusy ? busyLabel : label}
        </button>
        <p className="admin-hint">{hint}</p>
      </div>
      {error !== null && (
        <p className="admin-alert" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
