import { useEffect, useState } from "react";
import { applyFeedEvent, type AgendaTexts, type LiveAgenda } from "./live-agenda.ts";
import type { Meeting } from "../collections/meetings.ts";

/**
 * Meeting and agenda as the server rendered them, then as realtime changes them: edits, deletion,
 * and whether the connection is down. The feed module (and the SDK in it) loads after hydration.
 */
export function useLiveAgenda(meeting: Meeting, agenda: AgendaTexts | null): LiveAgenda {
  const [live, setLive] = useState<LiveAgenda>({
    meeting,
    agenda,
    isMeetingDeleted: false,
    isReconnecting: false,
  });
  const id = meeting.id;
  useEffect(() => {
    let isFollowing = true;
    let stop: (() => void) | undefined;
    import("./meeting-feed.client.ts")
      .then(({ followMeeting }) =>
        followMeeting(id, (event) => setLive((current) => applyFeedEvent(current, event))),
      )
      .then((stopFollowing) => {
        if (isFollowing) stop = stopFollowing;
        else stopFollowing();
      })
      .catch((error: unknown) => {
        // The page still shows the agenda it was served; it just won't follow edits.
        console.warn("Live agenda updates are unavailable:", error);
        setLive((current) => ({ ...current, isReconnecting: true }));
      });
    return () => {
      isFollowing = false;
      stop?.();
    };
  }, [id]);
  return live;
}
