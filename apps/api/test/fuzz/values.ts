import fc from "fast-check";
import type { JsonSchema } from "./operations";

/** What a hostile client sends instead of a field's value. */

const INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE usuario; --",
  "1 UNION SELECT password_hash FROM usuario",
  "1; SELECT pg_sleep(10)",
  "\\'; --",
  "$1",
  "../../../../etc/passwd",
  "..\\..\\..\\windows\\win.ini",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '"><svg/onload=alert(1)>',
  "{{7*7}}",
  "${7*7}",
  "%s%s%s%n",
  "javascript:alert(1)",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "data:application/pdf;base64,JVBERi0xLjQKJSVFT0YK",
  "data:application/pdf;base64,!!!!",
  '{"$gt": ""}',
  "__proto__",
  "constructor",
];

const UNICODE = [
  "ÑANDÚ Ü ß ø 😀 🚌",
  "\u202Eevil\u202C",
  "\uFEFFbom",
  "\u200B\u200C\u200D",
  "\uD800",
  "\uDC00x",
  "e\u0301\u0301\u0301\u0301",
  "١٢٣٤٥٦٧٨", // Arabic-Indic digits
  "１２３", // full-width digits
  "𝟏𝟐𝟑",
  "\u00A0\u2028\u2029",
  "İı",
];

/** NUL (which PostgreSQL cannot store) more often than the others. */
const CONTROL = ["a\u0000b", "\u0000", "JUAN\u0000", "\u0000' OR 1=1", "x\u0001", "\u001b[31mred", "tab\u007F", "\u0008\u000B\u000C", "línea\u001F"];

/** Ids and numbers beyond every column. */
const OUT_OF_RANGE = [0, -1, -2147483648, 2147483647, 2147483648, 4294967296, 9007199254740991, 2 ** 53 + 2, 1e21, -1e21, 1.5, 1e308, -0];

const HUGE = [
  () => "A".repeat(5_000),
  () => "9".repeat(1_000),
  () => `a@${".".repeat(30_000)}@`,
  () => "a.".repeat(20_000),
  () => "ñ".repeat(20_000),
  () => "A".repeat(70_000), // beyond the 64 KB body limit
];

const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...INJECTIONS),
  fc.constantFrom(...UNICODE),
  fc.constantFrom(...CONTROL),
  fc.constantFrom(...HUGE).map((make) => make()),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom("", " ", "   ", "null", "undefined", "true", "NaN", "-1", "0", "2147483648", "1e309", "0x10", "１"),
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...OUT_OF_RANGE),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  fc.constant({ $gt: "" }),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 2, arbitrary: wrongType },
);

/** Hostile path segments; the raw ones are sent without encoding. */
export const hostilePathSegment: fc.Arbitrary<{ raw: boolean; value: string }> = fc.oneof(
  hostileString.filter((s) => s.length > 0 && s.length < 2_000).map((value) => ({ raw: false, value })),
  fc.constantFrom(...OUT_OF_RANGE).map((n) => ({ raw: false, value: String(n) })),
  fc.constantFrom("%00", "1%00", "..%2f..%2fetc%2fpasswd", "%2e%2e", "%ff", "%", "%C0%AE", "1%0d%0aSet-Cookie:x=1").map((value) => ({ raw: true, value })),
);

/** A body that is not the expected object at all. */
export const hostileBody: fc.Arbitrary<{ raw?: string; json?: unknown; contentType?: string }> = fc.oneof(
  wrongType.map((json) => ({ json })),
  hostileString.filter((s) => s.length < 70_000).map((json) => ({ json })),
  fc.constantFrom(
    { raw: "{", contentType: "application/json" },
    { raw: '{"a":1,}', contentType: "application/json" },
    { raw: '{"__proto__":{"isAdmin":true}}', contentType: "application/json" },
    { raw: '{"constructor":{"prototype":{"isAdmin":true}}}', contentType: "application/json" },
    { raw: `${"[".repeat(20_000)}${"]".repeat(20_000)}`, contentType: "application/json" },
    { raw: JSON.stringify(Object.fromEntries(Array.from({ length: 3_000 }, (_, i) => [`k${i}`, i]))), contentType: "application/json" },
    { raw: "nit=1&password=x", contentType: "application/x-www-form-urlencoded" },
    { raw: "hola", contentType: "text/plain" },
    { raw: "\u0000\u0001\u0002", contentType: "application/json" },
    { raw: '{"a":"\\u0000"}', contentType: "application/json; charset=latin1" },
  ),
);

/**
 * Hostile content that fits the field's length: SQL, HTML and path injection, odd Unicode, control
 * characters. These are the values that pass the length checks and reach the database.
 */
export const hostileText = (maxLength = 50): fc.Arbitrary<string> =>
  fc
    .oneof(
      fc.constantFrom(...INJECTIONS),
      fc.constantFrom(...UNICODE),
      fc.constantFrom(...CONTROL),
      fc.string({ unit: "binary", minLength: 1, maxLength: 20 }),
    )
    .map((text) => text.slice(0, Math.max(1, maxLength)));

/** A plausible value for a field, from the documented schema (so that mutated bodies reach the database). */
export function schemaValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants && variants.length > 0) return schemaValue(variants[0]);
  switch (schema.type) {
    case "boolean":
      return fc.boolean();
    case "integer":
    case "number": {
      const min = Math.max(schema.minimum ?? 0, 1);
      const max = Math.min(schema.maximum ?? 50, Math.max(min, 50));
      return fc.integer({ min, max: Math.max(min, max) });
    }
    case "array":
      return fc.constant([]);
    case "object":
      return fc.constant({});
    default: {
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      const max = Math.min(schema.maxLength ?? 30, 30);
      return fc.string({ minLength: Math.min(schema.minLength ?? 1, max), maxLength: max, unit: fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -") });
    }
  }
}
