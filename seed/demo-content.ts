import { defaultMeetingTimes } from "../app/lib/club-time/meeting-defaults.ts";
import { AGENDAS, type Agenda } from "../app/lib/collections/agendas.ts";
import { DATABASE_ID, permissionsFor } from "../app/lib/collections/database.ts";
import { EVENTS } from "../app/lib/collections/events.ts";
import { MEETINGS } from "../app/lib/collections/meetings.ts";

/**
 * The demo club a new install starts with: meetings a week apart around "now" (some past, some
 * upcoming, one canceled), full agendas, and events. Dates are computed from `now` so the demo
 * always looks alive. No real names: the demo must be safe to show on a classroom screen.
 */
export interface DemoDocument {
  databaseId: typeof DATABASE_ID;
  collectionId: typeof MEETINGS | typeof EVENTS | typeof AGENDAS;
  documentId: string;
  data: Record<string, string | number | boolean | null>;
  /** Saved, so public by their own read("any") (decision 0134). */
  permissions: string[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoMeeting {
  id: string;
  daysFromNow: number;
  title: string;
  location: string;
  canceled?: boolean;
  /** The agenda's texts, and planned minutes where the demo times its sections. */
  agenda: Partial<Agenda>;
}

const meetings: DemoMeeting[] = [
  {
    id: "demo-welcome-back",
    daysFromNow: -14,
    title: "Welcome Back Social",
    location: "Room 214",
    agenda: {
      agenda_preview: "Snacks, introductions and planning what we want to do this semester.",
      question_1: "What is one thing that made you smile this week?",
      question_2: "What would you like the club to do this year?",
      question_3: "What's a comfort show or song you keep coming back to?",
      quote_text: "Be yourself; everyone else is already taken.",
      quote_author: "Oscar Wilde",
      everything_else:
        "## Plan for today\n\n1. Snacks and name tags (pronouns optional!)\n2. Go over the club guidelines together\n3. Brainstorm ideas for the semester\n\n## Ideas board\n\n| Idea | Who's interested |\n| --- | --- |\n| Movie night | ✋✋✋ |\n| Bake sale | ✋✋ |\n| Poster design | ✋ |\n",
    },
  },
  {
    id: "demo-history-trivia",
    daysFromNow: -7,
    title: "Queer History Trivia",
    location: "Room 214",
    agenda: {
      agenda_preview: "Teams, prizes, and a few stories from LGBTQ+ history you might not know.",
      question_1: "If you could have dinner with anyone from history, who would it be?",
      question_2: "What's a fact you learned recently that surprised you?",
      question_3: "Who is someone you look up to, and why?",
      quote_text: "No one is free until we are all free.",
      quote_author: "Marsha P. Johnson (attributed)",
      everything_else:
        "## Trivia rounds\n\n- **Round 1:** Symbols and flags\n- **Round 2:** Firsts and milestones\n- **Round 3:** Music and movies\n\n> Tip: teams of 3 or 4 work best. Mix it up and sit with someone new!\n",
    },
  },
  {
    id: "demo-flag-workshop",
    daysFromNow: 2,
    title: "Pride Flag Art Workshop",
    location: "Art Room 102",
    agenda: {
      agenda_preview:
        "We'll learn what the colours of different Pride flags mean, then make our own.",
      question_1: "Which flag's colours do you like the most?",
      question_2: "If you designed a flag for our club, what would be on it?",
      question_3: "What's your favourite way to be creative?",
      quote_text: "Art is the only way to run away without leaving home.",
      quote_author: "Twyla Tharp",
      everything_else:
        "## Supplies\n\n- [x] Paper and markers\n- [x] Paint (washable!)\n- [ ] Glitter (ask first, it gets everywhere)\n\n## Flags we'll talk about\n\n| Flag | Stripes |\n| --- | --- |\n| Rainbow (1978) | 8, later 6 |\n| Transgender | 5 |\n| Bisexual | 3 |\n| Nonbinary | 4 |\n\nYou can take your art home or keep it in the club folder, whichever feels right.\n",
    },
  },
  {
    id: "demo-ally-week",
    daysFromNow: 9,
    title: "Planning Ally Week",
    location: "Room 214",
    agenda: {
      agenda_preview: "Let's plan posters and a lunch table for Ally Week.",
      question_1: "What does being a good ally look like to you?",
      question_2: "What's one small thing that makes school feel safer?",
      question_3: "Which part of Ally Week would you like to help with?",
      quote_text: "Alone we can do so little; together we can do so much.",
      quote_author: "Helen Keller",
      everything_else:
        "## Jobs\n\n1. Poster team\n2. Lunch table sign-up (two people per day)\n3. Social media captions (no photos of members without a clear yes!)\n\n## Reminder\n\nNobody has to be visible to help. Behind-the-scenes jobs count just as much.\n",
    },
  },
  {
    id: "demo-movie-night",
    daysFromNow: 16,
    title: "Movie Night",
    location: "Library",
    canceled: true,
    agenda: {
      agenda_preview: "Canceled because of the school assembly; we'll pick a new date together.",
      question_1: "What's a movie that made you feel seen?",
      question_2: "Popcorn: sweet or salty?",
      question_3: "What should we watch next time?",
      quote_text: "",
      quote_author: "",
      everything_else: "",
    },
  },
  {
    id: "demo-game-day",
    daysFromNow: 23,
    title: "Board Game Day",
    location: "Room 214",
    agenda: {
      agenda_preview: "Bring a game or play one of ours. Cooperative games welcome!",
      question_1: "What's a game you always want to play?",
      question_2: "Are you a strategist or a chaos player?",
      question_3: "What is something you're looking forward to?",
      quote_text: "We don't stop playing because we grow old; we grow old because we stop playing.",
      quote_author: "George Bernard Shaw",
      everything_else:
        "## Games on the table\n\n- Cooperative puzzle games\n- Word games\n- Card games\n",
    },
  },
];

const events = [
  {
    id: "demo-event-bake-sale",
    daysFromNow: 5,
    title: "Bake Sale for the Local Youth Center",
    hours: 3,
    location: "Main lobby, by the trophy case",
    description:
      "Every dollar goes to the **Local Youth Center**'s drop-in evenings.\n\n" +
      "- Bring something you baked, or just come and buy\n" +
      "- Label anything with nuts, gluten or dairy\n" +
      "- Sign-up for a one-hour shift at the next meeting",
  },
  {
    id: "demo-event-ally-week",
    daysFromNow: 12,
    title: "Ally Week",
    hours: 24 * 5,
    location: "All around the school",
    description:
      "A week of small things that make school kinder: a pledge banner in the cafeteria, " +
      "pronoun pins at the library desk and a lunchtime trivia quiz on Friday.\n\n" +
      "Allies are welcome at every part of it.",
  },
  {
    id: "demo-event-spring-picnic",
    daysFromNow: 40,
    title: "Spring Pride Picnic",
    hours: 4,
    // A picnic off campus: its place is told to members, not printed on a public page.
    location: "",
    locationOnRequest: true,
    description:
      "Food, games and a lot of rainbow. The club brings drinks and snacks; bring a blanket " +
      "and something to share if you can.",
  },
];

/** Every demo document, with dates computed from `now` in the club time zone. */
export function demoDocuments(now: Date, timeZone: string): DemoDocument[] {
  const at = (days: number) =>
    defaultMeetingTimes(new Date(now.getTime() + days * DAY_MS), timeZone);
  const documents: DemoDocument[] = [];
  for (const meeting of meetings) {
    const { start, end } = at(meeting.daysFromNow);
    documents.push({
      databaseId: DATABASE_ID,
      collectionId: MEETINGS,
      documentId: meeting.id,
      permissions: permissionsFor("public"),
      data: {
        title: meeting.title,
        start,
        end,
        location: meeting.location,
        canceled: meeting.canceled ?? false,
      },
    });
    documents.push({
      databaseId: DATABASE_ID,
      collectionId: AGENDAS,
      documentId: meeting.id,
      permissions: permissionsFor("public"),
      data: meeting.agenda,
    });
  }
  for (const event of events) {
    const { start } = at(event.daysFromNow);
    const end = new Date(new Date(start).getTime() + event.hours * 60 * 60 * 1000).toISOString();
    documents.push({
      databaseId: DATABASE_ID,
      collectionId: EVENTS,
      documentId: event.id,
      permissions: permissionsFor("public"),
      data: {
        title: event.title,
        time: start,
        end,
        location: event.location,
        location_on_request: event.locationOnRequest ?? false,
        description: event.description,
      },
    });
  }
  return documents;
}
