import { bigserial, index, integer, jsonb, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";

/** A changed field: its value before and after, or only the mark that a secret changed. */
export interface CampoAuditado {
  antes: string | number | boolean | null;
  despues: string | number | boolean | null;
  protegido?: boolean;
}

/**
 * The audit trail (decision 075). Rows of the audited tables below are recorded by the trigger
 * `auditoria_registrar` of migration 0004, inside the transaction of the change; logins are inserted
 * by the API. No foreign keys: the trail outlives the rows it speaks of. Partitioned by month of
 * `fecha` since migration 0018 (decision 218); the parent has no primary key in the database (PostgreSQL
 * would need `fecha` in it), ids come from one sequence.
 */
export const auditoria = pgTable(
  "auditoria",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    fecha: timestamp("fecha", { withTimezone: true }).notNull().defaultNow(),
    /** Whose data changed: the carrier that reads it in GET /api/auditoria. */
    usuario_id: integer("usuario_id"),
    persona_id: integer("persona_id"),
    /** Who made the change: `usuario` (the carrier's session) or `funcionario` (a staff session); null = no session. */
    actor_tipo: varchar("actor_tipo", { length: 20 }),
    actor_id: integer("actor_id"),
    /** The table of the changed row (`vehiculo`, `persona_email`…) or `usuario` for the account's events. */
    entidad: varchar("entidad", { length: 64 }).notNull(),
    entidad_id: integer("entidad_id"),
    /** crear | modificar | eliminar (rows); iniciar_sesion | sesion_fallida (events). */
    accion: varchar("accion", { length: 32 }).notNull(),
    campos: jsonb("campos").$type<Record<string, CampoAuditado>>().notNull().default({}),
    /** Facts of an event that are not fields of a row, e.g. the NIT typed at a failed login. */
    detalle: jsonb("detalle").$type<Record<string, string>>(),
    ip: varchar("ip", { length: 64 }),
    geo: varchar("geo", { length: 100 }),
  },
  (t) => [index("auditoria_usuario_idx").on(t.usuario_id, t.id), index("auditoria_entidad_idx").on(t.entidad, t.entidad_id)],
);

/**
 * The tables whose rows carry a carrier's data; each has the trigger (a test checks it against the
 * database, and that every table with `persona_id` is here).
 */
export const AUDITED_TABLES = [
  "usuario",
  "persona",
  "natural",
  "juridico",
  "representante",
  "persona_direccion",
  "persona_email",
  "persona_telefono",
  "mandato",
  "abogado_auxiliar",
  "piloto",
  "piloto_emergencia",
  "documento",
  "licencia",
  "tarjeta_operacion",
  "vehiculo",
  "poliza",
  "validar_registro_piloto",
  "conflicto_placa",
  "notificacion",
  "notificacion_respuesta",
  "notificacion_adjunto",
  "miembro",
  "invitacion",
] as const;

/**
 * Audited by the same trigger, but no carrier owns their rows: the staff accounts (issue 12) and the QR
 * signing keys (issue 14; the private key is left out of the row the trigger records).
 */
export const AUTHORITY_AUDITED_TABLES = ["funcionario", "clave_firma", "aseguradora_cliente", "poliza_reportada"] as const;
