import { Account, Databases, Storage, type Client } from "appwrite";
import { getBrowserClient } from "./browser-client.client.ts";

// The browser's Appwrite SDK services, for the admin screens (public pages get their data
// server-side; the agenda page's live feed uses the client alone).

export interface BrowserAppwrite {
  client: Client;
  account: Account;
  databases: Databases;
  storage: Storage;
}

let browserAppwrite: BrowserAppwrite | undefined;

/** The browser's one SDK client and its account, document and file services, made on first use. */
export function getBrowserAppwrite(): BrowserAppwrite {
  if (browserAppwrite === undefined) {
    const client = getBrowserClient();
    browserAppwrite = {
      client,
      account: new Account(client),
      databases: new Databases(client),
      storage: new Storage(client),
    };
  }
  return browserAppwrite;
}
