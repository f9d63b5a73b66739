import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { printAST } from "@formatjs/icu-messageformat-parser/printer.js";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  Outlet,
  StaticRouterProvider,
} from "react-router";
import { describe, expect, it, vi } from "vitest";
import englishCatalogue from "../../i18n/catalogues/en.json";
import type { Locale, LocaleInfo } from "../../i18n/locales.ts";
import { createTranslator, type Catalogue } from "../../i18n/translate.ts";
import { AgendaBody, ClubGuidelines } from "../components/agenda-sections.tsx";
import { AskPage } from "../components/ask-page.tsx";
import { EventCard } from "../components/event-card.tsx";
import { Footer } from "../components/footer.tsx";
import { ListingPage } from "../components/listing-page.tsx";
import { MeetingCard } from "../components/meeting-card.tsx";
import { Navbar } from "../components/navbar.tsx";
import { PageNotFound } from "../components/page-not-found.tsx";
import { PresentClocks } from "../components/present/present-clocks.tsx";
import { PresentModeButton } from "../components/present-mode-button.tsx";
import { QuickExitButton } from "../components/quick-exit-button.tsx";
import { TitleSlide } from "../components/present/title-slide.tsx";
import { PollSlide, QuestionsSlide } from "../components/present/room-slides.tsx";
import { PollControls } from "../components/present/poll-controls.tsx";
import { QuestionQueue } from "../components/present/question-queue.tsx";
import { RoomPoll } from "../components/room-poll.tsx";
import { askWords } from "./ask-words.ts";
import { EMPTY_ROOM_SCREEN, type RoomScreen } from "./collections/room-screens.ts";
import { emptyAgenda } from "./collections/agendas.ts";
import type { ClubEvent } from "./collections/events.ts";
import type { Meeting } from "./collections/meetings.ts";
import { pageScriptWords } from "./page-script-words.ts";
import type { PublicSettings } from "./public-settings.ts";
import { WordsContext } from "./words.tsx";
import { LanguageSection } from "../components/admin/account/language-section.tsx";
import { AdminLoading } from "../components/admin/admin-loading.tsx";
import { BackupDownload } from "../components/admin/handover/backup-download.tsx";
import { RestoreBackup } from "../components/admin/restore-backup.tsx";
import { DeleteCard } from "../components/admin/delete-card.tsx";
import { LoginForm } from "../components/admin/login-form.tsx";
import { MeetingSettings } from "../components/admin/meeting-settings.tsx";
import { NoAgenda } from "../components/admin/no-agenda.tsx";
import { OrganiserNotes } from "../components/admin/organiser-notes.tsx";
import { PlannedMinutes } from "../components/admin/planned-minutes.tsx";
import { SaveBar } from "../components/admin/save-bar.tsx";
import { ScheduleItem } from "../components/admin/schedule-item.tsx";
import { UnsavedChangesPrompt } from "../components/admin/unsaved-changes-prompt.tsx";
import { minutesDraftFrom, settingsDraftFrom } from "./admin/meeting-draft.ts";

// "Ready for more" (issue 24): a third language is one line in i18n/locales.ts and a catalogue.
// This test adds a pseudo-language whose every message is written in fullwidth letters
// ("Ｊｏｉｎ"), with Japanese dates, and renders the public screens' parts in it: any plain
// ASCII letter left on screen is a word that does not come from the catalogue. The data itself
// (club name, meeting titles) is written in symbols, so it cannot hide one.

// The one line, added for this test's modules: the list's type is the real one's (the
// pseudo-language exists only at run time here, hence the casts).
vi.mock(import("../../i18n/locales.ts"), async (importOriginal) => {
  const real = await importOriginal();
  const pseudo: LocaleInfo = { code: "xx", name: "Ｐｓｅｕｄｏ", intlTag: "ja-JP" };
  const LOCALES = [...real.LOCALES, pseudo] as unknown as typeof real.LOCALES;
  return {
    ...real,
    LOCALES,
    isLocale: (value: string | undefined): value is Locale =>
      LOCALES.some((locale) => locale.code === value),
    localeInfo: (code: string) => LOCALES.find((locale) => locale.code === code) ?? real.LOCALES[0],
  };
});

const FULLWIDTH_OFFSET = 0xfee0;

/** Every ASCII letter of the message's literal text in fullwidth; placeholders and tags kept. */
function pseudoText(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (element.type === TYPE.literal) {
      const value = element.value.replace(/[A-Za-z]/g, (letter) =>
        String.fromCharCode(letter.charCodeAt(0) + FULLWIDTH_OFFSET),
      );
      return { ...element, value };
    }
    if (element.type === TYPE.tag) return { ...element, children: pseudoText(element.children) };
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([key, option]) => [
          key,
          { ...option, value: pseudoText(option.value) },
        ]),
      );
      return { ...element, options };
    }
    return element;
  });
}

const pseudoCatalogue: Catalogue = Object.fromEntries(
  Object.entries(englishCatalogue).map(([id, text]) => [id, printAST(pseudoText(parse(text)))]),
) as Catalogue;

const words = createTranslator("xx" as never, pseudoCatalogue);

const settings: PublicSettings = {
  appwrite: { endpoint: null, projectId: "pride-club" },
  school: { name: "★★", initials: "★", website: "https://school.example/" },
  club: { name: "♥♥", timeZone: "America/Chicago", meetingDay: "♦", meetingPlace: "♣" },
  siteCreator: { name: "✿", website: "https://creator.example/" },
  mascot: { kind: "cardinal" },
  accent: { light: null, dark: null },
  contactEmails: {
    leaders: ["a@example.org"],
    coLeaders: ["b@example.org"],
    websiteManager: "c@example.org",
  },
  quickExitUrl: "https://neutral.example/",
  publicUrl: "https://pride.example.org",
};

const NOW = "2026-11-25T20:00:00.000Z";

const noop = () => undefined;

const openPoll: RoomScreen = {
  ...EMPTY_ROOM_SCREEN,
  poll_id: "p1",
  poll_state: "open",
  poll_question: "♫",
  poll_options: ["☀", "☂"],
  poll_allows_several: true,
};

const shownPoll = { question: "♫", options: ["☀", "☂"], totals: [2, 1], state: "open" as const };

const meeting: Meeting = {
  id: "m1",
  title: "",
  start: "2026-11-27T21:00:00.000Z",
  end: "2026-11-27T22:00:00.000Z",
  location: "",
  location_on_request: true,
  canceled: false,
  accessibility_notes: "",
  language: "",
};

const event: ClubEvent = {
  id: "e1",
  title: "",
  time: "2026-12-05T22:00:00.000Z",
  end: "2026-12-05T23:00:00.000Z",
  location: "",
  location_on_request: true,
  description: "",
  flyer_file_id: "",
  flyer_alt: "",
  flyer_width: null,
  flyer_height: null,
};

/** `screen` rendered on the server as a page at `path` of the pseudo-language. */
async function render(path: string, screen: ReactNode): Promise<string> {
  const root = { settings, locale: "xx", offeredLocale: null };
  const { query, dataRoutes } = createStaticHandler([
    {
      id: "root",
      path: "/",
      loader: () => root,
      Component: Outlet,
      children: [{ path: "*", Component: () => screen }],
    },
  ]);
  const context = await query(new Request(`https://pride.example.org${path}`));
  if (context instanceof Response) throw new Error(`No page at ${path}`);
  return renderToString(
    <WordsContext value={words}>
      <StaticRouterProvider router={createStaticRouter(dataRoutes, context)} context={context} />
    </WordsContext>,
  );
}

/**
 * The words a person meets on `html`: its text and its labelling attributes, leaving out what is
 * marked as another language on purpose (the switch names each language in its own words).
 */
function visibleWords(html: string): string[] {
  // The footer's rainbow PRIDE banner is lettering, the same word in every language.
  const withoutBanner = html.replace(/<p class="pride-banner">.*?<\/p>/s, "");
  const withoutOtherLanguages = withoutBanner.replace(
    /<(\w+)[^>]*\slang="(?!xx")[^"]*"[^>]*>.*?<\/\1>/gs,
    "",
  );
  const attributes = [
    ...withoutOtherLanguages.matchAll(/\s(?:aria-label|title|alt|placeholder)="([^"]*)"/g),
  ].map((match) => match[1] ?? "");
  const text = withoutOtherLanguages
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, "\n")
    .split("\n");
  return [...text, ...attributes].map((each) => each.trim()).filter(Boolean);
}

/** Words with a plain letter in them; an address shown as text (the QR code's) is no word. */
function untranslated(html: string): string[] {
  return visibleWords(html)
    .map((each) =>
      each.replace(/&(#x27|quot|amp|lt|gt);/g, "").replace(/[\w.-]+\.[a-z]{2,}\/\S*/g, ""),
    )
    .filter((each) => /[A-Za-z]/.test(each));
}

describe("a third language added as one line and a catalogue", () => {
  it("gets its addresses: every page and file in routes.ts has a /xx/ twin", async () => {
    const { default: routes } = await import("../routes.ts");
    const paths = routes.map((route) => route.path ?? "");
    const english = paths.filter((path) => !/^(es|xx)(\/|$)/.test(path) && path !== "*");
    const localised = english.filter(
      (path) => paths.includes(`es/${path}`) || (path === "" && paths.includes("es")),
    );

    expect(localised.length).toBeGreaterThan(15);
    for (const path of localised) {
      expect(paths, `the pseudo-language's ${path || "home page"}`).toContain(
        path === "" ? "xx" : `xx/${path}`,
      );
    }
  });

  it.each([
    { name: "the header, quick exit and footer", path: "/xx/join", screen: <Chrome /> },
    {
      name: "meeting and event cards, upcoming and canceled",
      path: "/xx",
      screen: (
        <>
          <MeetingCard meeting={meeting} timeZone="America/Chicago" serverNow={NOW} />
          <MeetingCard
            meeting={{ ...meeting, id: "m2", canceled: true }}
            timeZone="America/Chicago"
            serverNow={NOW}
          />
          <EventCard event={event} timeZone="America/Chicago" serverNow={NOW} />
        </>
      ),
    },
    {
      name: "an agenda's sections and present mode's button",
      path: "/xx/agenda/m1",
      screen: (
        <>
          <PresentModeButton />
          <ClubGuidelines guidelines={null} />
          <AgendaBody agenda={{ ...emptyAgenda(), question_1: "?" }} extras={null} />
        </>
      ),
    },
    {
      name: "present mode's title screen and clocks",
      path: "/xx/agenda/m1",
      screen: (
        <>
          <TitleSlide
            meeting={{ ...meeting, canceled: true }}
            timeZone="America/Chicago"
            askUrl="https://pride.example.org/ask/m1"
            clubName="♥♥"
            mascot={{ kind: "cardinal" }}
          />
          <PresentClocks
            slide={{ key: "agenda", title: "agenda.theGayAgenda", plannedMinutes: 5 }}
            timer={{ elapsedMs: 60_000, runningSince: null }}
            meeting={meeting}
          />
        </>
      ),
    },
    {
      name: "the list of every event, on a later page",
      path: "/xx/events",
      screen: (
        <ListingPage
          kind="events"
          intro={words.t("listing.intro", { kind: "events" })}
          listing={{ upcoming: [], past: [event], page: 2, pageCount: 3 }}
          path="/events"
          renderCard={(item) => (
            <EventCard event={item} timeZone="America/Chicago" serverNow={NOW} />
          )}
        />
      ),
    },
    {
      name: "the Ask page with an open poll that takes several choices",
      path: "/xx/ask/m1",
      screen: <AskPage meeting={meeting} screen={openPoll} timeZone="America/Chicago" />,
    },
    {
      name: "the Ask page's poll with none open, and closed",
      path: "/xx/ask/m1",
      screen: (
        <>
          <RoomPoll screen={EMPTY_ROOM_SCREEN} />
          <RoomPoll screen={{ ...openPoll, poll_state: "closed" }} />
        </>
      ),
    },
    {
      name: "present mode's questions and poll slides, open and closed",
      path: "/xx/agenda/m1",
      screen: (
        <>
          <QuestionsSlide questions={["♪"]} askUrl="https://♪" />
          <PollSlide poll={shownPoll} askUrl="https://♪" />
          <PollSlide poll={{ ...shownPoll, state: "closed", totals: [1, 0] }} askUrl="https://♪" />
        </>
      ),
    },
    {
      name: "the presenter view's question queue and polls, before they load",
      path: "/xx/admin/m1/presenter",
      screen: (
        <>
          <QuestionQueue meetingId="m1" shownQuestions={[]} onShownChange={noop} />
          <PollControls meetingId="m1" room={openPoll} onRoomChange={noop} onShownPoll={noop} />
        </>
      ),
    },
    { name: "the page not found", path: "/xx/nowhere", screen: <PageNotFound /> },
    {
      name: "a backup's download, on either Appwrite, and its restore on the setup screen",
      path: "/admin/handover",
      screen: (
        <>
          <BackupDownload isEmbedded />
          <BackupDownload isEmbedded={false} />
          <RestoreBackup link={{ invitationId: "i1", secret: "s1" }} />
        </>
      ),
    },
    {
      name: "the admin screens' parts (sign-in, lists, Manage Meeting, Your account)",
      path: "/admin",
      screen: (
        <>
          <AdminLoading title="★" />
          <LoginForm websiteManagerEmail="c@example.org" />
          <ScheduleItem
            {...meeting}
            title="♦"
            location="♣"
            timeZone="America/Chicago"
            editTo="/admin/m1"
          />
          <MeetingSettings
            settings={settingsDraftFrom({ ...meeting, title: "♦" }, "America/Chicago")}
            timeZone="★"
            isEndBeforeStart
          />
          <NoAgenda formId="f" error={null} />
          <PlannedMinutes minutes={minutesDraftFrom(null)} isRefused={false} />
          <OrganiserNotes notes="" />
          <DeleteCard thing="meeting" hint="★" consequence="★" error={null} />
          <SaveBar
            isSaving={false}
            hasUnsavedChanges
            hasSaved={false}
            problem={null}
            onSave={() => undefined}
          />
          <UnsavedChangesPrompt />
          <LanguageSection locale="en" result={undefined} />
        </>
      ),
    },
  ])("shows no word that is not in its catalogue: $name", async ({ path, screen }) => {
    const html = await render(path, screen);

    expect(visibleWords(html).length).toBeGreaterThan(0);
    expect(untranslated(html)).toEqual([]);
  });

  it("gives the page script its words in the new language too", () => {
    const scriptWords = JSON.stringify(pageScriptWords(words));

    expect(scriptWords).toContain("ja-JP");
    expect(scriptWords.replace(/"[a-zA-Z]+":/g, "").replace(/ja-JP/, "")).not.toMatch(/[A-Za-z]/);
  });

  it("gives the Ask page's script its words in the new language too", () => {
    const scriptWords = JSON.stringify(askWords(words, 280));

    expect(scriptWords.replace(/"[a-zA-Z_]+":/g, "")).not.toMatch(/[A-Za-z]/);
  });
});

/** The chrome every page has: the quick exit, the header with the language switch, the footer. */
function Chrome() {
  return (
    <>
      <QuickExitButton url={settings.quickExitUrl} />
      <Navbar
        clubName={settings.club.name}
        quickExitUrl={settings.quickExitUrl}
        offeredLocale={null}
        mascot={settings.mascot}
        appwrite={settings.appwrite}
      />
      <Footer settings={settings} />
    </>
  );
}
