/** Roles of a carrier's members and their rules, without zod (the top bar reads them on every screen). */
/** The roles of a carrier's members (issue 21), strongest first. */
export const ROLES_MIEMBRO = ["titular", "administrador", "editor", "consulta"] as const;
export type RolMiembro = (typeof ROLES_MIEMBRO)[number];

/**
 * What a request does to a carrier's data: read it, change it, or manage its members. Every ownership
 * check names one; there is no default, so a forgotten argument cannot allow a write.
 */
export type Operacion = "leer" | "escribir" | "miembros";

/** The roles that may perform each operation. */
export const ROLES_QUE_PUEDEN: Record<Operacion, readonly RolMiembro[]> = {
  leer: ROLES_MIEMBRO,
  escribir: ["titular", "administrador", "editor"],
  miembros: ["titular", "administrador"],
};

export const puede = (rol: RolMiembro, op: Operacion) => ROLES_QUE_PUEDEN[op].includes(rol);

export const ROL_MIEMBRO_LABEL: Record<RolMiembro, string> = {
  titular: "Titular",
  administrador: "Administrador",
  editor: "Editor",
  consulta: "Consulta",
};

/** Roles an invitation may offer: a titular is the account that registered the carrier, or one promoted by a titular. */
export const ROLES_INVITABLES = ["administrador", "editor", "consulta"] as const;

/** A gestor's access lasts at most this many days from today. */
export const MAX_DIAS_MANDATO = 366;
export const DIAS_INVITACION = 7;

export const MIEMBRO_MSG = {
  soloLectura: "Su rol en este transportista es de consulta: puede ver los datos pero no modificarlos.",
  sinMiembros: "Solo el titular o un administrador del transportista pueden gestionar sus miembros.",
  noTitular: "Un administrador no puede quitar ni cambiar el rol de un titular.",
  ultimoTitular: "El transportista debe conservar al menos un titular.",
  propioRol: "No puede cambiar su propio rol.",
  hacerTitular: "Solo un titular puede nombrar a otro titular.",
  venceFuera: "La fecha de fin debe estar entre mañana y un año a partir de hoy.",
  invitacionInvalida: "El enlace de invitación no es válido, ya se usó, fue revocado o venció. Pida una nueva invitación.",
  otraCuenta: "Esta invitación es para otra cuenta: inicie sesión con el NIT y el correo a los que se envió.",
  yaMiembro: "Esa cuenta ya es miembro de este transportista.",
  invitacionPendiente: "Ya hay una invitación pendiente para ese NIT en este transportista.",
  mandatoAjeno: "El mandatario indicado no está registrado en los datos de este transportista.",
} as const;

/** The latest end date a gestor's access may have, counted from `today` (YYYY-MM-DD). */
export function ultimoVencePermitido(today: string): string {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  return d.toISOString().slice(0, 10);
}

/** A gestor's end date is after today and at most one year ahead. */
export const venceValido = (vence: string, today: string) => vence > today && vence <= ultimoVencePermitido(today);
