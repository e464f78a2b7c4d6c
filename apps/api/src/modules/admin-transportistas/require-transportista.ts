import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { usuario } from "../../db/schema/index";
import { notFound } from "../../lib/errors";

/** The carrier's account as the file heads it, or 404 for an id that is no carrier. */
export async function requireTransportista(db: Db, usuarioId: number) {
  const [row] = await db
    .select({ id: usuario.id, nit: usuario.nit, email: usuario.email, created_at: usuario.created_at })
    .from(usuario)
    .where(eq(usuario.id, usuarioId))
    .limit(1);
  if (!row) throw notFound("Transportista no encontrado.");
  return { ...row, created_at: row.created_at.toISOString() };
}
