import type { RegExpMatcher } from "obscenity";

// Questions whose words match a profanity or slur are held back for the organisers instead of
// being queued as usual (decision 0099: obscenity, whose English list leaves identity words such
// as gay, queer, lesbian or trans alone and catches spaced, repeated and look-alike spellings).
// The list and its patterns take about 8 MiB: they are loaded with the first question, not at
// start (idle memory, decision 0054).

let matcher: Promise<RegExpMatcher> | null = null;

function loadMatcher(): Promise<RegExpMatcher> {
  matcher ??= import("obscenity").then(
    ({ englishDataset, englishRecommendedTransformers, RegExpMatcher }) =>
      new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers }),
  );
  return matcher;
}

/** Whether `text` holds a word the filter catches. */
export async function isHeldBack(text: string): Promise<boolean> {
  return (await loadMatcher()).hasMatch(text);
}
