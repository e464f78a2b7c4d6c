import { sql } from "drizzle-orm";
import { funcionario } from "../db/schema/index";

/**
 * The columns of a staff member the console may see (never the hashes or the TOTP secret), as every
 * staff route answers them. `invitacion_pendiente`: invited (or reset) and no password chosen yet.
 */
export const funcionarioColumns = {
  id: funcionario.id,
  email: funcionario.email,
  nombre: funcionario.nombre,
  rol: funcionario.rol,
  activo: funcionario.activo,
  invitacion_pendiente: sql<boolean>`(${funcionario.password_hash} is null)`.as("invitacion_pendiente"),
};
