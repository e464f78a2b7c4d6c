import type { ConflictoEstado } from "@portal/domain/conflicto";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { conflicto_placa } from "../../db/schema/index";
import { afterCursor, type PageQuery } from "../../lib/pagination";
import { selectConflictos } from "./conflicto-rows";

/** Plate conflicts in one state, oldest first (the order they are settled in); one row more than the page. */
export function listConflictos(db: Db, estado: ConflictoEstado, page: PageQuery) {
  return selectConflictos(db, and(eq(conflicto_placa.estado, estado), afterCursor(conflicto_placa.id, page.cursor)), page.limit + 1);
}
