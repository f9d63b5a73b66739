import { useEffect, useState, type ReactNode } from "react";
import { formatTime } from "../../lib/club-time/index.ts";
import { errorWords } from "../../lib/error-words.ts";
import { useWords } from "../../lib/words.tsx";
import {
  createPresenterFollow,
  endPresenterFollow,
  listPresenterFollows,
  type PresenterFollow,
} from "../../lib/present/presenter-follow-api.ts";

const WAITING_CHECK_MS = 3000;

interface ProjectorFollowLinkProps {
  meetingId: string;
  timeZone: string;
}

/** A code just made: shown once, with its address and that address's QR code. */
interface ShownCode {
  code: string;
  url: string;
  qrCode: string | null;
}

/**
 * "Show on the projector" (decisions 0070, 0149): makes a read-only follow link for this meeting, shown
 * as a short code to type at /follow on the projector, that address with the code, and its QR
 * code; lists the links that still work, each of which the organiser can end.
 */
export function ProjectorFollowLink({ meetingId, timeZone }: ProjectorFollowLinkProps) {
  const words = useWords();
  const [follows, setFollows] = useState<PresenterFollow[]>([]);
  const [shown, setShown] = useState<ShownCode | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const isWaiting = follows.some((follow) => !follow.isOpened);

  useEffect(() => {
    let isCurrent = true;
    const list = () =>
      listPresenterFollows(meetingId)
        .then((found) => isCurrent && setFollows(found))
        .catch((error: unknown) => {
          console.error("Could not list the follow links:", error);
          if (isCurrent) setProblem(errorWords(words, error));
        });
    void list();
    // While a code waits to be typed, the phone looks again now and then, so it says when the
    // projector has opened it (no event tells of it).
    const check = isWaiting ? window.setInterval(() => void list(), WAITING_CHECK_MS) : undefined;
    return () => {
      isCurrent = false;
      window.clearInterval(check);
    };
  }, [isWaiting, meetingId, words]);

  async function act(work: () => Promise<void>, failure: string) {
    setIsBusy(true);
    setProblem(null);
    try {
      await work();
      setFollows(await listPresenterFollows(meetingId));
    } catch (error) {
      console.error(`${failure}:`, error);
      setProblem(`${failure}. ${errorWords(words, error)}`);
    } finally {
      setIsBusy(false);
    }
  }

  const show = () =>
    act(async () => {
      const { code } = await createPresenterFollow(meetingId);
      // The projector's page speaks the organiser's language.
      const url = `${window.location.origin}${words.path("/follow")}#${code}`;
      setShown({ code, url, qrCode: null });
      // Drawn in the browser: the code never goes to a QR service.
      const { qrCodeDataUrl } = await import("../../lib/qr-code.ts");
      const qrCode = await qrCodeDataUrl(url);
      setShown((current) => (current?.code === code ? { ...current, qrCode } : current));
    }, words.t("room.projector.makeFailed"));

  const end = (follow: PresenterFollow) =>
    act(async () => {
      await endPresenterFollow(follow.$id);
      setShown(null);
    }, words.t("room.projector.stopFailed"));

  return (
    <section className="projector-follow" aria-labelledby="projector-follow-heading">
      <h3 id="projector-follow-heading">{words.t("room.projector.heading")}</h3>
      {shown && (
        <div className="projector-code">
          <p>
            {words.node("room.projector.typeCode", {
              address: `${window.location.host}${words.path("/follow")}`,
              strong: (chunks: ReactNode) => <strong>{chunks}</strong>,
            })}
          </p>
          <p className="projector-code-text">
            {shown.code.slice(0, 5)} {shown.code.slice(5)}
          </p>
          <p>
            {words.node("room.projector.orOpen", {
              url: shown.url,
              code: (chunks: ReactNode) => <code className="projector-code-url">{chunks}</code>,
            })}
          </p>
          {shown.qrCode && <img src={shown.qrCode} alt={words.t("room.projector.qrAlt")} />}
          <p className="admin-hint">{words.t("room.projector.once")}</p>
        </div>
      )}
      <ul className="projector-follows">
        {follows.map((follow) => (
          <li key={follow.$id}>
            {words.t(follow.isOpened ? "room.projector.following" : "room.projector.waiting", {
              time: formatTime(follow.expire, timeZone, words.intlTag),
            })}{" "}
            <button
              type="button"
              className="button button-secondary"
              disabled={isBusy}
              onClick={() => void end(follow)}
            >
              {words.t(follow.isOpened ? "room.projector.stop" : "room.projector.cancel")}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button button-secondary"
        disabled={isBusy}
        onClick={() => void show()}
      >
        {words.t("room.projector.show")}
      </button>
      {problem && (
        <p className="notice notice-problem" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
