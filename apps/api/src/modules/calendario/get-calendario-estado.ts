import type { CalendarioEstado } from "@portal/domain/constancia";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { calendario } from "../../db/schema/index";

/** Whether the account has a live feed URL and since when. */
export async function getCalendarioEstado(db: Db, userId: number): Promise<CalendarioEstado> {
  const [row] = await db.select({ created_at: calendario.created_at }).from(calendario).where(eq(calendario.usuario_id, userId));
  return { activo: Boolean(row), creado: row?.created_at.toISOString() ?? null };
}
