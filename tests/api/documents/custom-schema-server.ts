import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serve, type ServerType } from "@hono/node-server";
import { createBackend, type Backend } from "../../../backend/create-backend.ts";
import { createMailer } from "../../../backend/mail/mailer.ts";
import { createSmsSender } from "../../../backend/mail/sms.ts";
import {
  loadProjectSchema,
  parseProjectSchema,
  type ProjectSchema,
} from "../../../backend/schema/project-schema.ts";
import { createUser } from "../../../backend/services/accounts.ts";
import { sdkUser, type SdkUser } from "../../support/sdk.ts";

const shippedFile = path.join(import.meta.dirname, "..", "..", "..", "appwrite.json");

/**
 * The shipped appwrite.json plus `club_counters`, a collection with numbers (which the shipped
 * model lacks) for increment and decrement tests: anyone may read, admins may write.
 */
export function schemaWithCounters(extraAttributes: Record<string, unknown>[] = []): ProjectSchema {
  const shipped = loadProjectSchema(shippedFile);
  return parseProjectSchema({
    ...shipped,
    collections: [
      ...shipped.collections,
      {
        $id: "club_counters",
        databaseId: "offbranch",
        name: "club_counters",
        $permissions: [
          'read("any")',
          'create("label:admin")',
          'update("label:admin")',
          'delete("label:admin")',
        ],
        attributes: [
          { key: "label", type: "string", size: 50 },
          { key: "votes", type: "integer", min: 0, max: 1000, default: 0 },
          { key: "score", type: "double" },
          ...extraAttributes,
        ],
      },
    ],
  });
}

export interface CustomSchemaServer {
  endpoint: string;
  projectId: string;
  dataDir: string;
  backend: Backend;
  /** Stops listening and closes the database; the data dir stays for a restart. */
  stop(): Promise<void>;
}

/**
 * The embedded API alone (no site) on a free loopback port, built from a given schema, because
 * the shared test server always reads the repository's appwrite.json. Mail goes to the outbox.
 */
export async function startCustomSchemaServer(
  schema: ProjectSchema,
  dataDir?: string,
): Promise<CustomSchemaServer> {
  const directory = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "documents-api-"));
  const backend = createBackend({
    dataDir: directory,
    projectId: "pride-club",
    allowedOrigins: [],
    schema,
    rateLimits: { emailSessionsPerEmailPerHour: 1000, accountsPerIpPerHour: 1000 },
    now: () => new Date(),
    mailer: createMailer({ smtp: null }, directory, () => {}),
    sms: createSmsSender(null, directory, () => {}),
    brandName: "Test Club",
  });
  const server = await new Promise<ServerType>((resolve) => {
    const listening = serve({ fetch: backend.app.fetch, port: 0, hostname: "127.0.0.1" }, () =>
      resolve(listening),
    );
  });
  const address = server.address();
  if (address === null || typeof address === "string")
    throw new Error("The test server has no TCP port.");
  return {
    endpoint: `http://127.0.0.1:${address.port}/v1`,
    projectId: "pride-club",
    dataDir: directory,
    backend,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await backend.close();
    },
  };
}

/** A signed-in SDK client for a new user carrying the `admin` label. */
export async function adminOf(server: CustomSchemaServer): Promise<SdkUser> {
  const email = `admin-${crypto.randomUUID()}@example.org`;
  const password = `pw-${crypto.randomUUID()}`;
  const accounts = { accounts: server.backend.store.accounts, now: () => new Date() };
  await createUser(accounts, { email, password, name: "Counter Admin", labels: ["admin"] });
  const admin = sdkUser(server);
  await admin.account.createEmailPasswordSession({ email, password });
  return admin;
}
