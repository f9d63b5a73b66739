import type { ComponentProps } from "react";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/panel";
import { AdminForm } from "../../components/admin/admin-form.tsx";
import { LoadedScreen } from "../../components/admin/problem-screen.tsx";
import { ScreenHeader } from "../../components/admin/screen-header.tsx";
import { CardListSection } from "../../components/admin/card-list-section.tsx";
import { ScheduleItem } from "../../components/admin/schedule-item.tsx";
import {
  HIDDEN_REMINDER_PREF,
  StaleResourcesWarning,
} from "../../components/admin/stale-resources-warning.tsx";
import { DeletedNotice, type DeletedMeetingName } from "../../components/admin/deleted-notice.tsx";
import { deletedMeetingOf, undoDeleteAction } from "../../lib/admin/deleted-meeting.server.ts";
import { TranslationsToWrite } from "../../components/admin/translations-to-write.tsx";
import {
  findMissingTranslations,
  type MissingTranslation,
} from "../../lib/admin/missing-translations.ts";
import type { SignedInUser } from "../../lib/admin/admin-access.ts";
import { adminMeta } from "../../lib/admin/admin-meta.ts";
import {
  editFailed,
  fieldOf,
  loadOrganiserScreen,
  organiserAction,
} from "../../lib/admin/organiser-screen.server.ts";
import { usePublicSettings } from "../../lib/use-public-settings.ts";
import { useWords } from "../../lib/words.tsx";
import { createEvent, listEvents, type ClubEvent } from "../../lib/collections/events.ts";
import { createMeeting, listMeetings, type Meeting } from "../../lib/collections/meetings.ts";
import { defaultMeetingTimes, formatDateTime, isUpcoming } from "../../lib/club-time/index.ts";
import { errorWords } from "../../lib/error-words.ts";
import { staleResources, type SupportResource } from "../../lib/support-resources.ts";
import { listAllSupportResources } from "../../lib/collections/support-resources.ts";

// The Admin Panel, drawn by the site's server (issue 32 item 2): no React in the browser; its
// forms are plain forms posted to its action.
export const handle = { titleId: "admin.panel.title" } as const;
export const meta = adminMeta(handle.titleId);

export async function loader(args: Route.LoaderArgs) {
  const deleted = await deletedMeetingOf(args);
  return loadOrganiserScreen(
    args,
    "the Admin Panel",
    async ({ appwrite: { databases }, user, words }) => {
      // A failed read still shows the panel, with its message in place of the lists: creating a
      // meeting or an event does not need them.
      try {
        const [meetings, events, resources, missingTranslations] = await Promise.all([
          listMeetings(databases),
          listEvents(databases),
          listAllSupportResources(databases),
          findMissingTranslations(databases),
        ]);
        return {
          user,
          meetings,
          events,
          resources,
          missingTranslations,
          deleted,
          loadError: null,
        };
      } catch (error) {
        if (error instanceof Response) throw error;
        console.error("Error fetching meetings:", error);
        return {
          user,
          meetings: [],
          events: [],
          resources: [],
          missingTranslations: [],
          deleted,
          loadError: errorWords(words, error),
        };
      }
    },
  );
}

/** The panel's forms: a new meeting or event (set for today, on the club's calendar), or a reminder hidden. */
export function action(args: Route.ActionArgs) {
  const { context } = args;
  return organiserAction(args, async (form, organiser) => {
    const { databases, account } = organiser.appwrite;
    const intent = fieldOf(form, "intent");
    const failed = (logLine: string, error: unknown) =>
      editFailed(organiser, intent, logLine, error);
    if (intent === "undo-delete") return undoDeleteAction(form, organiser, context.now());
    if (intent === "hide-reminder") {
      try {
        // updatePrefs replaces them all: the others are read first and kept.
        const prefs = await account.getPrefs();
        await account.updatePrefs({
          prefs: { ...prefs, [HIDDEN_REMINDER_PREF]: fieldOf(form, "key") ?? "" },
        });
        return { intent, error: null };
      } catch (error) {
        return failed("Error hiding the reminder:", error);
      }
    }
    if (intent !== "create-meeting" && intent !== "create-event") {
      return data(
        { intent, error: organiser.words.t("admin.error.invalid_format") },
        { status: 400 },
      );
    }
    // "Today" is the server's, on the club's calendar.
    const { start, end } = defaultMeetingTimes(context.now(), context.club.club.timeZone);
    if (intent === "create-event") {
      try {
        return redirect(
          `/admin/events/${await createEvent(databases, { title: "", time: start, end }, "draft")}`,
        );
      } catch (error) {
        return failed("Error creating event", error);
      }
    }
    try {
      // Off the public pages until its first save (decision 0134).
      const created = await createMeeting(databases, { start, end }, {}, { visibility: "draft" });
      if (created.agendaError !== null) {
        // The meeting exists; its page says it has no agenda and offers to create one.
        console.error("Error creating meeting", created.agendaError);
      }
      return redirect(`/admin/${created.id}`);
    } catch (error) {
      return failed("Error creating meeting", error);
    }
  });
}

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
            deleted={loaded.deleted}
            undo={actionData?.intent === "undo-delete" ? actionData : null}
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
  /** The meeting this session deleted, while "Undo" is offered. */
  deleted: DeletedMeetingName | null;
  undo: ComponentProps<typeof DeletedNotice>["undo"];
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
  deleted,
  undo,
  loadedAt,
  loadError,
  timeZone,
  createError,
  createEventError,
}: AdminViewProps) {
  const words = useWords();
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
      <DeletedNotice deleted={deleted} undo={undo} timeZone={timeZone} />
      {loadError === null && <NextMeeting meeting={next} timeZone={timeZone} />}
      <CreateAction
        intent="create-meeting"
        label={words.t("admin.panel.createMeeting")}
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
            intent="create-event"
            label={words.t("admin.panel.addEvent")}
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
  intent: "create-meeting" | "create-event";
  label: string;
  hint: string;
  /** Why the last try failed, in words for people. */
  error: string | null;
}

/** A button that creates a meeting or an event, what it makes, and why it last failed. */
function CreateAction({ className, intent, label, hint, error }: CreateActionProps) {
  return (
    <>
      <AdminForm
        className={className === undefined ? "admin-actions" : `admin-actions ${className}`}
      >
        <button type="submit" name="intent" value={intent} className="button button-primary">
          {label}
        </button>
        <p className="admin-hint">{hint}</p>
      </AdminForm>
      {error !== null && (
        <p className="admin-alert" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
