/**
 * Whether a query-string key belongs to the array parameter `name`. The SDKs flatten arrays as
 * `name[0]=a&name[1]=b` (current) while forms and older clients send `name[]=a` or a repeated
 * `name=a`; Appwrite accepts all three, so do we.
 */
export function isArrayParamKey(key: string, name: string): boolean {
  return key === name || (key.startsWith(`${name}[`) && /^\[\d*\]$/.test(key.slice(name.length)));
}

/** The values of the array parameter `name` in a query string, in order. */
export function arrayParam(search: URLSearchParams, name: string): string[] {
  return [...search].filter(([key]) => isArrayParamKey(key, name)).map(([, value]) => value);
}

/** The values of the array parameter `name` among a form's fields, in order. */
export function arrayParamValues(
  fields: ReadonlyMap<string, readonly string[]>,
  name: string,
): string[] {
  return [...fields].filter(([key]) => isArrayParamKey(key, name)).flatMap(([, values]) => values);
}
