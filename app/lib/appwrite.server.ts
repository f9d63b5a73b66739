import { Client, Databases } from "appwrite";
import type { AppLoadContext } from "react-router";

/**
 * The SDK's document service for one server-side request. It carries no session: public loaders
 * read as a guest, so they see exactly what any visitor may see.
 */
export function serverDatabases(context: AppLoadContext): Databases {
  const client = new Client()
    .setEndpoint(context.appwrite.serverEndpoint)
    .setProject(context.appwrite.projectId);
  return new Databases(client);
}
