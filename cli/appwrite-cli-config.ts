import fs from "node:fs";
import path from "node:path";
import { format } from "prettier";
import { projectRoot } from "../server/project-root.ts";

// appwrite.config.json, the file today's Appwrite CLI reads (decision 0146), written from
// appwrite.json, which stays the one place the data model is declared (the embedded backend, the
// site's generated attributes and the backups read it). The CLI looks for appwrite.config.json
// first and reads appwrite.json only when there is none.
//
// Both of the CLI's forms are written. `appwrite push tables` (and `push` of everything, which
// skips the deprecated collections) reads `tablesDB` and `tables`: without them it would see the
// project's `offbranch` database missing locally and offer to delete it. `appwrite push
// collections` reads `databases` and `collections`, for a self-hosted Appwrite 1.7, which has no
// TablesDB; it never deletes a database. The project id is the CLI's APPWRITE_PROJECT_ID when set
// (it beats the file), so no club edits this file to push.

export const CLI_CONFIG_PATH = path.join(projectRoot, "appwrite.config.json");
const APPWRITE_JSON_PATH = path.join(projectRoot, "appwrite.json");

interface Index {
  key: string;
  type: string;
  status?: string;
  attributes: string[];
  orders?: string[];
}

interface Collection {
  $id: string;
  $permissions: string[];
  databaseId: string;
  name: string;
  enabled: boolean;
  documentSecurity: boolean;
  attributes: unknown[];
  indexes: Index[];
}

interface AppwriteJson {
  projectId: string;
  projectName: string;
  databases: unknown[];
  collections: Collection[];
  buckets: unknown[];
}

/** The CLI's config for `project` (appwrite.json as parsed), its keys in the CLI's own order. */
export function cliConfigOf(project: AppwriteJson): Record<string, unknown> {
  return {
    projectId: project.projectId,
    projectName: project.projectName,
    databases: project.databases,
    collections: project.collections,
    tablesDB: project.databases,
    tables: project.collections.map((collection) => ({
      $id: collection.$id,
      $permissions: collection.$permissions,
      databaseId: collection.databaseId,
      name: collection.name,
      enabled: collection.enabled,
      rowSecurity: collection.documentSecurity,
      columns: collection.attributes,
      indexes: collection.indexes.map(({ attributes, ...index }) => ({
        key: index.key,
        type: index.type,
        ...(index.status === undefined ? {} : { status: index.status }),
        columns: attributes,
        ...(index.orders === undefined ? {} : { orders: index.orders }),
      })),
    })),
    buckets: project.buckets,
  };
}

/** appwrite.config.json's text for the project's appwrite.json, as Prettier writes JSON. */
export async function renderCliConfig(): Promise<string> {
  const project = JSON.parse(fs.readFileSync(APPWRITE_JSON_PATH, "utf8")) as AppwriteJson;
  return format(JSON.stringify(cliConfigOf(project)), { parser: "json" });
}

/** Writes appwrite.config.json when it differs (`npm run typecheck` runs this). */
export async function writeCliConfig(): Promise<void> {
  const text = await renderCliConfig();
  const current = fs.existsSync(CLI_CONFIG_PATH) ? fs.readFileSync(CLI_CONFIG_PATH, "utf8") : "";
  if (current !== text) fs.writeFileSync(CLI_CONFIG_PATH, text);
}
