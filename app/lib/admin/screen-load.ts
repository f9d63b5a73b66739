/**
 * What an admin screen loaded: the one shape of every admin screen's loader
 * (organiser-screen.server.ts loadOrganiserScreen). What it read and when; "not-found" when its
 * address names nothing; or why loading failed, in words for people.
 */
export type ScreenLoad<T> =
  | ({ kind: "loaded"; loadedAt: string } & T)
  | { kind: "not-found" }
  | { kind: "load-failed"; message: string };
