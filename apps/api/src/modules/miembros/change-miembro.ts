import { MIEMBRO_MSG, type RolMiembro } from "@portal/domain/miembro";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { miembro } from "../../db/schema/index";
import { AppError, conflict, invalidField } from "../../lib/errors";
import { memberRole, notOwned, ownedRow } from "../../lib/ownership";
import { checkVence } from "./invite";

const refuse = (message: string) => new AppError(403, message);

/** The member row, read for update, when the caller may manage the carrier's members (404 / 403 otherwise). */
async function targetFor(tx: Tx, id: number, userId: number) {
  const [target] = await tx.select().from(miembro).where(ownedRow(miembro, id, userId, "miembros")).for("update");
  if (!target) throw await notOwned(tx, miembro, id, userId, "miembros");
  const callerRol = (await memberRole(tx, target.persona_id, userId)) as RolMiembro;
  return { target, callerRol };
}

/** Other titulares of the carrier, locked so that two removals cannot leave it without one. */
async function otherTitulares(tx: Tx, personaId: number, exceptId: number) {
  const rows = await tx.select({ id: miembro.id }).from(miembro).where(and(eq(miembro.persona_id, personaId), eq(miembro.rol, "titular"), ne(miembro.id, exceptId))).for("update");
  return rows.length;
}

/**
 * Changes a member's role or end date (renewal). Nobody changes their own role; an administrador never
 * touches a titular; only a titular names another titular; the last titular stays one.
 */
export async function changeMiembro(db: Db, id: number, userId: number, body: { rol?: RolMiembro; vence?: string | null }) {
  return db.transaction(async (tx) => {
    const { target, callerRol } = await targetFor(tx, id, userId);
    const rol = body.rol ?? (target.rol as RolMiembro);
    const vence = body.vence === undefined ? target.vence : body.vence;
    if (body.rol && body.rol !== target.rol && target.usuario_id === userId) throw refuse(MIEMBRO_MSG.propioRol);
    if (target.rol === "titular" && callerRol !== "titular") throw refuse(MIEMBRO_MSG.noTitular);
    if (rol === "titular" && callerRol !== "titular") throw refuse(MIEMBRO_MSG.hacerTitular);
    if (target.rol === "titular" && rol !== "titular" && (await otherTitulares(tx, target.persona_id, target.id)) === 0) throw conflict(MIEMBRO_MSG.ultimoTitular);
    if (rol === "titular" && vence) throw invalidField("vence", "Un titular no tiene fecha de fin.");
    if (body.vence !== undefined && body.vence !== target.vence) checkVence(body.vence);
    const [row] = await tx.update(miembro).set({ rol, vence, updated_at: sql`now()` }).where(eq(miembro.id, target.id)).returning();
    return row;
  });
}

/**
 * Removes a member (or the caller leaves). Applies from the next request: the ownership rule reads this
 * table. An administrador cannot remove a titular; the last titular can neither leave nor be removed.
 */
export async function removeMiembro(db: Db, id: number, userId: number) {
  await db.transaction(async (tx) => {
    const [own] = await tx.select().from(miembro).where(and(eq(miembro.id, id), eq(miembro.usuario_id, userId))).for("update");
    const { target, callerRol } = own ? { target: own, callerRol: own.rol } : await targetFor(tx, id, userId);
    if (!own && target.rol === "titular" && callerRol !== "titular") throw refuse(MIEMBRO_MSG.noTitular);
    if (target.rol === "titular" && (await otherTitulares(tx, target.persona_id, target.id)) === 0) throw conflict(MIEMBRO_MSG.ultimoTitular);
    await tx.delete(miembro).where(eq(miembro.id, target.id));
  });
}
