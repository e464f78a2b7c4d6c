import { ROLES_MIEMBRO, type RolMiembro } from "@portal/domain/miembro-roles";

/** What the screen knows of a member row to decide what the caller may do with it. */
export interface MemberTarget {
  rol: RolMiembro;
  /** A gestor's end date; a titular has none. */
  vence: string | null;
}

/**
 * Whether the caller may change or remove this member at all: a titular manages everyone but itself; an
 * administrador everyone but titulares and itself; editors and consulta nobody. The API keeps the same
 * rules (and the last titular's); the screen only leaves out what it would refuse.
 */
export function puedeGestionar(callerRol: RolMiembro | undefined, target: MemberTarget, esYo: boolean): boolean {
  if (esYo) return false;
  if (callerRol === "titular") return true;
  return callerRol === "administrador" && target.rol !== "titular";
}

/**
 * The roles the row's selector offers (the current one included). Only a titular names another titular,
 * and a titular has no end date, so a gestor's row does not offer it.
 */
export function rolesOfrecidos(callerRol: RolMiembro | undefined, target: MemberTarget, esYo: boolean): RolMiembro[] {
  if (!puedeGestionar(callerRol, target, esYo)) return [];
  return ROLES_MIEMBRO.filter((rol) => rol !== "titular" || target.rol === "titular" || (callerRol === "titular" && !target.vence));
}
