import {
  createContext,
  Fragment,
  isValidElement,
  useContext,
  useMemo,
  type ReactNode,
} from "react";
import { localisedPath } from "../../i18n/locale-paths.ts";
import type { MessageId, RichValues, Translator } from "../../i18n/translate.ts";

/**
 * The words of the page's language: the root layout provides them on the server and in the
 * admin screens, present mode in its own React root (it loads its language's catalogue alone).
 */
export const WordsContext = createContext<Translator | null>(null);

export interface Words extends Translator {
  /** A message with tags (`<link>…</link>`) as React nodes, each tag given as a function. */
  node(id: MessageId, values: RichValues<ReactNode>): ReactNode;
  /** The path of one of the site's pages (its English path) in the page's language. */
  path(englishPath: string): string;
}

export function wordsOf(translator: Translator): Words {
  return {
    ...translator,
    node: (id, values) => keyed(translator.rich<ReactNode>(id, withKeyedChunks(values))),
    path: (englishPath) => localisedPath(englishPath, translator.locale),
  };
}

/** Parts of a message as React children: each element keyed by its place. */
function keyed(parts: readonly ReactNode[]): ReactNode[] {
  return parts.map((part, index) =>
    isValidElement(part) ? <Fragment key={index}>{part}</Fragment> : part,
  );
}

/**
 * `values` whose tag functions get their words keyed: a tag inside a tag (`<agenda>the agenda
 * <hidden>…</hidden></agenda>`) hands the outer one a list holding an element.
 */
function withKeyedChunks(values: RichValues<ReactNode>): RichValues<ReactNode> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === "function" ? (chunks: ReactNode[]) => value(keyed(chunks)) : value,
    ]),
  );
}

/**
 * The words of the page's language (every page and screen has them): the same object while the
 * language stays, so an effect may list them among its dependencies.
 */
export function useWords(): Words {
  const translator = useContext(WordsContext);
  if (translator === null) throw new Error("No words: the root layout provides them.");
  return useMemo(() => wordsOf(translator), [translator]);
}
