import { errorCatalogue, type ErrorType } from "./catalogue.ts";

/** Appwrite's published error catalogue as its JSON export lists it (types and HTTP codes). */
export interface PublishedCatalogue {
  errors: readonly { type: string; code: number }[];
}

/**
 * Every way our catalogue departs from Appwrite's published one, one sentence each: a type
 * Appwrite does not publish (we never invent one), or a type answered with another HTTP code.
 * Empty when every type we can raise is Appwrite's own, with Appwrite's code.
 */
export function catalogueMismatches(published: PublishedCatalogue): string[] {
  const codes = new Map(published.errors.map((error) => [error.type, error.code]));
  const types = Object.keys(errorCatalogue).filter(
    (key): key is ErrorType => key in errorCatalogue,
  );
  return types.flatMap((type) => {
    const ours = errorCatalogue[type][0];
    const theirs = codes.get(type);
    if (theirs === undefined) return [`${type} is not in Appwrite's catalogue`];
    return theirs === ours ? [] : [`${type} answers ${ours} here and ${theirs} in Appwrite`];
  });
}
