import type * as Obscenity from "obscenity";
import type { DataSet, RegExpMatcher } from "obscenity";

// Questions whose words match a profanity or slur are held back for the organisers instead of
// being queued as usual (decision 0099: obscenity, whose English list leaves identity words such
// as gay, queer, lesbian or trans alone and catches repeated and look-alike spellings).
// Decision 0127 adds what it missed: the text is normalised first (zero-width characters,
// accents, letters spelled out one by one), and the list gains slurs and Spanish words.
// The list and its patterns take about 8 MiB: they are loaded with the first question, not at
// start (idle memory, decision 0054).

let matcher: Promise<RegExpMatcher> | null = null;

/**
 * Words obscenity's English list does not have, in its pattern syntax (`|` a word's edge, `[x]`
 * an optional letter). Its transformers collapse a doubled letter before matching, so patterns
 * spell one ("trannie" is matched as "tranie"; b, e, o, l, s and g may stay doubled). Edges keep ordinary words out ("computadora",
 * "reputación", "especial", "Maricarmen").
 */
const ADDED_WORDS: readonly (readonly [word: string, patterns: readonly string[]])[] = [
  ["shemale", ["shemale"]],
  ["trannie", ["|tranie", "|tranies"]],
  ["troon", ["|troon|", "|troons|"]],
  ["spic", ["|spic|", "|spics|"]],
  ["sodomite", ["sodomite"]],
  ["ladyboy", ["ladyboy"]],
  ["poofter", ["|poofter"]],
  ["maricón", ["|maricon", "|marica|", "|maricas|"]],
  ["joto", ["|joto|", "|jotos|"]],
  ["puto", ["|puto|", "|putos|", "|puta|", "|putas|"]],
  ["travelo", ["|travelo|", "|travelos|"]],
  ["bollera", ["|bollera"]],
  ["mierda", ["mierda"]],
  ["pendejo", ["|pendej"]],
  ["cabrón", ["|cabron"]],
  ["chingar", ["|chinga", "|chingad"]],
  ["culero", ["|culero"]],
];

/**
 * Ordinary words the added normalisation would otherwise catch: accents are dropped before
 * matching, so the Spanish "análisis" meets the English list's `|anal`.
 */
const ALLOWED_WORDS: readonly string[] = ["analisis", "anales"];

function dataset({
  DataSet,
  englishDataset,
  parseRawPattern,
}: typeof Obscenity): DataSet<{ originalWord: string }> {
  const words = new DataSet<{ originalWord: string }>().addAll(englishDataset);
  for (const [originalWord, patterns] of ADDED_WORDS) {
    words.addPhrase((phrase) => {
      phrase.setMetadata({ originalWord });
      for (const spelled of patterns) phrase.addPattern(parseRawPattern(spelled));
      return phrase;
    });
  }
  return words.addPhrase((phrase) => {
    for (const word of ALLOWED_WORDS) phrase.addWhitelistedTerm(word);
    return phrase;
  });
}

function loadMatcher(): Promise<RegExpMatcher> {
  matcher ??= import("obscenity").then(
    (obscenity) =>
      new obscenity.RegExpMatcher({
        ...dataset(obscenity).build(),
        ...obscenity.englishRecommendedTransformers,
      }),
  );
  return matcher;
}

// Letters and digits, and what may stand between letters spelled out one by one.
const WORD_CHARACTER = String.raw`[\p{L}\p{N}]`;
const SPELLED_OUT = new RegExp(
  String.raw`(?<!${WORD_CHARACTER})${WORD_CHARACTER}(?:[^\p{L}\p{N}]{1,3}${WORD_CHARACTER}(?!${WORD_CHARACTER}))+`,
  "gu",
);
const BETWEEN_LETTERS = /[^\p{L}\p{N}]+/gu;
const FIRST_LETTER_APART = /^([\p{L}\p{N}][^\p{L}\p{N}]+)(.*)$/su;

function joinLetters(letters: string): string {
  return letters.replace(BETWEEN_LETTERS, "");
}

/**
 * The readings of a text the filter checks: compatibility forms folded (full-width, ligatures,
 * NBSP), invisible format characters (zero-width space and joiners, soft hyphen, BOM) and accents
 * or other combining marks dropped, then letters spelled out one by one ("f a g", "f.a.g")
 * joined, and joined again with the first kept apart, since a word of one letter often comes
 * before them ("you are a f a g").
 */
export function readingsForFilter(text: string): readonly [string, string] {
  const folded = text
    .normalize("NFKD")
    .replace(/[\p{Cf}\p{M}]/gu, "")
    .normalize("NFKC");
  return [
    folded.replace(SPELLED_OUT, joinLetters),
    folded.replace(SPELLED_OUT, (letters) =>
      letters.replace(
        FIRST_LETTER_APART,
        (_letters, first: string, rest: string) => first + joinLetters(rest),
      ),
    ),
  ];
}

/** Whether `text` holds a word the filter catches. */
export async function isHeldBack(text: string): Promise<boolean> {
  const words = await loadMatcher();
  return readingsForFilter(text).some((reading) => words.hasMatch(reading));
}
