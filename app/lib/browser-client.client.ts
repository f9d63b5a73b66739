import { Client } from "appwrite";

// The browser's one Appwrite SDK client. The endpoint and project come from the public settings
// that root.tsx writes into the page as JSON, so one build works with the embedded backend or a
// hosted one. Kept apart from the SDK's account and document services (appwrite.client.ts): the
// agenda page's live feed needs only this client and Realtime, and loads nothing else.

interface AppwriteSettings {
  /** null: the embedded backend, on this origin. */
  endpoint: string | null;
  projectId: string;
}

let client: Client | undefined;

// Checked by hand rather than with a zod schema: zod is most of what the agenda page would
// otherwise load for two fields that this site's own server wrote.
function readAppwriteSettings(): AppwriteSettings {
  const element = document.getElementById("public-settings");
  if (element?.textContent == null) {
    throw new Error(
      'The page has no <script id="public-settings">; it is written by app/root.tsx.',
    );
  }
  const settings: unknown = JSON.parse(element.textContent);
  const appwrite =
    typeof settings === "object" && settings !== null && "appwrite" in settings
      ? settings.appwrite
      : null;
  if (
    typeof appwrite === "object" &&
    appwrite !== null &&
    "projectId" in appwrite &&
    typeof appwrite.projectId === "string" &&
    appwrite.projectId !== "" &&
    "endpoint" in appwrite &&
    (appwrite.endpoint === null || typeof appwrite.endpoint === "string")
  ) {
    return { endpoint: appwrite.endpoint, projectId: appwrite.projectId };
  }
  throw new Error("The page's public settings name no Appwrite endpoint and project.");
}

/** A new SDK client for this page's Appwrite, with no credential. */
export function newBrowserClient(): Client {
  const { endpoint, projectId } = readAppwriteSettings();
  return new Client()
    .setEndpoint(endpoint ?? new URL("/v1", window.location.origin).href)
    .setProject(projectId);
}

const credentialListeners = new Set<() => void>();

/**
 * Sets the JWT the SDK client sends ("" for none: decision 0148) and tells whoever holds a
 * connection made with the one before (the realtime socket, which carries it from its start).
 */
export function setBrowserJwt(jwt: string): void {
  getBrowserClient().setJWT(jwt);
  credentialListeners.forEach((listener) => listener());
}

/** Calls `listener` after each setBrowserJwt. */
export function onBrowserJwtChange(listener: () => void): void {
  credentialListeners.add(listener);
}

/** The browser's one SDK client, made on first use. */
export function getBrowserClient(): Client {
  client ??= newBrowserClient();
  return client;
}
