import type { Words } from "../words.tsx";

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
