import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from "obscenity";

// Questions whose words match a profanity or slur are held back for the organisers instead of
// being queued as usual (decision 0099: obscenity, whose English list leaves identity words such
// as gay, queer, lesbian or trans alone and catches spaced, repeated and look-alike spellings).

const matcher = new RegExpMatcher({
  ...englishDataset.build(),
  ...englishRecommendedTransformers,
});

/** Whether `text` holds a word the filter catches. */
export function isHeldBack(text: string): boolean {
  return matcher.hasMatch(text);
}
