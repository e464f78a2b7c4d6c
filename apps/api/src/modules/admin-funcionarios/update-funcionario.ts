import type { Funcionario, Rol } from "@portal/domain/staff";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { funcionario } from "../../db/schema/index";
import { conflict, notFound } from "../../lib/errors";
import { revokeStaffSessions } from "../../lib/staff-sessions";
import { funcionarioColumns } from "../../lib/funcionario-columns";

export const LAST_ADMIN = "No puede dejar la consola sin administradores activos: antes asigne el rol de administrador a otro funcionario.";
export const STAFF_NOT_FOUND = "Funcionario no encontrado.";

/**
 * Changes a staff member's role and/or active state. The active admins are locked first, so two admins
 * demoting each other at once cannot leave none (409). Deactivation ends every session at once.
 */
export async function updateFuncionario(db: Db, id: number, patch: { rol?: Rol; activo?: boolean }): Promise<Funcionario> {
  return db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: funcionario.id })
      .from(funcionario)
      .where(and(eq(funcionario.rol, "admin"), eq(funcionario.activo, true)))
      .for("update");
    const [row] = await tx.select({ rol: funcionario.rol, activo: funcionario.activo }).from(funcionario).where(eq(funcionario.id, id)).for("update");
    if (!row) throw notFound(STAFF_NOT_FOUND);
    const next = { rol: patch.rol ?? row.rol, activo: patch.activo ?? row.activo };
    const wasAdmin = row.rol === "admin" && row.activo;
    const staysAdmin = next.rol === "admin" && next.activo;
    if (wasAdmin && !staysAdmin && admins.length <= 1) throw conflict(LAST_ADMIN);

    const [updated] = await tx
      .update(funcionario)
      .set({ ...next, updated_at: new Date() })
      .where(eq(funcionario.id, id))
      .returning(funcionarioColumns);
    if (row.activo && !next.activo) await revokeStaffSessions(tx, id);
    return updated;
  });
}
