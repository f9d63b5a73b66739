import { Query, type Databases } from "appwrite";
import { z } from "zod";
import type { SupportContact, SupportResource } from "../support-resources.ts";
import { DATABASE_ID, findDocument } from "./database.ts";
import { attributeOf, attributesObject, type AttributeValues } from "./document-shape.ts";
import { SUPPORT_RESOURCES } from "./ids.ts";
import { LIST_LIMIT } from "./windows.ts";

// club_support_resources: the support page's list of helplines and organisations, one document
// per language (its id is the language's code), its entries side by side in array attributes:
// names, descriptions, the ways to reach each (one a line, "words | link") and the dates they
// were last checked (decision 0111).

export { SUPPORT_RESOURCES };

/** One language's list as stored, keyed as in appwrite.json. */
export type StoredSupportResources = AttributeValues<typeof SUPPORT_RESOURCES>;

/** The most entries a list holds. */
export const MOST_RESOURCES = 30;
/** The links a way to reach a service may be: a web page, a call, an email, a text. */
const REACH_PROTOCOLS = new Set(["https:", "tel:", "mailto:", "sms:"]);

const storedSchema = attributesObject(SUPPORT_RESOURCES);

function sizedText(key: "names" | "descriptions") {
  const size = attributeOf(SUPPORT_RESOURCES, key).size;
  return z
    .string()
    .trim()
    .min(1, { error: "resources.problemEmpty" })
    .refine((text) => [...text].length <= size, { error: "resources.problemLong" });
}

const contactSchema = z.object({
  label: z.string().trim().min(1, { error: "resources.problemEmpty" }),
  link: z
    .string()
    .trim()
    .refine((link) => URL.canParse(link) && REACH_PROTOCOLS.has(new URL(link).protocol), {
      error: "resources.problemLink",
    }),
});

/** An entry as an organiser may save it; each problem is a message id of the screen's. */
export const resourceSchema = z.object({
  name: sizedText("names"),
  description: sizedText("descriptions"),
  contacts: z.array(contactSchema).min(1, { error: "resources.problemNoContact" }),
  lastChecked: z.iso.date({ error: "resources.problemDate" }),
});

/** A whole list as an organiser may save it. */
export const resourceListSchema = z
  .array(resourceSchema)
  .max(MOST_RESOURCES, { error: "resources.problemMany" });

function reachOf(contacts: readonly SupportContact[]): string {
  return contacts.map((contact) => `${contact.label} | ${contact.link}`).join("\n");
}

function contactsOf(reach: string): SupportContact[] {
  return reach
    .split("\n")
    .filter((line) => line.includes("|"))
    .map((line) => {
      const split = line.lastIndexOf("|");
      return { label: line.slice(0, split).trim(), link: line.slice(split + 1).trim() };
    });
}

/** The document of `resources` in `locale`. */
export function supportResourcesDocument(locale: string, resources: readonly SupportResource[]) {
  return {
    locale,
    names: resources.map((resource) => resource.name),
    descriptions: resources.map((resource) => resource.description),
    reach: resources.map((resource) => reachOf(resource.contacts)),
    last_checked: resources.map((resource) => resource.lastChecked),
  } satisfies StoredSupportResources;
}

/** The entries a stored document (or a saved version of one) holds. */
function supportResourcesOf(data: unknown): SupportResource[] {
  const stored = storedSchema.parse(data);
  return stored.names.map((name, index) => ({
    name,
    description: stored.descriptions[index] ?? "",
    contacts: contactsOf(stored.reach[index] ?? ""),
    lastChecked: stored.last_checked[index] ?? "",
  }));
}

/**
 * The list stored in `locale` and when it last changed (listDocuments by $id on
 * club_support_resources); null while none is stored.
 */
export async function findSupportResources(
  databases: Databases,
  locale: string,
): Promise<{ resources: SupportResource[]; updatedAt: string } | null> {
  const found = await findDocument(databases, SUPPORT_RESOURCES, locale);
  if (found === null) return null;
  return { resources: supportResourcesOf(found), updatedAt: found.$updatedAt };
}

/** Every language's stored entries (listDocuments on club_support_resources), for the reminder. */
export async function listAllSupportResources(databases: Databases): Promise<SupportResource[]> {
  const list = await databases.listDocuments({
    databaseId: DATABASE_ID,
    collectionId: SUPPORT_RESOURCES,
    queries: [Query.limit(LIST_LIMIT)],
  });
  return list.documents.flatMap((document) => supportResourcesOf(document));
}
