import type { Databases } from "appwrite";
import type { AppLoadContext } from "react-router";
import { listLocaleOf } from "./list-draft.ts";
import { loadOrganiserScreen, organiserAction } from "./organiser-screen.server.ts";
import { versionedAction } from "./versioned-form.server.ts";
import type { DraftCheck } from "./versioned-form.ts";
import { attributesObject } from "../collections/document-shape.ts";
import type { GUIDELINES } from "../collections/guidelines.ts";
import type { SUPPORT_RESOURCES } from "../collections/support-resources.ts";
import { listVersions } from "../collections/versions.ts";
import type { Locale } from "../../../i18n/locales.ts";

// A list an organiser edits as one document per language (the guidelines, the support
// resources, decision 0111), drawn by the site's server (decision 0156): the screen's address
// names the language (`?lang=es`), its loader reads the list and its history, and its action
// saves or restores a version, or draws the draft again after a button that adds, removes or
// moves an entry. The two list screens differ in their entries' fields, not in this.

type ListCollection = typeof GUIDELINES | typeof SUPPORT_RESOURCES;

interface ServerArgs {
  request: Request;
  context: AppLoadContext;
}

interface ListScreenData<Stored, Draft> {
  collectionId: ListCollection;
  /** What the screen loads, for the log when loading fails ("the guidelines"). */
  what: string;
  /** The list stored in `locale`, or null before it is first saved. */
  find: (databases: Databases, locale: Locale) => Promise<Stored | null>;
  /** The list the posted form holds. */
  draftOf(form: FormData): Draft;
  check(locale: Locale): (draft: Draft) => DraftCheck<string>;
  /** The draft after one of the form's buttons that edit the list, or null for another intent. */
  edit(intent: string, draft: Draft, context: AppLoadContext): Draft | null;
}

/** The loader and action of a list screen. */
export function listScreenData<Stored, Draft>(screen: ListScreenData<Stored, Draft>) {
  const refOf = (locale: Locale) => ({ collectionId: screen.collectionId, documentId: locale });
  const storedSchema = attributesObject(screen.collectionId);
  return {
    loader(args: ServerArgs) {
      const locale = listLocaleOf(args.request.url);
      return loadOrganiserScreen(args, screen.what, async ({ appwrite: { databases } }) => {
        const [stored, versions] = await Promise.all([
          screen.find(databases, locale),
          listVersions(databases, refOf(locale)),
        ]);
        return { locale, stored, versions };
      });
    },
    action(args: ServerArgs) {
      const locale = listLocaleOf(args.request.url);
      return organiserAction(args, (form, organiser) =>
        versionedAction(form, organiser, {
          ref: refOf(locale),
          draftOf: screen.draftOf,
          check: screen.check(locale),
          parseData: (data) => storedSchema.parse(data),
          edit: (intent, draft) => screen.edit(intent, draft, args.context),
        }),
      );
    },
  };
}
