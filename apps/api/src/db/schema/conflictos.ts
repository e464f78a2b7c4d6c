import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { tipo_placa } from "./catalogos";
import { timestamps } from "./columns";
import { tarjeta_operacion, vehiculo } from "./licencias";
import { ownedBy } from "./personas";

export const CONFLICTO_ESTADOS = ["pendiente", "desactivado_existente", "reclamo_rechazado"] as const;
export type ConflictoEstado = (typeof CONFLICTO_ESTADOS)[number];

/**
 * A plate claim the authority settles (decision 163): the carrier `persona_id` was refused because
 * another active vehicle holds the plate (decision 070). Recorded by the refused request; one pending
 * claim per carrier and plate. `existente_vehiculo_id` is the vehicle that held the plate when resolved.
 */
export const conflicto_placa = pgTable(
  "conflicto_placa",
  {
    id: serial("id").primaryKey(),
    persona_id: ownedBy(),
    tipo_placa_id: integer("tipo_placa_id").notNull().references(() => tipo_placa.id),
    numero_placa: varchar("numero_placa", { length: 10 }).notNull(),
    /** The card the claimant tried to add the vehicle to (create), or null. */
    tarjeta_operacion_id: integer("tarjeta_operacion_id").references(() => tarjeta_operacion.id, { onDelete: "set null" }),
    /** The claimant's own vehicle whose edit or re-activation was refused, or null. */
    vehiculo_id: integer("vehiculo_id").references(() => vehiculo.id, { onDelete: "set null" }),
    estado: varchar("estado", { length: 24 }).$type<ConflictoEstado>().notNull().default("pendiente"),
    motivo: varchar("motivo", { length: 500 }),
    existente_vehiculo_id: integer("existente_vehiculo_id").references(() => vehiculo.id, { onDelete: "set null" }),
    /** The staff member (funcionario id) who resolved it; no foreign key, like the audit trail's actor. */
    resuelto_por: integer("resuelto_por"),
    resuelto_en: timestamp("resuelto_en", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("conflicto_placa_pendiente_uq")
      .on(t.persona_id, t.tipo_placa_id, sql`upper(${t.numero_placa})`)
      .where(sql`${t.estado} = 'pendiente'`),
    index("conflicto_placa_persona_idx").on(t.persona_id),
    index("conflicto_placa_estado_idx").on(t.estado, t.id),
    index("conflicto_placa_tarjeta_idx").on(t.tarjeta_operacion_id),
    index("conflicto_placa_vehiculo_idx").on(t.vehiculo_id),
    index("conflicto_placa_existente_idx").on(t.existente_vehiculo_id),
  ],
);
