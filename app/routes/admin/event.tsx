import { data } from "react-router";
import type { Route } from "./+types/event";
import {
  DocumentEditor,
  DocumentScreen,
  type FormAnswer,
} from "../../components/admin/document-editor.tsx";
import { EventSettings } from "../../components/admin/event-settings.tsx";
import { adminMeta } from "../../lib/admin/admin-meta.ts";
import { deleteEventForm, saveEventForm } from "../../lib/admin/event-actions.server.ts";
import { eventDraftFrom, flyerAltProblem } from "../../lib/admin/event-draft.ts";
import {
  fieldOf,
  loadOrganiserScreen,
  organiserAction,
} from "../../lib/admin/organiser-screen.server.ts";
import { isEndBeforeStart } from "../../lib/admin/time-order.ts";
import { getEventWithVisibility, type ClubEvent } from "../../lib/collections/events.ts";
import { usePublicSettings } from "../../lib/use-public-settings.ts";
import { useWords } from "../../lib/words.tsx";

// Manage Event, drawn by the site's server (issue 32 item 2): no React in the browser. The
// event's settings, description and flyer are one plain form (multipart: the flyer's file goes
// with it), saved at once; delete and discard are forms of their own.
export const handle = { titleId: "admin.event.title" } as const;
export const meta = adminMeta(handle.titleId);

export function loader(args: Route.LoaderArgs) {
  return loadOrganiserScreen(args, "an event", async ({ appwrite: { databases } }) => {
    const found = await getEventWithVisibility(databases, args.params.id);
    return found && { ...found, title: found.event.title };
  });
}

export function action(args: Route.ActionArgs) {
  const { params, context } = args;
  return organiserAction(args, async (form, organiser) => {
    const at = { id: params.id, zone: context.club.club.timeZone };
    const intent = fieldOf(form, "intent");
    switch (intent) {
      case "save":
        return saveEventForm(form, organiser, at);
      case "delete":
      case "discard":
        return deleteEventForm(organiser, at, intent);
      default:
        return data(
          { intent, error: organiser.words.t("admin.error.invalid_format") },
          { status: 400 },
        );
    }
  });
}

export default function ManageEventRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <DocumentScreen load={loaderData} thing="event">
      {({ event, isPublic }) => (
        <ManageEvent event={event} isPublic={isPublic} answer={actionData ?? null} />
      )}
    </DocumentScreen>
  );
}

type EventAnswer = NonNullable<Route.ComponentProps["actionData"]>;

interface ManageEventProps {
  event: ClubEvent;
  /** False while it was never saved (decision 0134). */
  isPublic: boolean;
  answer: (FormAnswer & EventAnswer) | null;
}

function ManageEvent({ event, isPublic, answer }: ManageEventProps) {
  const { timeZone } = usePublicSettings().club;
  const words = useWords();
  const saveAnswer = answer !== null && "draft" in answer ? answer : null;
  // After a refused save, the form holds what was typed, not what is stored.
  const draft = saveAnswer?.draft ?? eventDraftFrom(event, timeZone);
  const isRefused = saveAnswer !== null;
  return (
    <DocumentEditor
      thing="event"
      answer={answer}
      hasUnsavedChanges={saveAnswer?.hasUnsavedChanges ?? false}
      deleteHint={words.t("admin.event.deleteHint")}
      deleteConsequence={words.t("admin.event.deleteConsequence")}
      isDraft={!isPublic}
      encType="multipart/form-data"
    >
      {/* What the form was drawn from: the action reads the stored flyer and times from it. */}
      <input type="hidden" name="saved" value={JSON.stringify(event)} />
      <EventSettings
        draft={draft}
        timeZone={timeZone}
        isEndBeforeStart={isRefused && isEndBeforeStart(draft, timeZone)}
        flyerAltProblem={isRefused ? flyerAltProblem(draft, words) : null}
        flyerProblem={saveAnswer?.flyerProblem ?? null}
      />
    </DocumentEditor>
  );
}
