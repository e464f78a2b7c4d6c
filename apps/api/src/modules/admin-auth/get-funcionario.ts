import type { Funcionario } from "@portal/domain/staff";
import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { funcionario } from "../../db/schema/index";
import { notFound } from "../../lib/errors";

/** The columns of a staff member the console may see (never the hashes or the TOTP secret). */
export const funcionarioColumns = {
  id: funcionario.id,
  email: funcionario.email,
  nombre: funcionario.nombre,
  rol: funcionario.rol,
  activo: funcionario.activo,
};

export async function getFuncionario(db: Db | Tx, id: number): Promise<Funcionario> {
  const [row] = await db.select(funcionarioColumns).from(funcionario).where(eq(funcionario.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}
