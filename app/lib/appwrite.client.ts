import { Account, Client, Databases } from "appwrite";
import { z } from "zod";

// The browser's Appwrite SDK, for the admin screens (public pages get their data server-side and
// never load the SDK). The endpoint and project come from the public settings that root.tsx
// writes into the page as JSON, so one build works with the embedded backend or a hosted one.

const publicAppwriteSettings = z.object({
  appwrite: z.object({ endpoint: z.string().nullable(), projectId: z.string().min(1) }),
});

export interface BrowserAppwrite {
  client: Client;
  account: Account;
  databases: Databases;
}

let browserAppwrite: BrowserAppwrite | undefined;

function readPublicSettings(): z.infer<typeof publicAppwriteSettings> {
  const element = document.getElementById("public-settings");
  if (element?.textContent == null) {
    throw new Error(
      'The page has no <script id="public-settings">; it is written by app/root.tsx.',
    );
  }
  return publicAppwriteSettings.parse(JSON.parse(element.textContent));
}

function readAppwriteSettings(): { endpoint: string; projectId: string } {
  const { appwrite } = readPublicSettings();
  return {
    endpoint: appwrite.endpoint ?? new URL("/v1", window.location.origin).href,
    projectId: appwrite.projectId,
  };
}

/**
 * Whether the site runs on its embedded backend (no APPWRITE_ENDPOINT): only that one has the
 * organiser operations; with a real Appwrite its console manages organisers.
 */
export function usesEmbeddedBackend(): boolean {
  return readPublicSettings().appwrite.endpoint === null;
}

/** The browser's one SDK client and its account and document services, made on first use. */
export function getBrowserAppwrite(): BrowserAppwrite {
  if (browserAppwrite === undefined) {
    const { endpoint, projectId } = readAppwriteSettings();
    const client = new Client().setEndpoint(endpoint).setProject(projectId);
    browserAppwrite = { client, account: new Account(client), databases: new Databases(client) };
  }
  return browserAppwrite;
}
