import { createHash, randomBytes } from "node:crypto";

/**
 * The scopes Appwrite 1.7 gives a project key, as it names them, for what this backend serves.
 * A key holds some of them; a route needs one (http/middleware/key-scope.ts).
 */
export const API_KEY_SCOPES = [
  "documents.read",
  "documents.write",
  "files.read",
  "files.write",
  "users.read",
  "users.write",
  "sessions.write",
] as const;

export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** A project key as a request holding it acts: its name and its scopes. */
export interface ApiKey {
  name: string;
  scopes: readonly ApiKeyScope[];
}

/** The project's API keys (Appwrite's `X-Appwrite-Key`), kept only as hashes of their secrets. */
export interface ApiKeys {
  /** Makes a key and returns its secret, which is never kept nor logged: the caller holds it. */
  create(key: ApiKey): string;
  /**
   * Takes a key whose secret someone else made and holds (a process standing in for a real
   * Appwrite, given the site's APPWRITE_API_KEY): kept, as every key, only as its hash.
   */
  add(secret: string, key: ApiKey): void;
  /** The key whose secret this is, or null. */
  find(secret: string): ApiKey | null;
}

/**
 * Keys live in memory (decision 0128): the embedded site's key is made anew at each start and
 * handed over in-process, so there is nothing to store. A secret is 128 random bytes, so a plain
 * SHA-256 of it is as good as a slow hash, and looking it up by hash leaks nothing by timing.
 */
export function createApiKeys(): ApiKeys {
  const byHash = new Map<string, ApiKey>();
  const add = (secret: string, key: ApiKey) => {
    byHash.set(hashOf(secret), { name: key.name, scopes: [...key.scopes] });
  };
  return {
    create(key) {
      // Appwrite 1.7's standard keys: "standard_" then 256 hex digits (Auth/Key.php).
      const secret = `standard_${randomBytes(128).toString("hex")}`;
      add(secret, key);
      return secret;
    },
    add,
    find: (secret) => byHash.get(hashOf(secret)) ?? null,
  };
}

function hashOf(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}
