// The server's answer to the SDK's `subscribe` message, as Appwrite sends it:
// {"type":"response","data":{"to":"subscribe","success":true,"subscriptions":[{"channels":[…]}]}}.

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** The channels a realtime frame confirms as subscribed; none for any other frame. */
export function subscribedChannels(frame: unknown): string[] {
  if (typeof frame !== "string" || !frame.includes('"subscribe"')) return [];
  let message: unknown;
  try {
    message = JSON.parse(frame);
  } catch {
    // Not JSON: the SDK reports that one itself.
    return [];
  }
  if (!isRecord(message) || message.type !== "response") return [];
  const { data } = message;
  if (!isRecord(data) || data.to !== "subscribe" || data.success !== true) return [];
  if (!Array.isArray(data.subscriptions)) return [];
  return data.subscriptions.flatMap((subscription: unknown) =>
    isRecord(subscription) && Array.isArray(subscription.channels)
      ? subscription.channels.filter((channel): channel is string => typeof channel === "string")
      : [],
  );
}

/**
 * For a realtime frame that is the server's `connected` message: whether it took the connection
 * as a guest's (`user` null); null for any other frame.
 */
export function isConnectedAsGuest(frame: unknown): boolean | null {
  if (typeof frame !== "string" || !frame.includes('"connected"')) return null;
  let message: unknown;
  try {
    message = JSON.parse(frame);
  } catch {
    return null;
  }
  if (!isRecord(message) || message.type !== "connected" || !isRecord(message.data)) return null;
  return message.data.user == null;
}
