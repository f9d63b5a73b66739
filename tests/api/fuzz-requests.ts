import { AGENDAS } from "../../app/lib/collections/agendas.ts";
import { DATABASE_ID } from "../../app/lib/collections/database.ts";
import { EVENTS } from "../../app/lib/collections/events.ts";
import { MEETINGS } from "../../app/lib/collections/meetings.ts";
import { MAX_BODY_BYTES } from "../../backend/http/middleware/json-body.ts";

/**
 * Malformed requests for the fuzz test, drawn from a seeded generator so that a failure can be
 * replayed exactly: the same seed gives the same requests in the same order.
 */

/** A request as sent on the wire: the raw path (already percent-encoded), headers and body. */
export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** Bytes, for bodies that are not UTF-8. */
  body: string | Buffer | null;
}

/** A route to aim at: a method and a path with `:name` parameters (`:id?` when optional). */
export interface FuzzRoute {
  method: string;
  path: string;
}

/** mulberry32: a tiny, fast PRNG; good enough to pick cases, and the same on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;

function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}

function chance(random: Random, probability: number): boolean {
  return random() < probability;
}

function randomText(random: Random, length: number, alphabet: string): string {
  let text = "";
  for (let index = 0; index < length; index++)
    text += alphabet[Math.floor(random() * alphabet.length)];
  return text;
}

const PRINTABLE =
  " !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~";
const ANY_CHARACTERS = `${PRINTABLE}\u0000\u0001\u001b\u007f\u0085\u00e9\u202e\u2028\ud83c\udff3\ufe0f\u200d\ud83c\udf08\uffff`;

/** Strings that have broken servers before: prototype keys, traversal, encodings, sizes. */
function nastyString(random: Random): string {
  return pick(random, [
    () => "",
    () => "current",
    () => "unique()",
    () => "__proto__",
    () => "constructor",
    () => "prototype",
    () => "toString",
    () => "hasOwnProperty",
    () => "../../..",
    () => "a/b",
    () => "\u0000",
    () => `id\u0000nul`,
    () => "x".repeat(5000),
    () => "é".repeat(3000),
    () => "a".repeat(37),
    () => "a".repeat(36),
    () => "-leading-hyphen",
    () => "null",
    () => "undefined",
    () => "NaN",
    () => "1e400",
    () => "%",
    () => "%zz",
    () => "{{club.name}}",
    () => "<script>alert(1)</script>",
    () => "' OR 1=1 --",
    () => "Robert'); DROP TABLE account_users;--",
    () => "\ud800",
    () => randomText(random, 1 + Math.floor(random() * 40), ANY_CHARACTERS),
    () => randomText(random, 20, "abcdef0123456789"),
  ])();
}

/** A value of any JSON type, sometimes nested deeply or huge. */
function jsonValue(random: Random, depth = 0): unknown {
  const leaf = [
    () => nastyString(random),
    () => pick(random, [0, -1, 1, 3600, 3601, 2 ** 53, -(2 ** 63), 1e308, 0.5, Number.MAX_VALUE]),
    () => pick(random, [true, false, null]),
    () => "ok@example.org",
    () => "https://evil.example/",
    () => new Date(Math.floor(random() * 4e12)).toISOString(),
  ];
  const nested = [
    () => Array.from({ length: Math.floor(random() * 4) }, () => jsonValue(random, depth + 1)),
    // fromEntries makes "__proto__" an own key, as JSON.parse on the server will.
    () => Object.fromEntries([[nastyString(random), jsonValue(random, depth + 1)]]),
  ];
  return pick(random, depth > 2 ? leaf : [...leaf, ...nested])();
}

// Parameter names the API reads, so that random bodies and queries reach deep validation.
const PARAM_NAMES = [
  "userId",
  "email",
  "password",
  "oldPassword",
  "name",
  "phone",
  "secret",
  "url",
  "prefs",
  "duration",
  "factor",
  "challengeId",
  "otp",
  "type",
  "status",
  "data",
  "permissions",
  "documentId",
  "queries",
  "identifier",
  "targetId",
  "providerId",
  "mfa",
  "success",
  "failure",
  "scopes",
  "code",
  "phrase",
  "value",
  "min",
  "max",
  "sessionId",
  "token",
];

/** A query value as the SDK writes one (a JSON object), or garbage in its place. */
function queryValue(random: Random): string {
  return pick(random, [
    () =>
      JSON.stringify({
        method: pick(random, [
          "equal",
          "limit",
          "orderAsc",
          "cursorAfter",
          "select",
          "search",
          "nope",
          "__proto__",
        ]),
        attribute: jsonValue(random),
        values: jsonValue(random),
      }),
    () => JSON.stringify(jsonValue(random)),
    () => '{"method":"limit","values":[',
    () =>
      JSON.stringify({
        method: "and",
        values: [JSON.stringify({ method: "equal", attribute: "title", values: ["x"] })],
      }),
    () => JSON.stringify({ method: "limit", values: [1e9] }),
    () => JSON.stringify({ method: "equal", attribute: "$permissions", values: ["any"] }),
    () => nastyString(random),
  ])();
}

function encodedQuery(random: Random): string {
  const pairs: string[] = [];
  const count = Math.floor(random() * 4);
  for (let index = 0; index < count; index++) {
    const name = chance(random, 0.5)
      ? "queries[]"
      : pick(random, [
          ...PARAM_NAMES,
          "project",
          "queries",
          "queries[0]",
          "queries[__proto__]",
          "scopes[]",
        ]);
    pairs.push(`${encodeURIComponent(name)}=${encodeSafely(queryValue(random))}`);
  }
  if (chance(random, 0.1)) pairs.push(pick(random, ["%", "%zz=1", "a=%E0%A4%A", "=", "&&&"]));
  return pairs.length > 0 ? `?${pairs.join("&")}` : "";
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Percent-encodes text; a lone surrogate (which has no UTF-8) is sent as U+FFFD. */
function encodeSafely(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(LONE_SURROGATE, "\ufffd"));
  }
}

/** A path parameter: usually nasty, sometimes one of the club's real ids. */
function pathParam(random: Random, name: string): string {
  if (chance(random, 0.3)) {
    const real: Record<string, readonly string[]> = {
      databaseId: [DATABASE_ID],
      collectionId: [MEETINGS, EVENTS, AGENDAS],
      type: ["totp", "email"],
      provider: ["oidc", "github"],
      projectId: ["pride-club"],
      page: ["lgbtq", "guide-to-lgbtq"],
      attribute: ["title", "$id"],
      bucketId: ["club_images"],
    };
    const values = real[name];
    if (values) return values[Math.floor(random() * values.length)] ?? "";
  }
  const value = nastyString(random);
  // Sometimes send the raw, deliberately malformed encodings the string itself holds.
  if (chance(random, 0.1) && /^[\x21-\x7e]+$/.test(value)) return value.replaceAll("/", "%2F");
  return encodeSafely(value);
}

function fillPath(random: Random, template: string): string {
  return template.replace(/:([A-Za-z]+)\??/g, (_match, name: string) => pathParam(random, name));
}

/** Nesting as deep as a body under the size limit can go: each one is read in full. */
function nestedToTheCap(random: Random): string {
  const arrays = MAX_BODY_BYTES / 2 - 1;
  const objects = Math.floor((MAX_BODY_BYTES - 2) / 6);
  return pick(random, [
    () => `${"[".repeat(arrays)}${"]".repeat(arrays)}`,
    () => `{"a":${'{"a":'.repeat(objects - 1)}1${"}".repeat(objects)}`,
    () => `{"data":${"[".repeat(arrays - 20)}`,
  ])();
}

/** JSON whose bytes are not UTF-8: a lone continuation byte, an overlong form, a cut sequence. */
function notUtf8(random: Random): Buffer {
  const bad = pick(random, [[0x80], [0xc0, 0xaf], [0xe2, 0x82], [0xff], [0xed, 0xa0, 0x80]]);
  return Buffer.concat([
    Buffer.from(`{"${pick(random, PARAM_NAMES)}":"`),
    Buffer.from(bad),
    Buffer.from('"}'),
  ]);
}

/**
 * A multipart body on the boundary `x` (the multipart Content-Type headers() may pick): a file
 * part with an odd name and odd bytes, cut short, or with parts the upload does not know.
 */
function multipartBody(random: Random): string {
  const name = randomText(random, 1 + Math.floor(random() * 12), ANY_CHARACTERS);
  const part = (headers: string, content: string) => `--x\r\n${headers}\r\n\r\n${content}\r\n`;
  return pick(random, [
    () =>
      part('Content-Disposition: form-data; name="fileId"', nastyString(random)) +
      part(`Content-Disposition: form-data; name="file"; filename="${name}"`, nastyString(random)) +
      "--x--\r\n",
    () => part('Content-Disposition: form-data; name="file"; filename="a.png"', "\x89PNG\r\n"),
    () => part('Content-Disposition: form-data; name="permissions[]"', nastyString(random)),
    () => `--x\r\nContent-Disposition: form-data; name="file"; filename="${name}`,
    () => "--x--\r\n",
  ])();
}

function body(random: Random): string | Buffer | null {
  if (chance(random, 0.04)) return nestedToTheCap(random);
  if (chance(random, 0.1)) return multipartBody(random);
  return pick(random, [
    () => notUtf8(random),
    () => null,
    () => "",
    () => "{",
    () => '{"email": "a@b.c", "password": ',
    () => "[]",
    () => "null",
    () => '"text"',
    () => "42",
    () => "[".repeat(20_000) + "]".repeat(20_000),
    () => `{"a":${'{"a":'.repeat(5000)}1${"}".repeat(5000)}}`,
    () => '{"__proto__": {"labels": ["admin"]}, "constructor": {"prototype": {"x": 1}}}',
    () => `{"name": "${"x".repeat(300_000)}"}`,
    () => "x".repeat(2 * 1024 * 1024 + 10),
    () => "email=a%40b.c&password=x",
    () => "\u0000\u0000\u0000",
    () =>
      JSON.stringify(
        Object.fromEntries(
          Array.from({ length: 1 + Math.floor(random() * 5) }, () => [
            pick(random, PARAM_NAMES),
            jsonValue(random),
          ]),
        ),
      ),
    () =>
      JSON.stringify(
        Object.fromEntries(
          Array.from({ length: 1 + Math.floor(random() * 5) }, () => [
            pick(random, PARAM_NAMES),
            jsonValue(random),
          ]),
        ),
      ),
    () =>
      JSON.stringify({
        data: {
          title: jsonValue(random),
          start: jsonValue(random),
          end: jsonValue(random),
          canceled: jsonValue(random),
        },
        documentId: "unique()",
        permissions: jsonValue(random),
      }),
  ])();
}

/** A header value node:http will send: visible ASCII and Latin-1, never CR, LF or NUL. */
function headerValue(random: Random): string {
  return pick(random, [
    () => "",
    () => "x".repeat(6000),
    () => randomText(random, 30, `${PRINTABLE}\u00e9\u00ff`),
    () => "pride-club",
    () => "other-project",
    () => "eyJhbGciOiJub25lIn0.eyJ1c2VySWQiOiJ4In0.",
    () => "W10=",
    () => "{}",
    () => "[",
    () => Buffer.from('{"a_session_pride-club":"garbage"}').toString("base64"),
  ])();
}

/** Headers a client controls, with the project header usually right so requests go deep. */
function headers(random: Random, member: string | null): Record<string, string> {
  const result: Record<string, string> = {};
  if (!chance(random, 0.1))
    result["X-Appwrite-Project"] = chance(random, 0.9) ? "pride-club" : headerValue(random);
  if (chance(random, 0.7)) {
    result["Content-Type"] = pick(random, [
      "application/json",
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/json; charset=utf-16",
      headerValue(random),
    ]);
  }
  if (member !== null && chance(random, 0.9)) result["Cookie"] = member;
  const extras = [
    "X-Appwrite-JWT",
    "X-Appwrite-Session",
    "X-Fallback-Cookies",
    "Origin",
    "Cookie",
    "X-Forwarded-For",
    "X-Forwarded-Proto",
    "Host",
    "Accept",
    "Accept-Encoding",
    "Range",
    "X-SDK-Version",
    "User-Agent",
    "If-None-Match",
    "Content-Encoding",
    "Content-Range",
    "X-Appwrite-Id",
  ];
  const count = Math.floor(random() * 3);
  for (let index = 0; index < count; index++) {
    const name = pick(random, extras);
    if (name === "Host" && chance(random, 0.5)) result[name] = "evil.example";
    else if (name === "Content-Range" && chance(random, 0.5)) result[name] = "bytes 0-9/20";
    else result[name] = headerValue(random);
  }
  return result;
}

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"];

/** One malformed request aimed at `route`, as a guest or (with its cookie) as a member. */
export function malformedRequest(
  random: Random,
  route: FuzzRoute,
  member: string | null,
): FuzzRequest {
  const method = chance(random, 0.8) ? route.method : pick(random, METHODS);
  const path = fillPath(random, route.path) + encodedQuery(random);
  const sendsBody = method !== "GET" && method !== "HEAD";
  return { method, path, headers: headers(random, member), body: sendsBody ? body(random) : null };
}

// Targets that have broken upgrade listeners: new URL() throws on "//[", and the rest are legal
// HTTP that a URL parser may read in surprising ways.
const UPGRADE_TARGETS = [
  "//[",
  "//[::1",
  "/v1/realtime?project=pride-club",
  "/v1/realtime?project=pride-club&channels[]=documents",
  "/v1/realtime?project=pride-club&channels[]=%",
  "/v1/realtime?project=pride-club&jwt=garbage",
  "/v1/realtime?project=other",
  "/v1/realtime/../realtime?project=pride-club",
  "/v1/Realtime?project=pride-club",
  "//evil.example/v1/realtime?project=pride-club",
  "http://evil.example/v1/realtime?project=pride-club",
  "*",
  "/%",
  "/%zz",
  "/v1/realtime?%",
  "/",
];

/** A websocket upgrade with an odd target or odd headers, as a browser never sends one. */
export function malformedUpgrade(random: Random, member: string | null): FuzzRequest {
  const target = chance(random, 0.8)
    ? pick(random, UPGRADE_TARGETS)
    : `/v1/realtime?project=pride-club&channels[]=${encodeSafely(nastyString(random))}`;
  const result: Record<string, string> = {
    Upgrade: pick(random, ["websocket", "WebSocket", "h2c", "websocket, h2c", headerValue(random)]),
    Connection: pick(random, ["Upgrade", "upgrade, keep-alive", "keep-alive, Upgrade"]),
  };
  if (chance(random, 0.8)) {
    result["Sec-WebSocket-Key"] = chance(random, 0.8)
      ? "dGhlIHNhbXBsZSBub25jZQ=="
      : headerValue(random);
  }
  if (chance(random, 0.8)) {
    result["Sec-WebSocket-Version"] = pick(random, ["13", "8", "99", "", headerValue(random)]);
  }
  const extras = [
    "Sec-WebSocket-Extensions",
    "Sec-WebSocket-Protocol",
    "Origin",
    "Cookie",
    "X-Forwarded-For",
    "Host",
  ];
  const count = Math.floor(random() * 3);
  for (let index = 0; index < count; index++) result[pick(random, extras)] = headerValue(random);
  if (member !== null && chance(random, 0.5)) result["Cookie"] = member;
  return {
    method: pick(random, ["GET", "GET", "GET", "POST"]),
    path: target,
    headers: result,
    body: null,
  };
}
