import { data, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/home";
import { CardListing } from "../components/card-listing.tsx";
import { CardinalMascot } from "../components/cardinal-mascot.tsx";
import { EventCard } from "../components/event-card.tsx";
import { MeetingCard } from "../components/meeting-card.tsx";
import { RainbowWave, WaveDivider } from "../components/waves.tsx";
import { serverDatabases } from "../lib/appwrite.server.ts";
import { listLandingEvents } from "../lib/collections/events.ts";
import { listLandingMeetings } from "../lib/collections/meetings.ts";
import { leavesRecentWindowAt } from "../lib/collections/windows.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { EVENTS_PATH, MEETINGS_PATH } from "../lib/public-links.ts";
import { clubOrganization } from "../lib/structured-data.ts";
import type { loader as rootLoader } from "../root.tsx";

export async function loader({ context }: Route.LoaderArgs) {
  const now = context.now();
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
    return data({ ...page, listings: { meetings, events } });
  } catch (error) {
    console.error("Error fetching meetings:", error);
    // A failed read must not be served from a cache after the backend recovers.
    return data({ ...page, listings: null }, { headers: { "Cache-Control": "no-store" } });
  }
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const description = `${loaderData.clubName}: meetings, events and agendas. Everyone is welcome.`;
  return pageMeta(matches, {
    title: loaderData.clubName,
    description,
    path: "/",
    structuredData: (settings) => clubOrganization(settings, description),
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { listings, timeZone, now } = loaderData;
  return (
    <main id="main" className="home">
      <Hero />
      <div className="page home-sections">
        {listings === null ? (
          <section className="notice notice-problem" aria-labelledby="listings-problem">
            <h2 id="listings-problem">Meetings and events</h2>
            <p>
              We couldn't load the meetings and events just now. Please try again in a little while.
            </p>
          </section>
        ) : (
          <>
            <CardListing
              title="Meetings"
              emptyText="No meetings are scheduled right now. Check back soon!"
              items={listings.meetings}
              seeAll={{ href: MEETINGS_PATH, label: "See all meetings" }}
              renderCard={(meeting) => (
                <MeetingCard meeting={meeting} timeZone={timeZone} serverNow={now} />
              )}
            />
            <CardListing
              title="Events"
              emptyText="No events are planned right now. Check back soon!"
              items={listings.events}
              seeAll={{ href: EVENTS_PATH, label: "See all events" }}
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

function Hero() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  if (!root) return null;
  const { school, club, mascot } = root.settings;
  return (
    <section className={`hero hero-mascot-${mascot}`} aria-labelledby="hero-title">
      <RainbowWave className="hero-rainbow" />
      <div className="hero-inner">
        <div className="hero-text">
          <p className="hero-school">{school.name}</p>
          <h1 id="hero-title" className="hero-title">
            {club.name}
          </h1>
          <p className="hero-tagline">
            An inclusive group of LGBTQ+ students and allies. Fun, friends, food and local news,
            every week. Everyone is welcome.
          </p>
          <p className="hero-actions">
            <a className="button button-primary" href="/agenda">
              This week's agenda
            </a>
            <a className="button button-ghost" href="/about">
              About the club
            </a>
          </p>
        </div>
        {mascot === "cardinal" && <CardinalMascot className="hero-mascot" />}
      </div>
      <WaveDivider className="hero-divider" />
    </section>
  );
}

function AboutCards() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  if (!root) return null;
  const { club } = root.settings;
  return (
    <div className="about-cards">
      <section className="card feature-card" aria-labelledby="who-we-are">
        <h2 id="who-we-are">Who We Are</h2>
        <p>
          {club.name} is an inclusive group of LGBTQ+ people and allies. We meet once a week for
          fun, friends, food and local news. You don't need a label, you don't need to be out, and
          you don't need to talk: just come as you are.
        </p>
        <p>
          <a href="/about">More about us</a> · <a href="/docs/lgbtq">What is LGBTQ+?</a> ·{" "}
          <a href="/docs/guide-to-lgbtq">Guide to LGBTQ+</a>
        </p>
      </section>
      <section className="card feature-card" aria-labelledby="how-to-join">
        <h2 id="how-to-join">How To Join</h2>
        <p>
          Just show up! We meet {club.meetingDay} in {club.meetingPlace}. There's no sign-up and no
          attendance list. Please read our <a href="/guidelines">club guidelines</a> first.
        </p>
        <p>
          {/* The hidden words make the link say where it leads, to screen readers and search
              engines alike (Lighthouse's SEO audit fails a bare "Learn More"). */}
          <a className="button button-primary" href="/join">
            Learn More<span className="visually-hidden"> about joining</span>
          </a>
        </p>
      </section>
    </div>
  );
}
