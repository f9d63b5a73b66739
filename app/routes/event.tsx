import { data } from "react-router";
import type { Route } from "./+types/event";
import { AddToCalendar } from "../components/add-to-calendar.tsx";
import { RenderedMarkdown } from "../components/rendered-markdown.tsx";
import { StatusPage } from "../components/status-page.tsx";
import { serverDatabases } from "../lib/appwrite.server.ts";
import { endedFrom, formatEventTimes, formatLongDate, isEnded } from "../lib/club-time/index.ts";
import { getEvent, type ClubEvent } from "../lib/collections/events.ts";
import { renderMarkdownHtml } from "../lib/markdown-html.server.tsx";
import { markdownSummary } from "../lib/markdown-summary.server.ts";
import { publicLocation } from "../lib/meeting-location.ts";
import { eventTitle } from "../lib/meeting-title.ts";
import {
  FLYER_SIZES,
  SHARE_IMAGE,
  flyerFallbackSrc,
  flyerShareImage,
  flyerSrcSet,
} from "../lib/flyer-images.ts";
import { metaWords, pageMeta } from "../lib/page-meta.ts";
import { usePublicSettings } from "../lib/use-public-settings.ts";
import { useWords, type Words } from "../lib/words.tsx";
import { EVENTS_PATH, eventPath } from "../lib/public-links.ts";
import { clubEventEvent } from "../lib/structured-data.ts";

type EventPage =
  | {
      state: "found";
      event: ClubEvent;
      /** The description rendered by the server (sanitised as agendas are); "" for none. */
      descriptionHtml: string;
      /** Its first paragraph as plain text, for search results and link previews. */
      summary: string;
      timeZone: string;
      hasEnded: boolean;
    }
  | { state: "event-not-found" }
  | { state: "unavailable" };

function page(content: EventPage, status = 200) {
  return data(content, { status });
}

// Rendered as HTML only: the page script reads it again when the event ends (data-changes-at).

/** /events/{id}: a club event's own page; 404 when there is no such event (or it was deleted). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const now = context.now();
  try {
    const event = await getEvent(serverDatabases(context), params.id);
    if (event === null) return page({ state: "event-not-found" }, 404);
    const hasEnded = isEnded(event.end, now);
    if (!hasEnded) context.pageFreshness?.changesAt(endedFrom(event.end));
    return page({
      state: "found",
      event,
      descriptionHtml: event.description.trim()
        ? renderMarkdownHtml(event.description, { nested: true })
        : "",
      summary: markdownSummary(event.description),
      timeZone: context.club.club.timeZone,
      hasEnded,
    });
  } catch (error) {
    console.error("Error loading the event:", error);
    return page({ state: "unavailable" }, 503);
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const words = metaWords(matches);
  if (loaderData.state === "found") {
    const { event, summary, timeZone } = loaderData;
    const description = summary || eventWhenWhere(event, timeZone, words);
    return pageMeta(matches, {
      title: words.t("event.pageTitle", { event: eventTitle(event, words) }),
      description,
      path: eventPath(event.id),
      structuredData: (settings) => clubEventEvent(event, description, settings, words),
      image: event.flyer_file_id
        ? (settings) => ({
            url: flyerShareImage(settings, event.flyer_file_id),
            alt: event.flyer_alt,
            ...SHARE_IMAGE,
          })
        : undefined,
    });
  }
  if (loaderData.state === "event-not-found") {
    return [{ title: words.t("event.notFoundPageTitle") }, { name: "robots", content: "noindex" }];
  }
  return [{ title: words.t("home.events") }];
}

/** When and where the event is, for a page description when it has none of its own. */
function eventWhenWhere(event: ClubEvent, timeZone: string, words: Words): string {
  const when = words.t("feed.when", {
    date: formatLongDate(event.time, timeZone, words.intlTag),
    times: formatEventTimes(event.time, event.end, timeZone, words.intlTag),
  });
  const place = publicLocation(event, words);
  return place ? `${when}, ${place}` : when;
}

export default function EventScreen({ loaderData }: Route.ComponentProps) {
  const words = useWords();
  switch (loaderData.state) {
    case "found":
      return <ClubEventPage {...loaderData} />;
    case "event-not-found":
      return (
        <StatusPage title={words.t("event.notFound")}>
          {words.node("event.notFoundText", {
            events: (chunks) => <a href={words.path(EVENTS_PATH)}>{chunks}</a>,
          })}
        </StatusPage>
      );
    case "unavailable":
      return <StatusPage title={words.t("home.events")}>{words.t("event.unavailable")}</StatusPage>;
  }
}

type ClubEventPageProps = Omit<Extract<EventPage, { state: "found" }>, "state" | "summary">;

/** The event's page: title, when and where, "Add to calendar", and its description. */
function ClubEventPage({ event, descriptionHtml, timeZone, hasEnded }: ClubEventPageProps) {
  const words = useWords();
  const place = publicLocation(event, words);
  return (
    <main
      id="main"
      className="event-page"
      data-changes-at={hasEnded ? undefined : endedFrom(event.end).toISOString()}
    >
      <header className="event-header">
        <p className="event-kicker">
          <a href={words.path(EVENTS_PATH)}>{words.t("event.allEvents")}</a>
        </p>
        <h1>{eventTitle(event, words)}</h1>
        <p className="event-when">
          <time dateTime={event.time}>{formatLongDate(event.time, timeZone, words.intlTag)}</time>
          <span>{formatEventTimes(event.time, event.end, timeZone, words.intlTag)}</span>
        </p>
        {place && (
          <p className="event-place">
            <span className="visually-hidden">{words.t("event.placeLabel")} </span>
            {place}
          </p>
        )}
        {hasEnded ? (
          <p className="notice notice-ended">{words.t("event.ended")}</p>
        ) : (
          <AddToCalendar event={event} />
        )}
      </header>
      {event.flyer_file_id && <EventFlyerPicture event={event} />}
      {descriptionHtml && (
        <section className="event-description" aria-label={words.t("event.about")}>
          <RenderedMarkdown html={descriptionHtml} />
        </section>
      )}
    </main>
  );
}

/**
 * The flyer near the top of the page: responsive previews (AVIF, WebP, a JPEG fallback) at its
 * own proportions, so nothing moves when it arrives; loaded at once, as it is on the first screen.
 */
function EventFlyerPicture({ event }: { event: ClubEvent }) {
  const { appwrite } = usePublicSettings();
  const id = event.flyer_file_id;
  return (
    <picture className="event-flyer-picture">
      <source type="image/avif" srcSet={flyerSrcSet(appwrite, id, "avif")} sizes={FLYER_SIZES} />
      <source type="image/webp" srcSet={flyerSrcSet(appwrite, id, "webp")} sizes={FLYER_SIZES} />
      <img
        src={flyerFallbackSrc(appwrite, id)}
        srcSet={flyerSrcSet(appwrite, id, "jpg")}
        sizes={FLYER_SIZES}
        alt={event.flyer_alt}
        width={event.flyer_width ?? undefined}
        height={event.flyer_height ?? undefined}
        fetchPriority="high"
      />
    </picture>
  );
}
