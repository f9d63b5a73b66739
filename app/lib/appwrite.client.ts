import { Account, Databases, type Client } from "appwrite";
import { getBrowserClient } from "./browser-client.client.ts";

// The browser's Appwrite SDK services, for the admin screens (public pages get their data
// server-side; the agenda page's live feed uses the client alone).

export interface BrowserAppwrite {
  client: Client;
  account: Account;
  databases: Databases;
}

let browserAppwrite: BrowserAppwrite | undefined;

/** The browser's one SDK client and its account and document services, made on first use. */
export function getBrowserAppwrite(): BrowserAppwrite {
  if (browserAppwrite === undefined) {
    const client = getBrowserClient();
    browserAppwrite = { client, account: new Account(client), databases: new Databases(client) };
  }
  return browserAppwrite;
}
