import type { RealtimeResponseEvent } from "appwrite";
import { loadAdminAccess } from "../admin/admin-access.ts";
import { getBrowserAppwrite } from "../appwrite.client.ts";
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
// so only their connections hear of it.

/** Whether the person at this browser is a signed-in organiser, who may drive a presentation. */
export async function isOrganiser(): Promise<boolean> {
  const access = await loadAdminAccess(getBrowserAppwrite().account);
  return access.kind === "admin";
}

/** Stores where the presentation of meeting `id` stands, for every device following it. */
export function publishPresenterState(id: string, state: DeckState): Promise<void> {
  return savePresenterState(getBrowserAppwrite().databases, id, state);
}

/**
 * Calls `onState` with where the presentation of meeting `id` stands: now, after every change,
 * and after every reconnection. Returns the way to stop.
 */
export async function followPresenterState(
  id: string,
  onState: (state: DeckState) => void,
): Promise<() => void> {
  const catchUp = () =>
    getPresenterState(getBrowserAppwrite().databases, id)
      .then((state) => state !== null && onState(state))
      .catch((error: unknown) => console.warn("Could not read the presenter state:", error));
  const stopListening = onConnectionChange((isConnected) => {
    if (isConnected) void catchUp();
  });
  const subscription = await browserRealtime().subscribe(
    documentChannel(PRESENTER_STATES, id),
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
