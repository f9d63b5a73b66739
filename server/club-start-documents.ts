import { z } from "zod";
import fs from "node:fs";
import path from "node:path";
import type { ClubConfig } from "../app/lib/club-config.ts";
import {
  CLUB_SETTINGS,
  CLUB_SETTINGS_ID,
  settingsFromClub,
} from "../app/lib/collections/club-settings.ts";
import { VERSIONS } from "../app/lib/collections/ids.ts";
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

// The club's starting documents, the one list of them: what the embedded backend's start stores
// into a data folder that lacks them (club-content.ts) and what `npm run seed` stores into a
// real Appwrite project that lacks them (cli/seed-command.ts, decision 0142). Built from
// club.config.json and content/; nothing here writes.

/** One document a club's data should hold, and its data when it does not yet. */
export interface StartingDocument {
  collectionId: string;
  documentId: string;
  data: Record<string, unknown>;
}

/**
 * The club's settings (from `club`, read from club.config.json), its pages, guidelines and
 * support lists in every language, and its settings' texts in the other languages (from
 * `folder`/content/ and the catalogues).
 */
export function clubStartingDocuments(club: ClubConfig, folder: string): StartingDocument[] {
  return [
    { collectionId: CLUB_SETTINGS, documentId: CLUB_SETTINGS_ID, data: settingsFromClub(club) },
    ...startingPages(folder),
    ...startingLists(folder),
    ...startingSettingsTexts(folder),
  ];
}

/**
 * The first version of a starting document in the history (club_versions, decision 0110): by
 * nobody, since the history starts from what the files said. Its id is Appwrite's to give.
 */
export function firstVersionOf({
  collectionId,
  documentId,
  data,
}: StartingDocument): StartingDocument {
  return {
    collectionId: VERSIONS,
    documentId: "unique()",
    data: {
      collection_id: collectionId,
      document_id: documentId,
      data: JSON.stringify(data),
      author: "",
    },
  };
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
