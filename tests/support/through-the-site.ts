import { Account, Databases, Storage } from "appwrite";
import { Account as ServerAccount, Client as ServerClient } from "node-appwrite";
import { clientThrough } from "../../app/lib/appwrite.server.ts";
import { followingDocumentRules } from "../../server/document-rules-edge.ts";
import type { SdkUser } from "./sdk.ts";
import type { TestServer } from "./test-server.ts";
import { createTestAccount, type TestAccount } from "./users.ts";

// An organiser's writes as the site's server sends them (issue 29 item 3): through the site's one
// way to Appwrite, where the club's document rules meet every write (server/document-rules-edge.ts),
// then over HTTP to the test server's Appwrite. The backend itself holds none of the club's rules.

/** A signed-in organiser whose SDK calls go through the site's rules, as its forms' writes do. */
export async function organiserThroughTheSite(
  server: TestServer,
  account?: TestAccount,
): Promise<SdkUser & TestAccount> {
  const organiser =
    account ?? (await createTestAccount(server, { labels: ["admin"], name: "Test Organiser" }));
  const key = server.backend?.siteKey ?? server.apiKey ?? "";
  const { secret } = await new ServerAccount(
    new ServerClient().setEndpoint(server.endpoint).setProject(server.projectId).setKey(key),
  ).createEmailPasswordSession({ email: organiser.email, password: organiser.password });
  const client = clientThrough(followingDocumentRules((request) => fetch(request)))
    .setEndpoint(server.endpoint)
    .setProject(server.projectId)
    .setSession(secret);
  return {
    ...organiser,
    client,
    account: new Account(client),
    databases: new Databases(client),
    storage: new Storage(client),
    cookies: new Map(),
  };
}
