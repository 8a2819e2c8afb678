import fc from "fast-check";

/** Field names the routes read, so generated bodies reach past "unknown field" into the handlers. */
const KNOWN_KEYS = [
  "id",
  "ids",
  "page",
  "limit",
  "order_field",
  "order_type",
  "is_down",
  "format",
  "tz",
  "userName",
  "username",
  "password",
  "oldPassword",
  "newPassword",
  "confirmPassword",
  "mobile",
  "email",
  "code",
  "qrId",
  "title",
  "name",
  "details",
  "classification",
  "document",
  "version",
  "revision",
  "status",
  "type",
  "cate_id",
  "fileMd5",
  "fileSign",
  "fileName",
  "chunkIndex",
  "totalChunks",
  "photo",
  "keyword",
  "description",
  "roles",
  "menus",
  "parent_id",
  "sort",
  "created_at",
  "__proto__",
  "constructor",
  "toString",
];

/** Strings that have made servers fail: numbers as text, escapes, SQL, broken Unicode, paths. */
const NASTY_TEXT = [
  "",
  " ",
  "0",
  "-1",
  "1.5",
  "1e999",
  "-1e999",
  "Infinity",
  "NaN",
  "2147483648",
  "9".repeat(40),
  "1,2,3",
  "1,,x",
  "true",
  "null",
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  "%",
  "_",
  "\\",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udc00x",
  "😀",
  "../../etc/passwd",
  "/uploads/../x",
  "<script>alert(1)</script>",
  "2024-13-45",
  "2024-01-01T25:61:00Z",
  "x".repeat(5000),
];

const text = fc.oneof(
  fc.constantFrom(...NASTY_TEXT),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 20 }),
);

const number = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, 1, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 1e308, -1e308, 0.5),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const leaf = fc.oneof(text, number, fc.boolean(), fc.constant(null));

/** Any JSON value of a few levels, leaves drawn from the nasty ones. */
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  any: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    leaf,
    fc.array(tie("any"), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(fc.constantFrom(...KNOWN_KEYS), fc.string({ maxLength: 8 })),
      tie("any"),
      {
        maxKeys: 4,
      },
    ),
  ),
})).any;

const key = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...KNOWN_KEYS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);

/** A body as sent on the wire: mostly JSON objects of known keys, sometimes not an object, or not JSON. */
export const malformedBody: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.dictionary(key, value, { maxKeys: 6 }).map((o) => JSON.stringify(o)) },
  { weight: 1, arbitrary: value.map((v) => JSON.stringify(v) ?? "null") },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "{",
      "[",
      "}",
      '{"id":',
      "{'id':1}",
      '{"id":1}garbage',
      "\u0000",
      '"\\ud800"',
      `${"[".repeat(5000)}${"]".repeat(5000)}`,
      `{"a":${'{"a":'.repeat(2000)}1${"}".repeat(2001)}`,
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
);

/** A field's value: mostly a plausible one of any type, often a nasty one, sometimes nested. */
const fieldValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: leaf },
  { weight: 1, arbitrary: value },
);

/**
 * Bodies shaped like the route's own: its fields (from its schema or its module's description)
 * present with awkward values, the required ones always, so the calls get past "missing field"
 * into the handler; mixed with bodies of any shape.
 */
export function bodyFor(fields: string[], required: string[]): fc.Arbitrary<string> {
  if (fields.length === 0) return malformedBody;
  const shaped = fc
    .record(Object.fromEntries(fields.map((field) => [field, fieldValue])), {
      requiredKeys: required.filter((field) => fields.includes(field)),
    })
    .map((body) => JSON.stringify(body));
  return fc.oneof({ weight: 3, arbitrary: shaped }, { weight: 1, arbitrary: malformedBody });
}

/** Queries with the route's own fields, mixed with queries of any keys. */
export function queryFor(fields: string[]): fc.Arbitrary<string> {
  if (fields.length === 0) return malformedQuery;
  const shaped = fc
    .array(fc.tuple(fc.constantFrom(...fields).map(encodeBytes), queryValue), {
      minLength: 1,
      maxLength: 4,
    })
    .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join("&"));
  return fc.oneof({ weight: 3, arbitrary: shaped }, { weight: 1, arbitrary: malformedQuery });
}

/** Percent-encodes a text's UTF-8 bytes (encodeURIComponent throws on a lone surrogate). */
function encodeBytes(text: string): string {
  return [...Buffer.from(text, "utf8")]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, "0").toUpperCase()}`,
    )
    .join("");
}

const queryValue = fc.oneof(
  text.map(encodeBytes),
  number.map((n) => encodeBytes(String(n))),
  // Escapes no decoder accepts, a NUL, the UTF-8 bytes of a lone surrogate, a repeated key.
  fc.constantFrom("%", "%ZZ", "%00", "%ED%A0%80", "%C0%AF", "a%2", "1&id=2", "x#y"),
);

/** A query string (without `?`): known and unknown keys with awkward values. */
export const malformedQuery: fc.Arbitrary<string> = fc
  .array(fc.tuple(key.map(encodeBytes), queryValue), { maxLength: 5 })
  .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join("&"));

/** A fixed number of inputs from a fixed seed: the same requests on every run and in CI. */
export function sampleOf<T>(arbitrary: fc.Arbitrary<T>, seed: number, count: number): T[] {
  return fc.sample(arbitrary, { seed, numRuns: count });
}
