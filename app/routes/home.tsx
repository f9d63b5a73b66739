import { data, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/home";
import { CardListing } from "../components/card-listing.tsx";
import { ClubMascot } from "../components/club-mascot.tsx";
import { EventCard } from "../components/event-card.tsx";
import { MeetingCard } from "../components/meeting-card.tsx";
import { RainbowWave, WaveDivider } from "../components/waves.tsx";
import { serverDatabases } from "../lib/appwrite.server.ts";
import { listLandingEvents } from "../lib/collections/events.ts";
import { listLandingMeetings } from "../lib/collections/meetings.ts";
import { leavesRecentWindowAt } from "../lib/collections/windows.ts";
import { metaWords, pageMeta } from "../lib/page-meta.ts";
import type { Mascot } from "../lib/club-config.ts";
import { mascotView } from "../lib/mascot-picture.ts";
import { useWords } from "../lib/words.tsx";
import { EVENTS_PATH, MEETINGS_PATH } from "../lib/public-links.ts";
import { localeOfRequest } from "../../i18n/locale-paths.ts";
import { DEFAULT_LOCALE } from "../../i18n/locales.ts";
import { clubOrganization } from "../lib/structured-data.ts";
import type { loader as rootLoader } from "../root.tsx";

export async function loader({ context, request }: Route.LoaderArgs) {
  const now = context.now();
  // The English home page offers a browser asking for another language that one (the root
  // loader reads Accept-Language); the page cache keeps one copy per offer (server/page-cache.ts).
  const vary: Record<string, string> =
    localeOfRequest(request) === DEFAULT_LOCALE ? { Vary: "Accept-Language" } : {};
  const databases = serverDatabases(context);
  const page = {
    clubName: context.club.club.name,
    timeZone: context.club.club.timeZone,
    now: now.toISOString(),
  };
  try {
    const [meetings, events] = await Promise.all([
      listLandingMeetings(databases, now),
      listLandingEvents(databases, now),
    ]);
    // A listing changes by the clock alone when its earliest item leaves the recent window.
    for (const instant of [...meetings.map((m) => m.start), ...events.map((e) => e.end)])
      context.pageFreshness?.changesAt(leavesRecentWindowAt(instant));
    return data({ ...page, listings: { meetings, events } }, { headers: vary });
  } catch (error) {
    console.error("Error fetching meetings:", error);
    // A failed read must not be served from a cache after the backend recovers.
    return data({ ...page, listings: null }, { headers: { ...vary, "Cache-Control": "no-store" } });
  }
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const words = metaWords(matches);
  const description = words.t("home.description", { club: loaderData.clubName });
  return pageMeta(matches, {
    title: loaderData.clubName,
    description,
    path: "/",
    structuredData: (settings) => clubOrganization(settings, description),
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { listings, timeZone, now } = loaderData;
  const words = useWords();
  return (
    <main id="main" className="home">
      <Hero />
      <div className="page home-sections">
        {listings === null ? (
          <section className="notice notice-problem" aria-labelledby="listings-problem">
            <h2 id="listings-problem">{words.t("home.listingsProblemTitle")}</h2>
            <p>{words.t("home.listingsProblem")}</p>
          </section>
        ) : (
          <>
            <CardListing
              title={words.t("home.meetings")}
              emptyText={words.t("home.noMeetings")}
              items={listings.meetings}
              seeAll={{ href: words.path(MEETINGS_PATH), label: words.t("home.seeAllMeetings") }}
              renderCard={(meeting) => (
                <MeetingCard meeting={meeting} timeZone={timeZone} serverNow={now} />
              )}
            />
            <CardListing
              title={words.t("home.events")}
              emptyText={words.t("home.noEvents")}
              items={listings.events}
              seeAll={{ href: words.path(EVENTS_PATH), label: words.t("home.seeAllEvents") }}
              renderCard={(event) => (
                <EventCard event={event} timeZone={timeZone} serverNow={now} />
              )}
            />
          </>
        )}
        <AboutCards />
      </div>
    </main>
  );
}

// The club's picture is 14rem tall on a phone and 20rem beside the text (home.css): its width
// follows from its shape. The previews cover a square one at 1x and 2x.
const HERO_MASCOT_WIDTHS = [448, 224, 320, 640, 960] as const;

function heroMascotSizes(mascot: Mascot): string {
  const ratio = mascot.kind === "image" ? mascot.width / mascot.height : 1;
  return `(min-width: 44rem) ${Math.round(320 * ratio)}px, ${Math.round(224 * ratio)}px`;
}

function Hero() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const words = useWords();
  if (!root) return null;
  const { school, club, mascot, appwrite } = root.settings;
  return (
    <section className={`hero hero-mascot-${mascot.kind}`} aria-labelledby="hero-title">
      <RainbowWave className="hero-rainbow" />
      <div className="hero-inner">
        <div className="hero-text">
          <p className="hero-school">{school.name}</p>
          <h1 id="hero-title" className="hero-title">
            {club.name}
          </h1>
          <p className="hero-tagline">{words.t("home.tagline")}</p>
          <p className="hero-actions">
            <a className="button button-primary" href={words.path("/agenda")}>
              {words.t("links.thisWeeksAgenda")}
            </a>
            <a className="button button-ghost" href={words.path("/about")}>
              {words.t("home.aboutTheClub")}
            </a>
          </p>
        </div>
        <ClubMascot
          view={mascotView(appwrite, mascot, HERO_MASCOT_WIDTHS)}
          className="hero-mascot"
          sizes={heroMascotSizes(mascot)}
        />
      </div>
      <WaveDivider className="hero-divider" />
    </section>
  );
}

function AboutCards() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const words = useWords();
  if (!root) return null;
  const { club } = root.settings;
  return (
    <div className="about-cards">
      <section className="card feature-card" aria-labelledby="who-we-are">
        <h2 id="who-we-are">{words.t("home.whoWeAre")}</h2>
        <p>{words.t("home.whoWeAreText", { club: club.name })}</p>
        <p>
          <a href={words.path("/about")}>{words.t("home.moreAboutUs")}</a>
          {" · "}
          <a href={words.path("/docs/lgbtq")}>{words.t("links.whatIsLgbtq")}</a>
          {" · "}
          <a href={words.path("/docs/guide-to-lgbtq")}>{words.t("links.guideToLgbtq")}</a>
        </p>
      </section>
      <section className="card feature-card" aria-labelledby="how-to-join">
        <h2 id="how-to-join">{words.t("home.howToJoin")}</h2>
        <p>
          {words.node("home.howToJoinText", {
            day: club.meetingDay,
            place: club.meetingPlace,
            guidelines: (chunks) => <a href={words.path("/guidelines")}>{chunks}</a>,
          })}
        </p>
        <p>
          {/* The hidden words make the link say where it leads, to screen readers and search
              engines alike (Lighthouse's SEO audit fails a bare "Learn More"). */}
          <a className="button button-primary" href={words.path("/join")}>
            {words.node("home.learnMore", {
              hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
            })}
          </a>
        </p>
      </section>
    </div>
  );
}
