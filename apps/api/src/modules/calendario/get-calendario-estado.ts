import type { CalendarioEstado } from "@portal/domain/constancia";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { calendario } from "../../db/schema/index";
import type { Acting } from "../../lib/ownership";

/** Whether the account has a live feed URL for the acting carrier and since when. */
export async function getCalendarioEstado(db: Db, acting: Acting | null): Promise<CalendarioEstado> {
  const [row] = acting
    ? await db.select({ created_at: calendario.created_at }).from(calendario).where(and(eq(calendario.usuario_id, acting.userId), eq(calendario.persona_id, acting.personaId)))
    : [];
  return { activo: Boolean(row), creado: row?.created_at.toISOString() ?? null };
}
