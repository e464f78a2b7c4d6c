import { boolean, date, integer, pgTable, serial, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { estado_civil, tipo_poder } from "./catalogos";
import { timestamps } from "./columns";
import { ownedBy } from "./personas";
import { reviewColumns, reviewConstraints } from "./revision";

/** Attorney-in-fact (mandatario). `edad` is derived from fecha_nacimiento, never stored. */
export const mandato = pgTable(
  "mandato",
  {
    id: serial("id").primaryKey(),
    persona_id: ownedBy(),
    cui: varchar("cui", { length: 13 }).notNull(),
    nit: varchar("nit", { length: 20 }).notNull(),
    nombre: varchar("nombre", { length: 150 }).notNull(),
    apellido: varchar("apellido", { length: 150 }).notNull(),
    fecha_nacimiento: date("fecha_nacimiento", { mode: "string" }).notNull(),
    documento_numero: varchar("documento_numero", { length: 50 }).notNull(),
    presentado: date("presentado", { mode: "string" }).notNull(),
    escritura: varchar("escritura", { length: 100 }).notNull(),
    inscripcion_escritura: varchar("inscripcion_escritura", { length: 100 }).notNull(),
    notario: varchar("notario", { length: 200 }).notNull(),
    fecha: date("fecha", { mode: "string" }).notNull(),
    estado_civil_id: integer("estado_civil_id").notNull().references(() => estado_civil.id),
    tipo_poder_id: integer("tipo_poder_id").notNull().references(() => tipo_poder.id),
    numero_poder: varchar("numero_poder", { length: 50 }).notNull(),
    ...timestamps,
    ...reviewColumns(),
  },
  (t) => [uniqueIndex("mandato_persona_cui_uq").on(t.persona_id, t.cui), ...reviewConstraints("mandato", t)],
);

/** Auxiliary lawyer. `edad` is derived from fecha_nacimiento, never stored. */
export const abogado_auxiliar = pgTable(
  "abogado_auxiliar",
  {
    id: serial("id").primaryKey(),
    persona_id: ownedBy(),
    cui: varchar("cui", { length: 13 }).notNull(),
    nit: varchar("nit", { length: 20 }).notNull(),
    nombre: varchar("nombre", { length: 150 }).notNull(),
    apellido: varchar("apellido", { length: 150 }).notNull(),
    fecha_nacimiento: date("fecha_nacimiento", { mode: "string" }).notNull(),
    documento_numero: varchar("documento_numero", { length: 50 }).notNull(),
    colegiado_activo: boolean("colegiado_activo").notNull().default(false),
    estado_civil_id: integer("estado_civil_id").notNull().references(() => estado_civil.id),
    ...timestamps,
    ...reviewColumns(),
  },
  (t) => [uniqueIndex("abogado_auxiliar_persona_cui_uq").on(t.persona_id, t.cui), ...reviewConstraints("abogado_auxiliar", t)],
);
