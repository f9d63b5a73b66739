import type { Databases } from "appwrite";
import { z } from "zod";
import type { ClubConfig } from "../club-config.ts";
import { DEFAULT_LOCALE, type Locale } from "../../../i18n/locales.ts";
import { findDocument } from "./database.ts";
import { attributesObject, type AttributeValues } from "./document-shape.ts";
import { SETTINGS_TEXTS } from "./ids.ts";

// club_settings_texts: the club settings' words that differ per language (meeting day, meeting
// place, who made the site), one document a language other than the default one, its id the
// language's code ("es"). The default language's stay in club_settings; a text left empty here
// reads the default language's (decision 0120).

export { SETTINGS_TEXTS };

/** One language's texts as stored, keyed as in appwrite.json. */
export type SettingsTexts = AttributeValues<typeof SETTINGS_TEXTS>;

/** The keys of the texts written per language. */
export const TEXT_KEYS = ["meeting_day", "meeting_place", "site_creator_name"] as const;
export type TextKey = (typeof TEXT_KEYS)[number];

const storedTextsSchema = attributesObject(SETTINGS_TEXTS);

/** What an organiser may save: appwrite.json's checks, each text trimmed (empty: the English one). */
export const settingsTextsSchema = storedTextsSchema.safeExtend(
  Object.fromEntries(
    TEXT_KEYS.map((key) => [
      key,
      z
        .string()
        .trim()
        .refine((value) => [...value].length <= 120, { error: "At most 120 characters." }),
    ]),
  ) as Record<TextKey, z.ZodString>,
);

/** `locale`'s stored texts (listDocuments by $id) and when they last changed; null when none. */
export async function findSettingsTexts(
  databases: Databases,
  locale: Locale,
): Promise<{ texts: SettingsTexts; updatedAt: string } | null> {
  const found = await findDocument(databases, SETTINGS_TEXTS, locale);
  if (found === null) return null;
  return { texts: storedTextsSchema.parse(found), updatedAt: found.$updatedAt };
}

/** `club` with `texts` written over it: each text given in the language, else the default one's. */
export function clubInLanguage(club: ClubConfig, texts: SettingsTexts | null): ClubConfig {
  if (texts === null) return club;
  const or = (text: string | null | undefined, english: string) => (text ? text : english);
  return {
    ...club,
    club: {
      ...club.club,
      meetingDay: or(texts.meeting_day, club.club.meetingDay),
      meetingPlace: or(texts.meeting_place, club.club.meetingPlace),
    },
    siteCreator: { ...club.siteCreator, name: or(texts.site_creator_name, club.siteCreator.name) },
  };
}

/** The club as a page in `locale` reads it: its settings, in that language where written. */
export async function readClubIn(
  databases: Databases,
  club: ClubConfig,
  locale: Locale,
): Promise<ClubConfig> {
  if (locale === DEFAULT_LOCALE) return club;
  return clubInLanguage(club, (await findSettingsTexts(databases, locale))?.texts ?? null);
}
