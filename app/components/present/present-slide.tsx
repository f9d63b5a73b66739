import { useWords } from "../../lib/words.tsx";
import {
  AgendaExtras,
  AgendaSection,
  CircleTime,
  circleTimeQuestions,
  ClubGuidelines,
  QuoteOfTheDay,
  TheGayAgenda,
} from "../agenda-sections.tsx";
import type { Guideline } from "../../lib/collections/guidelines.ts";
import type { Meeting } from "../../lib/collections/meetings.ts";
import type { RoomShown } from "../../lib/collections/presenter-states.ts";
import { extrasPartOf, extrasParts } from "../../lib/present/slides.ts";
import { RenderedMarkdown } from "../rendered-markdown.tsx";
import type { AgendaTexts } from "../../lib/live/live-agenda.ts";
import type { SlideKey } from "../../lib/collections/presenter-states.ts";
import { PollSlide, QuestionsSlide } from "./room-slides.tsx";
import { TitleSlide } from "./title-slide.tsx";
import type { MascotView } from "../../lib/mascot-picture.ts";

export interface PresentSlideProps {
  slide: SlideKey;
  meeting: Meeting;
  agenda: AgendaTexts | null;
  /** What the room sees of its questions and poll: nothing unless following (decision 0132). */
  shown: RoomShown;
  timeZone: string;
  askUrl: string;
  clubName: string;
  mascot: MascotView;
  guidelines: Guideline[] | null;
}

/** One screen of present mode, made of the same sections as the agenda page. */
export function PresentSlide({
  slide,
  meeting,
  agenda,
  shown,
  timeZone,
  askUrl,
  clubName,
  mascot,
  guidelines,
}: PresentSlideProps) {
  const words = useWords();
  if (slide === "title") {
    return (
      <TitleSlide
        meeting={meeting}
        timeZone={timeZone}
        askUrl={askUrl}
        clubName={clubName}
        mascot={mascot}
      />
    );
  }
  if (slide === "questions") return <QuestionsSlide questions={shown.questions} askUrl={askUrl} />;
  if (slide === "poll") return shown.poll && <PollSlide poll={shown.poll} askUrl={askUrl} />;
  if (slide === "guidelines") return <ClubGuidelines guidelines={guidelines} />;
  if (agenda === null) {
    return (
      <AgendaSection id="the-gay-agenda" title={words.t("agenda.theGayAgenda")}>
        <p className="agenda-empty">{words.t("agenda.notWritten")}</p>
      </AgendaSection>
    );
  }
  const { fields } = agenda;
  const part = extrasPartOf(slide);
  if (part !== null) {
    const parts = extrasParts(agenda);
    return (
      <AgendaExtras>
        <RenderedMarkdown html={parts[part] ?? ""} />
      </AgendaExtras>
    );
  }
  switch (slide) {
    case "agenda":
      return <TheGayAgenda preview={fields.agenda_preview} />;
    case "circle-time":
      return <CircleTime questions={circleTimeQuestions(fields)} />;
    case "quote":
      return <QuoteOfTheDay text={fields.quote_text} author={fields.quote_author} />;
  }
}
