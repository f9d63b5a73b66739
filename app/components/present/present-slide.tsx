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
import { AgendaExtrasContent } from "../agenda-extras-content.tsx";
import type { Guideline } from "../../lib/collections/guidelines.ts";
import type { Meeting } from "../../lib/collections/meetings.ts";
import type { RoomScreen } from "../../lib/collections/room-screens.ts";
import type { AgendaTexts } from "../../lib/live/live-agenda.ts";
import type { SlideKey } from "../../lib/collections/presenter-states.ts";
import { PollSlide, QuestionsSlide } from "./room-slides.tsx";
import { TitleSlide } from "./title-slide.tsx";
import type { MascotView } from "../../lib/mascot-picture.ts";

export interface PresentSlideProps {
  slide: SlideKey;
  meeting: Meeting;
  agenda: AgendaTexts | null;
  room: RoomScreen;
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
  room,
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
  if (slide === "questions") return <QuestionsSlide questions={room.questions} />;
  if (slide === "poll") return <PollSlide room={room} />;
  if (slide === "guidelines") return <ClubGuidelines guidelines={guidelines} />;
  if (agenda === null) {
    return (
      <AgendaSection id="the-gay-agenda" title={words.t("agenda.theGayAgenda")}>
        <p className="agenda-empty">{words.t("agenda.notWritten")}</p>
      </AgendaSection>
    );
  }
  const { fields } = agenda;
  switch (slide) {
    case "agenda":
      return <TheGayAgenda preview={fields.agenda_preview} />;
    case "circle-time":
      return <CircleTime questions={circleTimeQuestions(fields)} />;
    case "quote":
      return <QuoteOfTheDay text={fields.quote_text} author={fields.quote_author} />;
    case "extras":
      return (
        <AgendaExtras>
          <AgendaExtrasContent extras={agenda.extras} />
        </AgendaExtras>
      );
  }
}
