import type { RealtimeResponseEvent } from "appwrite";
import { loadSiteCredential } from "../admin/site-credential.ts";
import { getBrowserAppwrite } from "../appwrite.client.ts";
import { getBrowserClient } from "../browser-client.client.ts";
import { hasErrorType } from "../error-words.ts";
import { getFollowedPresenterState } from "../present/presenter-follow-api.ts";
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
} from "./realtime.client.ts";

// The presenter state of a meeting (decision 0047): the organiser's phone writes it, and the
// projector of an organiser who chose to follow it moves with it. Only organisers can read it,
// so only their connections hear of it, and projectors holding a follow link (decision 0070).

// A follow link ended early is heard of by no event (its projector simply hears nothing more):
// the projector asks this often whether its link still works, and catches up on the way.
const FOLLOW_LINK_CHECK_MS = 30_000;

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
  return listenToPresenterState(id, onState, () =>
    getPresenterState(getBrowserAppwrite().databases, id)
      .then((state) => state !== null && onState(state))
      .catch((error: unknown) => console.warn("Could not read the presenter state:", error)),
  );
}

/**
 * As followPresenterState, for a projector whose client speaks with a follow link: it reads
 * through the link, and calls `onEnded` once the link expired or an organiser ended it.
 */
export async function followPresenterLink(
  id: string,
  onState: (state: DeckState) => void,
  onEnded: () => void,
): Promise<() => void> {
  const catchUp = () =>
    getFollowedPresenterState(getBrowserClient())
      .then((state) => state !== null && onState(state))
      .catch((error: unknown) => {
        if (hasErrorType(error, "user_invalid_token")) onEnded();
        else console.warn("Could not read the presenter state:", error);
      });
  const stopListening = await listenToPresenterState(id, onState, catchUp);
  const check = window.setInterval(() => void catchUp(), FOLLOW_LINK_CHECK_MS);
  return () => {
    window.clearInterval(check);
    stopListening();
  };
}

async function listenToPresenterState(
  id: string,
  onState: (state: DeckState) => void,
  catchUp: () => Promise<unknown>,
): Promise<() => void> {
  const channel = documentChannel(PRESENTER_STATES, id);
  const stopListening = onConnectionChange([channel], (isConnected) => {
    if (isConnected) void catchUp();
  });
  const subscription = await browserRealtime().subscribe(
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
