// What the Appwrite SDK asks of json-bigint, done with the browser's JSON (vite/sdk-json.ts,
// decision 0089): parse keeps an integer past 2^53 whole, as a BigInt, where the browser hands
// the reviver the number's source (Chromium 114, Firefox 135, Safari 18.4; elsewhere it is read
// as a number, as JSON.parse reads it), and stringify writes a BigInt's digits as they are.

type Reviver = (this: unknown, key: string, value: unknown) => unknown;

const INTEGER = /^-?\d+$/;

function parse(text: string, reviver?: Reviver): unknown {
  return JSON.parse(
    text,
    function (this: unknown, key: string, value: unknown, context?: { source?: string }) {
      const source = context?.source;
      const whole =
        typeof value === "number" &&
        !Number.isSafeInteger(value) &&
        source !== undefined &&
        INTEGER.test(source)
          ? BigInt(source)
          : value;
      return reviver === undefined ? whole : reviver.call(this, key, whole);
    },
  );
}

const { rawJSON } = JSON as { rawJSON?: (text: string) => unknown };

function stringify(value: unknown): string {
  return JSON.stringify(value, (_key, each: unknown) =>
    typeof each === "bigint" ? (rawJSON?.(each.toString()) ?? Number(each)) : each,
  );
}

/** json-bigint's factory: its options (how to hold big numbers) all come to the same here. */
export default function jsonBigint(): { parse: typeof parse; stringify: typeof stringify } {
  return { parse, stringify };
}
