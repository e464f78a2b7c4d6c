import { date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { aseguradora, tipo_placa } from "./catalogos";
import { timestamps } from "./columns";
import { funcionario } from "./funcionarios";

/**
 * An insurer's API client (issue 24, decision 260): registered by an admin for an insurer of the
 * catalogue. The secret is shown once; the database keeps its SHA-256 (a 256-bit random secret needs
 * no slow hash). After a rotation the previous secret keeps working until `secreto_anterior_hasta`.
 */
export const aseguradora_cliente = pgTable(
  "aseguradora_cliente",
  {
    id: serial("id").primaryKey(),
    aseguradora_id: integer("aseguradora_id").notNull().references(() => aseguradora.id),
    client_id: varchar("client_id", { length: 40 }).notNull().unique(),
    secreto_hash: varchar("secreto_hash", { length: 64 }).notNull(),
    secreto_anterior_hash: varchar("secreto_anterior_hash", { length: 64 }),
    secreto_anterior_hasta: timestamp("secreto_anterior_hasta", { withTimezone: true }),
    descripcion: varchar("descripcion", { length: 150 }),
    creado_por: integer("creado_por").notNull().references(() => funcionario.id),
    revocado_at: timestamp("revocado_at", { withTimezone: true }),
    revocado_por: integer("revocado_por").references(() => funcionario.id),
    ultimo_uso_at: timestamp("ultimo_uso_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("aseguradora_cliente_aseguradora_idx").on(t.aseguradora_id),
    index("aseguradora_cliente_creado_por_idx").on(t.creado_por),
    index("aseguradora_cliente_revocado_por_idx").on(t.revocado_por),
  ],
);

export const ESTADOS_POLIZA_REPORTADA = ["vigente", "cancelada", "anulada"] as const;
export type EstadoPolizaReportada = (typeof ESTADOS_POLIZA_REPORTADA)[number];

/**
 * A policy as its insurer reported it: one row per insurer, policy number and plate (a fleet policy
 * covers several plates), updated by later reports. No vehicle id: it is matched to the active vehicle
 * with that plate when read, so a report that arrives before the vehicle is registered applies the moment
 * it is (decision 262).
 */
export const poliza_reportada = pgTable(
  "poliza_reportada",
  {
    id: serial("id").primaryKey(),
    aseguradora_id: integer("aseguradora_id").notNull().references(() => aseguradora.id),
    aseguradora_cliente_id: integer("aseguradora_cliente_id").notNull().references(() => aseguradora_cliente.id),
    tipo_placa_id: integer("tipo_placa_id").notNull().references(() => tipo_placa.id),
    /** Upper case, as vehicles keep it. */
    numero_placa: varchar("numero_placa", { length: 10 }).notNull(),
    numero: varchar("numero", { length: 50 }).notNull(),
    fecha_inicio: date("fecha_inicio", { mode: "string" }).notNull(),
    fecha_fin: date("fecha_fin", { mode: "string" }).notNull(),
    prima_total: numeric("prima_total", { precision: 14, scale: 2 }),
    monto_asegurado: numeric("monto_asegurado", { precision: 14, scale: 2 }),
    estado_poliza: varchar("estado_poliza", { length: 10 }).$type<EstadoPolizaReportada>().notNull(),
    motivo: varchar("motivo", { length: 300 }),
    reportado_at: timestamp("reportado_at", { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("poliza_reportada_uq").on(t.aseguradora_id, t.numero, t.tipo_placa_id, t.numero_placa),
    index("poliza_reportada_placa_idx").on(t.tipo_placa_id, t.numero_placa, sql`${t.fecha_inicio} DESC`, sql`${t.reportado_at} DESC`),
    index("poliza_reportada_cliente_idx").on(t.aseguradora_cliente_id),
  ],
);

/** An `Idempotency-Key` a client used: the SHA-256 of the body it came with and the answer it got (decision 263). */
export const poliza_reporte_clave = pgTable(
  "poliza_reporte_clave",
  {
    aseguradora_cliente_id: integer("aseguradora_cliente_id")
      .notNull()
      .references(() => aseguradora_cliente.id, { onDelete: "cascade" }),
    clave: varchar("clave", { length: 200 }).notNull(),
    huella: varchar("huella", { length: 64 }).notNull(),
    estado_http: integer("estado_http"),
    respuesta: jsonb("respuesta"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "poliza_reporte_clave_pk", columns: [t.aseguradora_cliente_id, t.clave] })],
);
