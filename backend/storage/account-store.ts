// STUB (accounts engineer replaces): the storage interface for users and sessions.
export type AccountStore = Record<string, never>;
