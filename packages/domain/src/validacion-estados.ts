/**
 * The states of a vehicle validation QR, apart from the schemas of validacion.ts: the public check's
 * verdict reads them on its first load, which does not download zod (docs/decisions/223).
 */

/** INACTIVO (the vehicle is registered but inactive) was added after the first three; clients must accept new states. */
export const VALIDACION_ESTADOS = ["VIGENTE", "VENCIDO", "REVOCADO", "INACTIVO"] as const;
export type ValidacionEstado = (typeof VALIDACION_ESTADOS)[number];
