import { useWords } from "../../lib/words.tsx";
import { useWrittenIn } from "../../lib/written-in.tsx";
import { useEffect, useState } from "react";
import { CardinalMascot } from "../cardinal-mascot.tsx";
import { formatLongDate, formatTimeRange } from "../../lib/club-time/index.ts";
import type { Meeting } from "../../lib/collections/meetings.ts";
import { publicLocation } from "../../lib/meeting-location.ts";
import { meetingTitle } from "../../lib/meeting-title.ts";

interface TitleSlideProps {
  meeting: Meeting;
  timeZone: string;
  /** The meeting's Ask page (PUBLIC_URL), for the QR code phones in the room scan. */
  askUrl: string;
  clubName: string;
}

/**
 * The first screen, in the club's colours: the flag, the club's name, the meeting's title and
 * date, the mascot, and a QR code of the meeting's Ask page (questions, polls, "I'm here").
 */
export function TitleSlide({ meeting, timeZone, askUrl, clubName }: TitleSlideProps) {
  const [qrCode, setQrCode] = useState<string | null>(null);
  const words = useWords();
  const lang = useWrittenIn();
  const place = publicLocation(meeting, words);
  useEffect(() => {
    let isCurrent = true;
    // Drawn in the browser (the address never goes to a QR service), with the QR code library
    // fetched only when a meeting is presented.
    import("../../lib/qr-code.ts")
      .then(({ qrCodeDataUrl }) => qrCodeDataUrl(askUrl))
      .then((url) => isCurrent && setQrCode(url))
      .catch((error: unknown) => console.warn("Could not draw the QR code:", error));
    return () => {
      isCurrent = false;
    };
  }, [askUrl]);
  return (
    <div className="title-slide">
      <CardinalMascot className="title-slide-mascot" />
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
