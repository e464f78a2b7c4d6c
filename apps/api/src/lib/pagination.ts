import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX, PAGE_MSG, pageLimitField } from "@portal/domain/pagination";
import { type AnyColumn, gt, type SQL, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";

/**
 * Keyset pagination (DESIGN §9, decision 076): the cursor is the sort key of the last row of a page,
 * opaque to clients (base64url of a JSON array of ids, and names for lists sorted by name), so a page is `where key < cursor order by
 * key desc limit n` — stable while rows are added, and no offset to scan.
 */
export function encodeCursor(key: Array<number | string>): string {
  return Buffer.from(JSON.stringify(key)).toString("base64url");
}

/** What each part of a sort key holds: a positive integer (ids) or a text up to 150 characters (names). */
type KeyPart = "int" | "text";

const validPart = (kind: KeyPart, v: unknown) =>
  kind === "int" ? Number.isSafeInteger(v) && (v as number) > 0 : typeof v === "string" && v.length <= 150;

function decodeCursor(cursor: string, kinds: KeyPart[]): Array<number | string> | undefined {
  if (cursor.length > 1000 || !/^[\w-]+$/.test(cursor)) return undefined;
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    const valid = Array.isArray(key) && key.length === kinds.length && kinds.every((kind, i) => validPart(kind, key[i]));
    return valid ? (key as Array<number | string>) : undefined;
  } catch {
    return undefined;
  }
}

/** What every paginated route says in its OpenAPI description. */
export const PAGED_LIST_DESCRIPTION = [
  `Paginado: \`limit\` de 1 a ${PAGE_LIMIT_MAX} (${PAGE_LIMIT_DEFAULT} si falta) y \`cursor\` (el \`next_cursor\` de la página anterior);`,
  "`next_cursor` es null en la última página; si hay otra, también la anuncia el encabezado `Link: <…>; rel=\"next\"`.",
  "Un límite o un cursor no válidos responden 422. Nunca aparecen filas de otra cuenta.",
].join(" ");

/** The parsed `?limit=&cursor=` a list function takes. */
export interface PageQuery {
  limit: number;
  cursor?: number[];
}

/**
 * Rows after the cursor of a list sorted ascending by its integer `column`, or by several (a row
 * comparison, e.g. `(tipo_documento_id, id) > (3, 41)`); no condition on the first page.
 */
export function afterCursor(column: AnyColumn | AnyColumn[], cursor: Array<number | string> | undefined): SQL | undefined {
  if (cursor === undefined) return undefined;
  if (!Array.isArray(column)) return gt(column, cursor[0]);
  return sql`(${sql.join(column, sql`, `)}) > (${sql.join(cursor.map((v) => sql`${v}`), sql`, `)})`;
}

/** `?limit=&cursor=` of a list sorted by `keyLength` integer columns; a bad cursor is a 422 on `cursor`. */
export function pageQuerySchema(keyLength = 1) {
  return keysetQuerySchema<number>(Array.from({ length: keyLength }, () => "int"));
}

/** `?limit=&cursor=` of a list sorted by a key mixing texts and integers, e.g. `["text", "text", "int"]`. */
export function keysetQuerySchema<V extends number | string = number | string>(kinds: KeyPart[]) {
  return z.object({
    limit: pageLimitField,
    cursor: z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (value === undefined) return undefined;
        const key = decodeCursor(value, kinds);
        if (!key) ctx.addIssue({ code: "custom", message: PAGE_MSG.cursor });
        return key as V[] | undefined;
      })
      .meta({ description: "`next_cursor` de la página anterior; sin él, la primera página." }),
  });
}

/**
 * Cuts the one extra row a page query reads (limit + 1) to tell whether another page follows; sets
 * `Link: <…>; rel="next"` when it does. Answers the rows and `next_cursor` (null on the last page).
 */
export function pageOf<T>(request: FastifyRequest, reply: FastifyReply, rows: T[], limit: number, keyOf: (row: T) => Array<number | string>) {
  const page = rows.slice(0, limit);
  const more = rows.length > limit;
  const next_cursor = more ? encodeCursor(keyOf(page[page.length - 1])) : null;
  if (next_cursor) {
    const [path, query = ""] = request.url.split("?");
    // The next page keeps the list's filters (e.g. `placa`), not the old limit and cursor.
    const filters = new URLSearchParams(query);
    filters.delete("limit");
    filters.delete("cursor");
    const rest = filters.size > 0 ? `&${filters.toString()}` : "";
    reply.header("link", `<${path}?limit=${limit}&cursor=${next_cursor}${rest}>; rel="next"`);
  }
  return { page, next_cursor };
}
