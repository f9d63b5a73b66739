import { Account, Client, Databases, Storage } from "appwrite";
import { JAR_HEADER, newCookieJar } from "./cookie-jar.ts";
import type { TestServer } from "./test-server.ts";

export interface SdkUser {
  client: Client;
  account: Account;
  databases: Databases;
  storage: Storage;
  /** The cookies this simulated browser holds, by name. */
  cookies: Map<string, string>;
}

/** An official-SDK client with its own cookie jar, like one visitor's browser. */
export function sdkUser(server: Pick<TestServer, "endpoint" | "projectId">): SdkUser {
  const jar = newCookieJar();
  const client = new Client().setEndpoint(server.endpoint).setProject(server.projectId);
  client.headers[JAR_HEADER] = jar.id;
  return {
    client,
    account: new Account(client),
    databases: new Databases(client),
    storage: new Storage(client),
    cookies: jar.cookies,
  };
}
