import { boolean, date, index, integer, pgTable, serial, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { estado_civil } from "./catalogos";
import { timestamps } from "./columns";
import { ownedBy } from "./personas";
import { reviewColumns, reviewConstraints } from "./revision";

/** Limits of spec part 9 are the column widths. `edad` is derived, never stored. */
export const piloto = pgTable(
  "piloto",
  {
    id: serial("id").primaryKey(),
    persona_id: ownedBy(),
    nit: varchar("nit", { length: 15 }).notNull(),
    cui: varchar("cui", { length: 15 }).notNull(),
    nombre: varchar("nombre", { length: 150 }).notNull(),
    apellido: varchar("apellido", { length: 150 }).notNull(),
    fecha_nacimiento: date("fecha_nacimiento", { mode: "string" }).notNull(),
    correo_electronico: varchar("correo_electronico", { length: 100 }),
    telefono: varchar("telefono", { length: 10 }),
    direccion: varchar("direccion", { length: 300 }),
    estado_civil_id: integer("estado_civil_id").references(() => estado_civil.id),
    tiene_hijo: boolean("tiene_hijo").notNull().default(false),
    tiempo_laborar: integer("tiempo_laborar"),
    tiempo_laboral: varchar("tiempo_laboral", { length: 50 }),
    experiencia_manejando: varchar("experiencia_manejando", { length: 50 }),
    numero_documento: varchar("numero_documento", { length: 50 }),
    documento_intecap: varchar("documento_intecap", { length: 50 }),
    tipo_licencia: varchar("tipo_licencia", { length: 1 }),
    /** Answered both as administrasion_licencia and adminision_licencia (both spellings are in the contract). */
    licencia_vencimiento: date("licencia_vencimiento", { mode: "string" }),
    activo: boolean("activo").notNull().default(true),
    ...timestamps,
    ...reviewColumns(),
  },
  (t) => [
    uniqueIndex("piloto_persona_cui_uq").on(t.persona_id, t.cui),
    index("piloto_nit_idx").on(t.nit),
    index("piloto_cui_idx").on(t.cui),
    ...reviewConstraints("piloto", t),
  ],
);

export const piloto_emergencia = pgTable(
  "piloto_emergencia",
  {
    id: serial("id").primaryKey(),
    persona_id: ownedBy(),
    piloto_id: integer("piloto_id").notNull().references(() => piloto.id, { onDelete: "cascade" }),
    nombre: varchar("nombre", { length: 150 }).notNull(),
    direccion: varchar("direccion", { length: 300 }).notNull(),
    telefono: varchar("telefono", { length: 8 }).notNull(),
    email: varchar("email", { length: 100 }),
    ...timestamps,
  },
  (t) => [index("piloto_emergencia_piloto_idx").on(t.piloto_id), index("piloto_emergencia_persona_idx").on(t.persona_id)],
);
