import { z } from "zod";
import fs from "node:fs";
import path from "node:path";
import type { BackendConfig } from "../backend/config.ts";
import type { Backend } from "../backend/create-backend.ts";
import type { Caller } from "../backend/services/caller.ts";
import { createDocument } from "../backend/services/documents.ts";
import type { ClubConfig } from "../app/lib/club-config.ts";
import {
  CLUB_SETTINGS,
  CLUB_SETTINGS_ID,
  settingsFromClub,
} from "../app/lib/collections/club-settings.ts";
import { DATABASE_ID, VERSIONS } from "../app/lib/collections/ids.ts";
import { PAGES, pageId } from "../app/lib/collections/pages.ts";
import { SETTINGS_TEXTS, settingsTextsSchema } from "../app/lib/collections/settings-texts.ts";
import { PAGE_NAMES, splitContent } from "../app/lib/content-file.ts";
import {
  GUIDELINES,
  guidelinesDocument,
  startingGuidelines,
} from "../app/lib/collections/guidelines.ts";
import {
  SUPPORT_RESOURCES,
  supportResourcesDocument,
} from "../app/lib/collections/support-resources.ts";
import { parseSupportResources } from "../app/lib/support-resources.ts";
import { translatorFor } from "../i18n/catalogues.ts";
import { DEFAULT_LOCALE, LOCALES } from "../i18n/locales.ts";
import { projectRoot } from "./project-root.ts";

// What makes the site this club's lives in collections once the server runs (decision 0108).
// club.config.json and content/ are where a club starts: at every start, whatever the data folder
// lacks of them is stored, so a new folder starts from the files and a folder from a version that
// read the files keeps what its club had there. What an organiser has saved is never overwritten.

const startCaller: Caller = {
  user: { id: "club-start", labels: ["admin"], emailVerification: true },
  sessionId: null,
};

/** One document the data folder should hold, and its data when it does not yet. */
interface StartingDocument {
  collectionId: string;
  documentId: string;
  data: Record<string, unknown>;
}

/**
 * Stores what the data folder lacks of the club's starting files (`club`, read from
 * club.config.json, and the pages in `folder`/content/); returns how many it stored.
 */
export async function storeClubStart(
  backend: Backend,
  config: BackendConfig,
  club: ClubConfig,
  folder = projectRoot,
): Promise<number> {
  const deps = { store: backend.store.documents, schema: config.schema, now: config.now };
  const starting: StartingDocument[] = [
    { collectionId: CLUB_SETTINGS, documentId: CLUB_SETTINGS_ID, data: settingsFromClub(club) },
    ...startingPages(folder),
    ...startingLists(folder),
    ...startingSettingsTexts(folder),
  ];
  let stored = 0;
  for (const { collectionId, documentId, data } of starting) {
    if (!isDeclared(config, collectionId) || !isDeclared(config, VERSIONS)) continue;
    const ref = { databaseId: DATABASE_ID, collectionId };
    if ((await backend.store.documents.getDocument(ref, documentId)) !== null) continue;
    await createDocument(deps, startCaller, { ...ref, documentId }, { data, permissions: [] });
    // Its first version, by nobody: the history starts from what the files said.
    const version = {
      collection_id: collectionId,
      document_id: documentId,
      data: JSON.stringify(data),
      author: "",
    };
    await createDocument(
      deps,
      startCaller,
      { databaseId: DATABASE_ID, collectionId: VERSIONS, documentId: "unique()" },
      { data: version, permissions: [] },
    );
    stored += 1;
  }
  return stored;
}

/**
 * The club's name as the stored settings say now, kept current from the change feed: the name
 * account emails and authenticator apps are branded with. `name` holds the seed's until then.
 */
export async function followClubName(
  backend: Backend,
  config: BackendConfig,
  name: { current: string },
): Promise<void> {
  if (!isDeclared(config, CLUB_SETTINGS)) return;
  const ref = { databaseId: DATABASE_ID, collectionId: CLUB_SETTINGS };
  const take = (data: Readonly<Record<string, unknown>>) => {
    if (typeof data.club_name === "string") name.current = data.club_name;
  };
  const stored = await backend.store.documents.getDocument(ref, CLUB_SETTINGS_ID);
  if (stored) take(stored.data);
  backend.onDocumentChange((change) => {
    if (change?.ref.collectionId === CLUB_SETTINGS && change.action !== "delete") {
      take(change.document.data);
    }
  });
}

// A data model without the club's collections (a test's own) has nowhere to keep them.
function isDeclared(config: BackendConfig, collectionId: string): boolean {
  return config.schema.collections.some((collection) => collection.$id === collectionId);
}

/**
 * The club's pages as content/ starts them, in every language that has a starting file
 * (content/<name>.md for the default language, content/<code>/<name>.md for the others), so an
 * organiser translating a page starts from its starting text (decision 0120).
 */
function startingPages(root: string): StartingDocument[] {
  return LOCALES.flatMap(({ code: locale }) =>
    PAGE_NAMES.flatMap((name) => {
      const folder = locale === DEFAULT_LOCALE ? "content" : path.join("content", locale);
      const file = path.join(root, folder, `${name}.md`);
      if (locale !== DEFAULT_LOCALE && !fs.existsSync(file)) return [];
      const { title, markdown } = splitContent(name, fs.readFileSync(file, "utf8"));
      return [
        {
          collectionId: PAGES,
          documentId: pageId(name, locale),
          data: { slug: name, locale, title, description: "", body: markdown },
        },
      ];
    }),
  );
}

/**
 * Each language's guidelines, from its catalogue's words, and its support list, from its own
 * file (content/<code>/support-resources.json) or, until it has one, the default language's.
 */
function startingLists(root: string): StartingDocument[] {
  return LOCALES.flatMap(({ code }) => {
    const translator = translatorFor(code);
    const ownFile = path.join(root, "content", code, "support-resources.json");
    const file =
      code !== DEFAULT_LOCALE && fs.existsSync(ownFile)
        ? ownFile
        : path.join(root, "content", "support-resources.json");
    const resources = parseSupportResources(JSON.parse(fs.readFileSync(file, "utf8")), file);
    return [
      {
        collectionId: GUIDELINES,
        documentId: code,
        data: guidelinesDocument(
          code,
          startingGuidelines((id) => translator.t(id)),
        ),
      },
      {
        collectionId: SUPPORT_RESOURCES,
        documentId: code,
        data: supportResourcesDocument(code, resources),
      },
    ];
  });
}

/**
 * The settings' texts in each other language that has a starting file
 * (content/<code>/settings-texts.json), so a new club's Spanish site is Spanish from the start.
 */
function startingSettingsTexts(root: string): StartingDocument[] {
  return LOCALES.flatMap(({ code: locale }) => {
    const file = path.join(root, "content", locale, "settings-texts.json");
    if (locale === DEFAULT_LOCALE || !fs.existsSync(file)) return [];
    const { $comment: _comment, ...texts } = z
      .record(z.string(), z.string())
      .parse(JSON.parse(fs.readFileSync(file, "utf8")));
    const data = settingsTextsSchema.parse({ ...texts, locale });
    return [{ collectionId: SETTINGS_TEXTS, documentId: locale, data }];
  });
}
