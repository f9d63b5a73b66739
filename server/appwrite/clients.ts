import { Client } from "node-appwrite";

/** Where the site's server finds Appwrite, and the key it holds (the embedded one's, or APPWRITE_API_KEY). */
export interface TrustedAppwrite {
  endpoint: string;
  projectId: string;
  apiKey: string;
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
}

export function createTrustedClients({
  endpoint,
  projectId,
  apiKey,
}: TrustedAppwrite): TrustedClients {
  const base = () => new Client().setEndpoint(endpoint).setProject(projectId);
  return {
    admin: () => base().setKey(apiKey),
    session: (secret) => base().setSession(secret),
  };
}
