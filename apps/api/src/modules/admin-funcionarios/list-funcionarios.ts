import type { Funcionario } from "@portal/domain/staff";
import { asc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { funcionario } from "../../db/schema/index";
import { afterCursor, type PageQuery } from "../../lib/pagination";
import { funcionarioColumns } from "../../lib/funcionario-columns";


/** Every staff member, in the order they were invited; one row more than the page to tell whether another follows. */
export function listFuncionarios(db: Db, page: PageQuery): Promise<Funcionario[]> {
  return db
    .select(funcionarioColumns)
    .from(funcionario)
    .where(afterCursor(funcionario.id, page.cursor))
    .orderBy(asc(funcionario.id))
    .limit(page.limit + 1);
}
