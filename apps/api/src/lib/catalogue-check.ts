import { eq } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { MSG } from "@portal/domain/messages";
import type { Db, Tx } from "../db/client";
import { unprocessable, type FieldErrors } from "./errors";

type CatalogueTable = PgTable & { id: AnyPgColumn };

/**
 * 422 naming each field whose catalogue id does not exist, before a write that would otherwise fail
 * on a foreign key with a message that names no field. Null ids (optional references) are skipped.
 */
export async function requireCatalogueIds(db: Db | Tx, refs: Array<{ field: string; table: CatalogueTable; id: number | null }>) {
  const errors: FieldErrors = {};
  for (const { field, table, id } of refs) {
    if (id === null) continue;
    const found = await db.select({ id: table.id }).from(table as PgTable).where(eq(table.id, id)).limit(1);
    if (found.length === 0) errors[field] = [MSG.catalogueMissing];
  }
  if (Object.keys(errors).length > 0) throw unprocessable(MSG.catalogueMissing, errors);
}
