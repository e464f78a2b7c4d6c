import type { Funcionario } from "@portal/domain/staff";
import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { funcionario } from "../../db/schema/index";
import { notFound } from "../../lib/errors";

import { funcionarioColumns } from "../../lib/funcionario-columns";

export { funcionarioColumns };

export async function getFuncionario(db: Db | Tx, id: number): Promise<Funcionario> {
  const [row] = await db.select(funcionarioColumns).from(funcionario).where(eq(funcionario.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}
