import { useWords } from "../../lib/words.tsx";
import { useWrittenIn } from "../../lib/written-in.tsx";
import { ClubMascot } from "../club-mascot.tsx";
import type { MascotView } from "../../lib/mascot-picture.ts";
import { formatLongDate, formatTimeRange } from "../../lib/club-time/index.ts";
import type { Meeting } from "../../lib/collections/meetings.ts";
import { publicLocation } from "../../lib/meeting-location.ts";
import { meetingTitle } from "../../lib/meeting-title.ts";
import { useQrCode } from "../../lib/present/use-qr-code.ts";

interface TitleSlideProps {
  meeting: Meeting;
  timeZone: string;
  /** The meeting's Ask page (PUBLIC_URL), for the QR code phones in the room scan. */
  askUrl: string;
  clubName: string;
  /** The club's mascot (decision 0115): the cardinal, none, or the club's picture. */
  mascot: MascotView;
}

/**
 * The first screen, in the club's colours: the flag, the club's name, the meeting's title and
 * date, the mascot, and a QR code of the meeting's Ask page (questions, polls, "I'm here").
 */
export function TitleSlide({ meeting, timeZone, askUrl, clubName, mascot }: TitleSlideProps) {
  const qrCode = useQrCode(askUrl);
  const words = useWords();
  const lang = useWrittenIn();
  const place = publicLocation(meeting, words);
  return (
    <div className="title-slide">
      <ClubMascot view={mascot} className="title-slide-mascot" sizes="min(30vh, 20vw)" />
      <div className="title-slide-text">
        <div className="title-slide-flag" aria-hidden="true" />
        <p className="title-slide-club">{clubName}</p>
        <h1 lang={meeting.title.trim() ? lang : undefined}>{meetingTitle(meeting, words)}</h1>
        <p className="title-slide-when">
          <time dateTime={meeting.start}>
            {formatLongDate(meeting.start, timeZone, words.intlTag)}
          </time>{" "}
          <span>{formatTimeRange(meeting.start, meeting.end, timeZone, words.intlTag)}</span>
        </p>
        {place && <p className="title-slide-where">{place}</p>}
        {meeting.canceled && <p className="notice notice-canceled">{words.t("agenda.canceled")}</p>}
      </div>
      <figure className="title-slide-qr">
        {qrCode && <img src={qrCode} alt={words.t("present.qrAlt")} />}
        <figcaption>
          {words.t("present.askCaption", { address: askUrl.replace(/^https?:\/\//, "") })}
        </figcaption>
      </figure>
    </div>
  );
}
