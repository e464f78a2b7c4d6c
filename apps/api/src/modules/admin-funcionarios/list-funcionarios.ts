import type { Funcionario } from "@portal/domain/staff";
import { asc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { funcionario } from "../../db/schema/index";
import { afterCursor, type PageQuery } from "../../lib/pagination";

const columns = { id: funcionario.id, email: funcionario.email, nombre: funcionario.nombre, rol: funcionario.rol, activo: funcionario.activo };

/** Every staff member, in the order they were invited; one row more than the page to tell whether another follows. */
export function listFuncionarios(db: Db, page: PageQuery): Promise<Funcionario[]> {
  return db
    .select(columns)
    .from(funcionario)
    .where(afterCursor(funcionario.id, page.cursor))
    .orderBy(asc(funcionario.id))
    .limit(page.limit + 1);
}
