import { AppwriteException, Client, type Payload } from "node-appwrite";
import { answerInProcess } from "../../app/lib/appwrite.server.ts";
import type { ApiFetch } from "../../app/lib/site-context.ts";
import type { Backend } from "../../backend/create-backend.ts";
import type { Settings } from "../env.ts";

/** Where the site's server finds Appwrite, and the key it holds (the embedded one's, or APPWRITE_API_KEY). */
export interface TrustedAppwrite {
  endpoint: string;
  projectId: string;
  apiKey: string;
  /** The embedded API's handler, called in-process instead of over loopback; null for a real Appwrite. */
  inProcessApi: ApiFetch | null;
}

/**
 * The site's server as Appwrite's trusted client (DESIGN.md, decision 0128): the only module
 * that uses the key. Each call makes a NEW `Client`, so nothing one request sets (a session)
 * can reach another request.
 */
export interface TrustedClients {
  /** Acts as the server with the key: for what a session cannot do. */
  admin(): Client;
  /** Acts as the organiser whose session secret the site keeps, so Appwrite's permissions apply. */
  session(secret: string): Client;
  /** Acts as whoever a JWT (account.createJWT) stands for, with their own permissions. */
  jwt(jwt: string): Client;
}

/**
 * The site's trusted clients: with the embedded backend its own key, called in-process; with a
 * real Appwrite, APPWRITE_API_KEY at `endpoint`. Null when a real Appwrite is set without a key:
 * the start says which setting is missing, and what needs the key is refused meanwhile.
 */
export function trustedClientsOf(
  settings: Pick<Settings, "appwriteEndpoint" | "appwriteApiKey" | "projectId">,
  backend: Pick<Backend, "siteKey" | "fetch"> | null,
  ownUrl: string,
  log: (line: string) => void,
): TrustedClients | null {
  const apiKey = backend?.siteKey ?? settings.appwriteApiKey;
  if (apiKey === null) {
    log(
      "APPWRITE_API_KEY is not set: the Ask page's questions, votes and check-ins are refused " +
        "until it holds a key with the documents.read and documents.write scopes " +
        "(Appwrite console: Overview, Integrations, API keys).",
    );
    return null;
  }
  return createTrustedClients({
    endpoint: settings.appwriteEndpoint ?? `${ownUrl}/v1`,
    projectId: settings.projectId,
    apiKey,
    inProcessApi: backend ? (request) => backend.fetch(request) : null,
  });
}

export function createTrustedClients({
  endpoint,
  projectId,
  apiKey,
  inProcessApi,
}: TrustedAppwrite): TrustedClients {
  const base = () =>
    (inProcessApi ? new InProcessClient(inProcessApi) : new Client())
      .setEndpoint(endpoint)
      .setProject(projectId);
  return {
    admin: () => base().setKey(apiKey),
    session: (secret) => base().setSession(secret),
    jwt: (jwt) => base().setJWT(jwt),
  };
}

/**
 * A server SDK Client whose requests go straight to the embedded API's handler in this process
 * (decision 0022, as app/lib/appwrite.server.ts does for the browser SDK): the SDK still builds
 * each request (`prepareRequest`: path, query strings, headers, the key), the API answers it as it
 * answers the network, and the answer is read back as the SDK reads it, an AppwriteException with
 * Appwrite's type for any 4xx or 5xx.
 */
class InProcessClient extends Client {
  constructor(private readonly api: ApiFetch) {
    super();
  }

  override async call(
    method: string,
    url: URL,
    headers: Record<string, string> = {},
    params: Payload = {},
    responseType = "json",
  ): Promise<unknown> {
    const { uri, options } = this.prepareRequest(method, url, headers, params);
    // The SDK's options are undici's RequestInit, the same one Node's own Request takes.
    return answerInProcess(
      this.api,
      new Request(uri, options as RequestInit),
      (...error) => new AppwriteException(...error),
      responseType,
    );
  }
}
