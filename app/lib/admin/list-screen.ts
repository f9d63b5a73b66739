import type { Databases } from "appwrite";
import { listLocaleOf } from "./list-draft.ts";
import { loadScreen } from "./organiser-loader.ts";
import { readActionInput } from "./document-actions.ts";
import { runVersionedIntent, versionedIntentSchema } from "./versioned-actions.ts";
import { getBrowserAppwrite } from "../appwrite.client.ts";
import { attributesObject } from "../collections/document-shape.ts";
import type { GUIDELINES } from "../collections/guidelines.ts";
import type { SUPPORT_RESOURCES } from "../collections/support-resources.ts";
import { listVersions } from "../collections/versions.ts";
import type { Words } from "../words.tsx";
import type { Locale } from "../../../i18n/locales.ts";

// A list an organiser edits as one document per language (the guidelines, the support
// resources, decision 0111): the screen's address names the language (`?lang=es`), its loader
// reads the list and its history, and its action saves or restores a version. The two list
// screens differ in their entries' fields, not in this.

type ListCollection = typeof GUIDELINES | typeof SUPPORT_RESOURCES;

interface ListScreenData<Stored> {
  collectionId: ListCollection;
  /** What the screen loads, for the log when loading fails ("the guidelines"). */
  what: string;
  /** The list stored in `locale`, or null before it is first saved. */
  find: (databases: Databases, locale: Locale) => Promise<Stored | null>;
  /** Anything else the screen needs in `locale` before it is drawn. */
  alsoLoad?: (locale: Locale) => Promise<unknown>;
}

/** The client loader and action of a list screen. */
export function listScreenData<Stored>({
  collectionId,
  what,
  find,
  alsoLoad,
}: ListScreenData<Stored>) {
  const refOf = (locale: Locale) => ({ collectionId, documentId: locale });
  const storedSchema = attributesObject(collectionId);
  return {
    clientLoader({ request }: { request: Request }) {
      const locale = listLocaleOf(request.url);
      return loadScreen(what, async ({ databases }) => {
        const [stored, versions] = await Promise.all([
          find(databases, locale),
          listVersions(databases, refOf(locale)),
          alsoLoad?.(locale),
        ]);
        return { locale, stored, versions };
      });
    },
    async clientAction({ request }: { request: Request }) {
      const locale = listLocaleOf(request.url);
      const input = versionedIntentSchema(storedSchema).parse(await readActionInput(request));
      return runVersionedIntent(getBrowserAppwrite().databases, refOf(locale), input, (data) =>
        storedSchema.parse(data),
      );
    },
  };
}

/**
 * The words for a list check's problem at `key`, or null: a problem naming one of the
 * catalogue's messages (the list schemas' do) in the organiser's words, any other as it is.
 */
export function listProblemWords(
  words: Words,
  problems: Partial<Record<string, string>>,
  key: string,
): string | null {
  const problem = problems[key];
  if (problem === undefined) return null;
  return words.has(problem) ? words.t(problem) : problem;
}
