import { sql } from "drizzle-orm";
import { boolean, date, index, integer, numeric, pgTable, serial, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import {
  color,
  marca_vehiculo,
  tipo_combustible,
  tipo_licencia,
  tipo_placa,
  tipo_uso,
  tipo_vehiculo,
} from "./catalogos";
import { timestamps } from "./columns";
import { archivo } from "./documentos";
import { ownedBy } from "./personas";
import { reviewColumns, reviewConstraints } from "./revision";

/** Transport licence. Its Estado (Vigente/Expirada) derives from inicia/fin; `activo` is answered, not stored. */
export const licencia = pgTable(
  "licencia",
  {
    id: serial("id").primaryKey(),
    persona_id: ownedBy(),
    numero: varchar("numero", { length: 30 }).notNull(),
    inicia: date("inicia", { mode: "string" }).notNull(),
    fin: date("fin", { mode: "string" }).notNull(),
    tipo_licencia_id: integer("tipo_licencia_id").notNull().references(() => tipo_licencia.id),
    ...timestamps,
    ...reviewColumns(),
  },
  (t) => [uniqueIndex("licencia_persona_numero_uq").on(t.persona_id, t.numero), ...reviewConstraints("licencia", t)],
);

export const tarjeta_operacion = pgTable(
  "tarjeta_operacion",
  {
    id: serial("id").primaryKey(),
    persona_id: ownedBy(),
    licencia_id: integer("licencia_id").notNull().references(() => licencia.id, { onDelete: "restrict" }),
    numero: varchar("numero", { length: 20 }).notNull(),
    ...timestamps,
    ...reviewColumns(),
  },
  (t) => [
    uniqueIndex("tarjeta_operacion_licencia_numero_uq").on(t.licencia_id, t.numero),
    index("tarjeta_operacion_persona_idx").on(t.persona_id),
    ...reviewConstraints("tarjeta_operacion", t),
  ],
);

export const vehiculo = pgTable(
  "vehiculo",
  {
    id: serial("id").primaryKey(),
    persona_id: ownedBy(),
    tarjeta_operacion_id: integer("tarjeta_operacion_id")
      .notNull()
      .references(() => tarjeta_operacion.id, { onDelete: "restrict" }),
    licencia_id: integer("licencia_id").notNull().references(() => licencia.id, { onDelete: "restrict" }),
    nit: varchar("nit", { length: 20 }).notNull(),
    asiento: integer("asiento").notNull(),
    numero_placa: varchar("numero_placa", { length: 10 }).notNull(),
    motor: varchar("motor", { length: 25 }).notNull(),
    modelo: varchar("modelo", { length: 4 }).notNull(),
    linea: varchar("linea", { length: 60 }),
    cilindro: integer("cilindro"),
    cc: integer("cc"),
    numero_serie: varchar("numero_serie", { length: 25 }),
    numero_chasis: varchar("numero_chasis", { length: 25 }).notNull(),
    color_id: integer("color_id").notNull().references(() => color.id),
    tipo_vehiculo_id: integer("tipo_vehiculo_id").notNull().references(() => tipo_vehiculo.id),
    tipo_placa_id: integer("tipo_placa_id").notNull().references(() => tipo_placa.id),
    tipo_uso_id: integer("tipo_uso_id").notNull().references(() => tipo_uso.id),
    tipo_combustible_id: integer("tipo_combustible_id").notNull().references(() => tipo_combustible.id),
    marca_vehiculo_id: integer("marca_vehiculo_id").notNull().references(() => marca_vehiculo.id),
    activo: boolean("activo").notNull().default(true),
    ...timestamps,
    ...reviewColumns(),
  },
  (t) => [
    uniqueIndex("vehiculo_tarjeta_placa_uq").on(t.tarjeta_operacion_id, t.numero_placa),
    // A plate (its type and number) sits on one active vehicle nationwide (docs/decisions/070).
    uniqueIndex("vehiculo_placa_activa_uq").on(t.tipo_placa_id, sql`upper(${t.numero_placa})`).where(sql`${t.activo}`),
    // Deleting a licence checks its vehicles; a carrier's lists filter on persona_id (decision 091).
    index("vehiculo_licencia_idx").on(t.licencia_id),
    index("vehiculo_persona_idx").on(t.persona_id),
    ...reviewConstraints("vehiculo", t),
  ],
);

/**
 * Vehicles the migration to one-plate-one-active-vehicle deactivated because another active vehicle
 * held the same plate (docs/decisions/070). The API warns at start while rows remain; an operator
 * reviews them with the carriers and then deletes them.
 */
export const vehiculo_desactivado_migracion = pgTable(
  "vehiculo_desactivado_migracion",
  {
    id: serial("id").primaryKey(),
    vehiculo_id: integer("vehiculo_id").notNull().references(() => vehiculo.id, { onDelete: "cascade" }),
    persona_id: integer("persona_id").notNull(),
    tipo_placa_id: integer("tipo_placa_id").notNull(),
    numero_placa: varchar("numero_placa", { length: 10 }).notNull(),
    conservado_vehiculo_id: integer("conservado_vehiculo_id").notNull(),
    motivo: varchar("motivo", { length: 200 }).notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("vehiculo_desactivado_migracion_vehiculo_idx").on(t.vehiculo_id)],
);

/** Insurance policy of a vehicle; written in the same transaction as the vehicle. */
export const poliza = pgTable(
  "poliza",
  {
    id: serial("id").primaryKey(),
    persona_id: ownedBy(),
    vehiculo_id: integer("vehiculo_id").notNull().unique().references(() => vehiculo.id, { onDelete: "cascade" }),
    nombre_aseguradora: varchar("nombre_aseguradora", { length: 150 }).notNull(),
    numero: varchar("numero", { length: 50 }).notNull(),
    tipo_seguro: varchar("tipo_seguro", { length: 100 }).notNull(),
    prima_total: numeric("prima_total", { precision: 14, scale: 2 }).notNull(),
    valor: numeric("valor", { precision: 14, scale: 2 }).notNull(),
    monto_asegurado: numeric("monto_asegurado", { precision: 14, scale: 2 }).notNull(),
    fecha_inicio: date("fecha_inicio", { mode: "string" }).notNull(),
    fecha_fin: date("fecha_fin", { mode: "string" }).notNull(),
    archivo_id: integer("archivo_id").references(() => archivo.id),
    ...timestamps,
  },
  (t) => [index("poliza_persona_idx").on(t.persona_id), index("poliza_archivo_idx").on(t.archivo_id)],
);

/**
 * Vehicle validation QR code. Rows are never deleted while their carrier exists: deleting the QR sets
 * `revocado_at`, deleting the vehicle nulls `vehiculo_id`; either way the public check answers REVOCADO.
 * The snapshot columns keep what the public check shows once the vehicle is gone.
 */
export const validar_registro_piloto = pgTable(
  "validar_registro_piloto",
  {
    id: serial("id").primaryKey(),
    persona_id: ownedBy(),
    vehiculo_id: integer("vehiculo_id").references(() => vehiculo.id, { onDelete: "set null" }),
    codigo: varchar("codigo", { length: 16 }).notNull().unique(),
    llave: varchar("llave", { length: 64 }).notNull(),
    vigencia: date("vigencia", { mode: "string" }).notNull(),
    numero_placa: varchar("numero_placa", { length: 10 }).notNull(),
    marca: varchar("marca", { length: 200 }).notNull(),
    modelo: varchar("modelo", { length: 4 }).notNull(),
    licencia_numero: varchar("licencia_numero", { length: 30 }).notNull(),
    transportista: varchar("transportista", { length: 300 }).notNull(),
    revocado_at: timestamp("revocado_at", { withTimezone: true }),
    /** Why a supervisor revoked it, and who (funcionario id), when the authority did (decision 164). */
    revocado_motivo: varchar("revocado_motivo", { length: 500 }),
    revocado_por: integer("revocado_por"),
    /** Public category of the revocation (domain CAUSAS_REVOCACION; decision 201): says who and why without private text. */
    revocado_causa: varchar("revocado_causa", { length: 24 }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("validar_registro_piloto_vehiculo_idx").on(t.vehiculo_id),
    index("validar_registro_piloto_persona_idx").on(t.persona_id),
  ],
);
