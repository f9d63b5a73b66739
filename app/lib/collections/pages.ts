import { Query, type Databases } from "appwrite";
import { z } from "zod";
import { DEFAULT_LOCALE, type Locale } from "../../../i18n/locales.ts";
import { PAGE_NAMES, type PageName } from "../content-file.ts";
import { DATABASE_ID, findDocument } from "./database.ts";
import { attributesObject, type AttributeValues } from "./document-shape.ts";
import { PAGES } from "./ids.ts";
import { LIST_LIMIT } from "./windows.ts";

// club_pages: the club's own pages (about, join, guidelines, privacy, support, quick exit and
// the two educational pages), one document per page and language: its title, the description
// search engines and link previews show, and its Markdown (decision 0109).

export { PAGES };

/** A page as stored, keyed as in appwrite.json. */
export type StoredPage = AttributeValues<typeof PAGES>;

/** Page `name` as one path segment (the admin's address of its editor): "docs-lgbtq". */
export function pageParam(name: PageName): string {
  return name.replace("/", "-");
}

/** The page a path segment names, or null. */
export function pageOfParam(param: string): PageName | null {
  return PAGE_NAMES.find((name) => pageParam(name) === param) ?? null;
}

/** The id of page `name` in `locale`: "about.en", "docs-lgbtq.en". */
export function pageId(name: PageName, locale: Locale = DEFAULT_LOCALE): string {
  return `${pageParam(name)}.${locale}`;
}

const storedPageSchema = attributesObject(PAGES);

/** What an organiser may save: appwrite.json's checks, and a title that is filled in. */
export const pageSchema = storedPageSchema.safeExtend({
  title: z
    .string()
    .trim()
    .min(1, { error: "Give the page a title." })
    .refine((value) => [...value].length <= 200, { error: "At most 200 characters." }),
});

/** Page `name` in `locale` (listDocuments by $id on club_pages) and when it last changed; null when none is stored. */
export async function findPage(
  databases: Databases,
  name: PageName,
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ page: StoredPage; updatedAt: string } | null> {
  const found = await findDocument(databases, PAGES, pageId(name, locale));
  if (found === null) return null;
  return { page: storedPageSchema.parse(found), updatedAt: found.$updatedAt };
}

/** Every stored page in every language (listDocuments on club_pages), for the admin's list. */
export async function listPages(databases: Databases): Promise<StoredPage[]> {
  const list = await databases.listDocuments({
    databaseId: DATABASE_ID,
    collectionId: PAGES,
    queries: [Query.limit(LIST_LIMIT)],
  });
  return list.documents.map((document) => storedPageSchema.parse(document));
}
