import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { IntlMessageFormat, type FormatXMLElementFn, type PrimitiveType } from "intl-messageformat";
import type englishCatalogue from "./catalogues/en.json";
import { localeInfo, type Locale } from "./locales.ts";

/** Every message's id: the keys of the English catalogue, which every other one has too. */
export type MessageId = keyof typeof englishCatalogue;

/** A catalogue: each message id's ICU MessageFormat text. */
export type Catalogue = Readonly<Record<MessageId, string>>;

/**
 * A catalogue as the browser gets it: each message already parsed at build time
 * (vite/precompiled-catalogues.ts), so the browser carries no parser.
 */
export type PrecompiledCatalogue = Readonly<Record<MessageId, MessageFormatElement[]>>;

/** Values for a message's placeholders ({name}, {count, plural, …}). */
export type MessageValues = Record<string, PrimitiveType>;

/** Values for a message with tags (`<link>…</link>`): each tag wraps its words in a node. */
export type RichValues<Node> = Record<string, PrimitiveType | Node | FormatXMLElementFn<Node>>;

export interface Translator {
  locale: Locale;
  /** The `Intl` tag of the language (dates, numbers, relative times). */
  intlTag: string;
  /** A message as plain text. */
  t(id: MessageId, values?: MessageValues): string;
  /** A message whose tags and values become nodes (React elements on the site). */
  rich<Node>(id: MessageId, values: RichValues<Node>): (string | Node)[];
  /** Whether `id` is one of the catalogue's messages (a check's problem may name one). */
  has(id: string): id is MessageId;
}

/**
 * The words of one language. A message is parsed the first time it is used and kept; a message
 * missing from the catalogue (the catalogue test and `npm run lint` fail that first) shows its id.
 */
export function createTranslator(
  locale: Locale,
  catalogue: Partial<Catalogue> | Partial<PrecompiledCatalogue>,
): Translator {
  const { intlTag } = localeInfo(locale);
  const parsed = new Map<MessageId, IntlMessageFormat>();
  const formatOf = (id: MessageId): IntlMessageFormat | null => {
    const text = catalogue[id];
    if (text === undefined) return null;
    let format = parsed.get(id);
    if (format === undefined) {
      format = new IntlMessageFormat(text, intlTag);
      parsed.set(id, format);
    }
    return format;
  };
  return {
    locale,
    intlTag,
    has: (id): id is MessageId => Object.hasOwn(catalogue, id),
    t: (id, values) => {
      const format = formatOf(id);
      return format === null ? id : String(format.format(values));
    },
    rich: <Node>(id: MessageId, values: RichValues<Node>) => {
      const format = formatOf(id);
      if (format === null) return [id];
      const result = format.format<Node>(values);
      return Array.isArray(result) ? result : [result];
    },
  };
}
