/** The actions Appwrite ends an event name with, and suffixes channels with. */
export type RealtimeAction = "create" | "update" | "upsert" | "delete";

/** Where one change is published: Appwrite's event names and the channels that carry it. */
export interface EventAddress {
  events: string[];
  channels: string[];
}

/** One `resource.id` step of an event name, e.g. ["collections", "posts"]. */
type Step = readonly [resource: string, id: string];

/**
 * A document change in Appwrite's words: event names such as
 * `databases.main.collections.posts.documents.{id}.create` with every wildcard
 * variant, on the channels `documents`, `databases.{db}.collections.{col}.documents` and
 * `….documents.{id}`, each also with the action appended (the current SDK's Channel builder
 * subscribes to those). The TablesDB `rows` aliases are left out: this backend serves the
 * documents API only, and the SDK subscribes to them only through its TablesDB builders.
 */
export function documentEventAddress(
  ref: { databaseId: string; collectionId: string; documentId: string },
  action: RealtimeAction,
): EventAddress {
  const steps: Step[] = [
    ["databases", ref.databaseId],
    ["collections", ref.collectionId],
    ["documents", ref.documentId],
  ];
  const collectionChannel = `databases.${ref.databaseId}.collections.${ref.collectionId}.documents`;
  const channels = ["documents", collectionChannel, `${collectionChannel}.${ref.documentId}`];
  return {
    events: eventNames(steps, [action]),
    channels: [...channels, ...channels.map((channel) => `${channel}.${action}`)],
  };
}

/**
 * A stored file change in Appwrite's words: `buckets.{b}.files.{f}.{action}` with its wildcard
 * variants, on the channels `files`, `buckets.{b}.files` and `buckets.{b}.files.{f}` (each also
 * with the action appended, as for documents).
 */
export function fileEventAddress(
  bucketId: string,
  fileId: string,
  action: Exclude<RealtimeAction, "upsert">,
): EventAddress {
  const steps: Step[] = [
    ["buckets", bucketId],
    ["files", fileId],
  ];
  const channels = ["files", `buckets.${bucketId}.files`, `buckets.${bucketId}.files.${fileId}`];
  return {
    events: eventNames(steps, [action]),
    channels: [...channels, ...channels.map((channel) => `${channel}.${action}`)],
  };
}

/** A session of the user was created, extended or deleted: `users.{u}.sessions.{s}.{action}`. */
export function sessionEventAddress(
  userId: string,
  sessionId: string,
  action: RealtimeAction,
): EventAddress {
  const steps: Step[] = [
    ["users", userId],
    ["sessions", sessionId],
  ];
  // As in Appwrite, only top-level user events get action-suffixed account channels.
  return { events: eventNames(steps, [action]), channels: ["account", `account.${userId}`] };
}

/** An attribute of the user changed: `users.{u}.update.{attribute}` (name, email, prefs...). */
export function userUpdateEventAddress(userId: string, attribute: string): EventAddress {
  const channels = ["account", `account.${userId}`];
  return {
    events: eventNames([["users", userId]], ["update", attribute]),
    channels: [...channels, ...channels.map((channel) => `${channel}.update`)],
  };
}

/**
 * Appwrite's event names for a path of `resource.id` steps and an action (and attribute): the
 * full name, the name without the action, each shorter prefix of the path, and every one of them
 * with any combination of its ids replaced by `*`, the full ids first.
 */
function eventNames(steps: readonly Step[], suffix: readonly string[]): string[] {
  const patterns: { steps: readonly Step[]; suffix: readonly string[] }[] = [];
  if (suffix.length > 1) patterns.push({ steps, suffix });
  if (suffix.length > 0) patterns.push({ steps, suffix: suffix.slice(0, 1) });
  for (let length = steps.length; length > 0; length--) {
    patterns.push({ steps: steps.slice(0, length), suffix: [] });
  }
  const names = patterns.flatMap((pattern) => withWildcards(pattern.steps, pattern.suffix));
  return [...new Set(names)];
}

function withWildcards(steps: readonly Step[], suffix: readonly string[]): string[] {
  const names: string[] = [];
  for (let mask = 0; mask < 2 ** steps.length; mask++) {
    const parts = steps.flatMap(([resource, id], index) => [
      resource,
      mask & (1 << index) ? "*" : id,
    ]);
    names.push([...parts, ...suffix].join("."));
  }
  return names;
}
