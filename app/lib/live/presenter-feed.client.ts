import { Databases, type Realtime, type RealtimeResponseEvent } from "appwrite";
import { loadSiteCredential } from "../admin/site-credential.ts";
import { getBrowserAppwrite } from "../appwrite.client.ts";
import { newBrowserClient } from "../browser-client.client.ts";
import { hasErrorType } from "../error-words.ts";
import { getFollowCredential } from "../present/presenter-follow-api.ts";
import {
  getPresenterState,
  PRESENTER_STATES,
  presenterStateSchema,
  savePresenterState,
} from "../collections/presenter-states.ts";
import type { DeckState } from "../present/slides.ts";
import {
  browserRealtime,
  documentChannel,
  isDeletion,
  onConnectionChange,
  watchedRealtime,
} from "./realtime.client.ts";

// The presenter state of a meeting (decision 0047): the organiser's phone writes it, and the
// projector of an organiser who chose to follow it moves with it. Only organisers can read it,
// so only their connections hear of it, and the user of a projector's follow link (0149).

// A follow link ended early is heard of by no event (its projector simply hears nothing more):
// the projector asks the site this often whether its link still works, and catches up on the way.
const FOLLOW_LINK_CHECK_MS = 30_000;
// The link's JWTs live 15 minutes: the realtime connection is made again with a new one well
// before, as Appwrite checks a connection's JWT when it opens.
const FOLLOW_RECONNECT_MS = 5 * 60_000;
// An Appwrite whose realtime does not read a JWT from the address (self-hosted releases up to
// 1.9 read it from a header only, which a browser's websocket cannot send) takes the projector's
// connection as a guest's, which hears nothing of the presenter state: the page then reads it
// this often instead.
const GUEST_SOCKET_READ_MS = 2_000;

/** Whether the person at this browser is a signed-in organiser, who may drive a presentation. */
export async function isOrganiser(): Promise<boolean> {
  return (await loadSiteCredential()).kind === "admin";
}

/** Stores where the presentation of meeting `id` stands, for every device following it. */
export function publishPresenterState(id: string, state: DeckState): Promise<void> {
  return savePresenterState(getBrowserAppwrite().databases, id, state);
}

/**
 * Calls `onState` with where the presentation of meeting `id` stands: now, after every change,
 * and after every reconnection. Returns the way to stop.
 */
export function followPresenterState(
  id: string,
  onState: (state: DeckState) => void,
): Promise<() => void> {
  return listenToPresenterState(id, browserRealtime(), onState, () =>
    getPresenterState(getBrowserAppwrite().databases, id)
      .then((state) => state !== null && onState(state))
      .catch((error: unknown) => console.warn("Could not read the presenter state:", error)),
  );
}

/**
 * As followPresenterState, for a projector that opened a follow link: it reads and listens with
 * the short JWTs the site hands it (decision 0149), and calls `onEnded` once the link expired or
 * an organiser ended it.
 */
export async function followPresenterLink(
  id: string,
  onState: (state: DeckState) => void,
  onEnded: () => void,
): Promise<() => void> {
  let databases: Databases | null = null;
  let stopListening = () => {};
  let connectedAt = 0;
  let reading: number | undefined;
  const onConnected = (isGuest: boolean) => {
    window.clearInterval(reading);
    reading = isGuest ? window.setInterval(() => void catchUp(), GUEST_SOCKET_READ_MS) : undefined;
  };
  const catchUp = async () => {
    if (!databases) return;
    const state = await getPresenterState(databases, id).catch((error: unknown) => {
      console.warn("Could not read the presenter state:", error);
      return null;
    });
    if (state !== null) onState(state);
  };
  /** Asks the site for a new credential: false once the link has ended. */
  const renew = async (): Promise<boolean> => {
    let credential;
    try {
      credential = await getFollowCredential();
    } catch (error) {
      if (hasErrorType(error, "user_invalid_token")) {
        window.clearInterval(reading);
        stopListening();
        onEnded();
        return false;
      }
      console.warn("Could not renew the follow link:", error);
      return true;
    }
    const client = newBrowserClient().setJWT(credential.jwt);
    databases = new Databases(client);
    if (Date.now() - connectedAt >= FOLLOW_RECONNECT_MS) {
      connectedAt = Date.now();
      const previous = stopListening;
      const realtime = watchedRealtime(client, onConnected);
      const stop = await listenToPresenterState(id, realtime, onState, catchUp);
      stopListening = () => {
        stop();
        void realtime.disconnect();
      };
      previous();
    } else {
      await catchUp();
    }
    return true;
  };
  if (!(await renew())) return () => {};
  const check = window.setInterval(() => {
    void renew().then((isWorking) => isWorking || window.clearInterval(check));
  }, FOLLOW_LINK_CHECK_MS);
  return () => {
    window.clearInterval(check);
    window.clearInterval(reading);
    stopListening();
  };
}

async function listenToPresenterState(
  id: string,
  realtime: Realtime,
  onState: (state: DeckState) => void,
  catchUp: () => Promise<unknown>,
): Promise<() => void> {
  const channel = documentChannel(PRESENTER_STATES, id);
  const stopListening = onConnectionChange([channel], (isConnected) => {
    if (isConnected) void catchUp();
  });
  const subscription = await realtime.subscribe(
    channel,
    (message: RealtimeResponseEvent<unknown>) => {
      if (!isDeletion(message)) onState(presenterStateSchema.parse(message.payload));
    },
  );
  await catchUp();
  return () => {
    stopListening();
    void subscription.close();
  };
}
