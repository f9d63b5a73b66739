import { useEffect, useState } from "react";
import { getBrowserAppwrite } from "../../lib/appwrite.client.ts";
import { usesEmbeddedBackend } from "../../lib/browser-client.client.ts";
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
 * "Show on the projector" (decision 0070): makes a read-only follow link for this meeting, shown
 * as a short code to type at /follow on the projector, that address with the code, and its QR
 * code; lists the links that still work, each of which the organiser can end.
 */
export function ProjectorFollowLink({ meetingId, timeZone }: ProjectorFollowLinkProps) {
  const words = useWords();
  const [follows, setFollows] = useState<PresenterFollow[]>([]);
  const [shown, setShown] = useState<ShownCode | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const isAvailable = usesEmbeddedBackend();
  const isWaiting = follows.some((follow) => !follow.isOpened);

  useEffect(() => {
    if (!isAvailable) return;
    let isCurrent = true;
    const list = () =>
      listPresenterFollows(getBrowserAppwrite().client, meetingId)
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
  }, [isAvailable, isWaiting, meetingId, words]);

  async function act(work: () => Promise<void>, failure: string) {
    setIsBusy(true);
    setProblem(null);
    try {
      await work();
      setFollows(await listPresenterFollows(getBrowserAppwrite().client, meetingId));
    } catch (error) {
      console.error(`${failure}:`, error);
      setProblem(`${failure}. ${errorWords(words, error)}`);
    } finally {
      setIsBusy(false);
    }
  }

  const show = () =>
    act(async () => {
      const { code } = await createPresenterFollow(getBrowserAppwrite().client, meetingId);
      const url = `${window.location.origin}/follow#${code}`;
      setShown({ code, url, qrCode: null });
      // Drawn in the browser: the code never goes to a QR service.
      const { qrCodeDataUrl } = await import("../../lib/qr-code.ts");
      const qrCode = await qrCodeDataUrl(url);
      setShown((current) => (current?.code === code ? { ...current, qrCode } : current));
    }, "Could not make a code for the projector");

  const end = (follow: PresenterFollow) =>
    act(async () => {
      await endPresenterFollow(getBrowserAppwrite().client, follow.$id);
      setShown(null);
    }, "Could not stop the projector following");

  if (!isAvailable) {
    return (
      <p className="admin-hint">
        On the projector, sign in, open the agenda in present mode and choose Follow presenter view.
        (Follow codes need the site's own backend.)
      </p>
    );
  }
  return (
    <section className="projector-follow" aria-labelledby="projector-follow-heading">
      <h3 id="projector-follow-heading">Projector</h3>
      {shown && (
        <div className="projector-code">
          <p>
            On the projector, open <strong>{window.location.host}/follow</strong> and type:
          </p>
          <p className="projector-code-text">
            {shown.code.slice(0, 5)} {shown.code.slice(5)}
          </p>
          <p>
            Or open this address there: <code className="projector-code-url">{shown.url}</code>
          </p>
          {shown.qrCode && <img src={shown.qrCode} alt="QR code of the follow address" />}
          <p className="admin-hint">It works once. Nobody signs in on the projector.</p>
        </div>
      )}
      <ul className="projector-follows">
        {follows.map((follow) => (
          <li key={follow.$id}>
            {follow.isOpened ? "A projector follows" : "A code waits to be typed"} until{" "}
            {formatTime(follow.expire, timeZone)}.{" "}
            <button
              type="button"
              className="button button-secondary"
              disabled={isBusy}
              onClick={() => void end(follow)}
            >
              {follow.isOpened ? "Stop the projector following" : "Cancel the code"}
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
        Show on the projector
      </button>
      {problem && (
        <p className="notice notice-problem" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
