import { boolean, date, index, integer, pgTable, serial, varchar } from "drizzle-orm/pg-core";
import {
  cargo,
  departamento,
  estado_civil,
  municipio,
  pais,
  profesion_oficio,
  tipo_direccion,
  tipo_libro,
  tipo_telefono,
} from "./catalogos";
import { timestamps } from "./columns";
import { reviewColumns, reviewConstraints } from "./revision";
import { usuario } from "./usuarios";


/** The carrier. Every other owned row carries `persona_id`, which is how ownership is enforced. */
export const persona = pgTable(
  "persona",
  {
    id: serial("id").primaryKey(),
    usuario_id: integer("usuario_id").notNull().references(() => usuario.id, { onDelete: "cascade" }),
    nit: varchar("nit", { length: 20 }).notNull(),
    juridico_completo: boolean("juridico_completo").notNull().default(false),
    ...timestamps,
  },
  (t) => [index("persona_usuario_idx").on(t.usuario_id)],
);

/** The owning carrier: every owned table has this column, so one condition enforces ownership everywhere. */
export const ownedBy = () =>
  integer("persona_id").notNull().references(() => persona.id, { onDelete: "cascade" });

export const natural = pgTable(
  "natural",
  {
    id: serial("id").primaryKey(),
    persona_id: ownedBy().unique(),
    cui: varchar("cui", { length: 13 }).notNull(),
    nombre: varchar("nombre", { length: 150 }).notNull(),
    apellido: varchar("apellido", { length: 150 }).notNull(),
    fecha_nacimiento: date("fecha_nacimiento", { mode: "string" }).notNull(),
    pasaporte: varchar("pasaporte", { length: 30 }),
    estado_civil_id: integer("estado_civil_id").notNull().references(() => estado_civil.id),
    profesion_oficio_id: integer("profesion_oficio_id").notNull().references(() => profesion_oficio.id),
    nacionalidad_id: integer("nacionalidad_id").notNull().default(1).references(() => pais.id),
    ...timestamps,
    ...reviewColumns(),
  },
  (t) => reviewConstraints("natural", t),
);

export const juridico = pgTable(
  "juridico",
  {
    id: serial("id").primaryKey(),
    persona_id: ownedBy().unique(),
    empresa: varchar("empresa", { length: 250 }).notNull(),
    numero_registro: varchar("numero_registro", { length: 50 }).notNull(),
    folio: varchar("folio", { length: 50 }).notNull(),
    libro: varchar("libro", { length: 50 }).notNull(),
    expediente: varchar("expediente", { length: 50 }),
    fecha_definitiva: date("fecha_definitiva", { mode: "string" }).notNull(),
    fecha_profesional: date("fecha_profesional", { mode: "string" }).notNull(),
    objeto_sociedad: varchar("objeto_sociedad", { length: 1000 }).notNull(),
    nacionalidad_id: integer("nacionalidad_id").notNull().default(1).references(() => pais.id),
    ...timestamps,
    ...reviewColumns(),
  },
  (t) => reviewConstraints("juridico", t),
);

export const representante = pgTable(
  "representante",
  {
    id: serial("id").primaryKey(),
    persona_id: ownedBy(),
    juridico_id: integer("juridico_id").notNull().references(() => juridico.id, { onDelete: "cascade" }),
    nombre: varchar("nombre", { length: 150 }).notNull(),
    apellido: varchar("apellido", { length: 150 }).notNull(),
    nacionalidad_id: integer("nacionalidad_id").notNull().references(() => pais.id),
    numero_registro: varchar("numero_registro", { length: 50 }).notNull(),
    folio: varchar("folio", { length: 50 }).notNull(),
    libro: varchar("libro", { length: 50 }).notNull(),
    expediente: varchar("expediente", { length: 50 }),
    fecha_registro: date("fecha_registro", { mode: "string" }).notNull(),
    fecha_acta: date("fecha_acta", { mode: "string" }).notNull(),
    inicio_vigencia: date("inicio_vigencia", { mode: "string" }).notNull(),
    /** End of the representative's term. The spelling is part of the contract. */
    plazo_vigenia: date("plazo_vigenia", { mode: "string" }).notNull(),
    tipo_libro_id: integer("tipo_libro_id").notNull().references(() => tipo_libro.id),
    cargo_id: integer("cargo_id").notNull().references(() => cargo.id),
    ...timestamps,
    ...reviewColumns(),
  },
  (t) => [
    index("representante_juridico_idx").on(t.juridico_id),
    index("representante_persona_idx").on(t.persona_id),
    ...reviewConstraints("representante", t),
  ],
);

export const persona_direccion = pgTable(
  "persona_direccion",
  {
    id: serial("id").primaryKey(),
    persona_id: ownedBy(),
    direccion: varchar("direccion", { length: 300 }).notNull(),
    direccion_completa: varchar("direccion_completa", { length: 500 }),
    notificar: boolean("notificar").notNull().default(false),
    pais_id: integer("pais_id").notNull().references(() => pais.id),
    departamento_id: integer("departamento_id").notNull().references(() => departamento.id),
    municipio_id: integer("municipio_id").notNull().references(() => municipio.id),
    tipo_direccion_id: integer("tipo_direccion_id").notNull().references(() => tipo_direccion.id),
    ...timestamps,
  },
  (t) => [index("persona_direccion_persona_idx").on(t.persona_id)],
);

export const persona_email = pgTable(
  "persona_email",
  {
    id: serial("id").primaryKey(),
    persona_id: ownedBy(),
    email: varchar("email", { length: 254 }).notNull(),
    notificar: boolean("notificar").notNull().default(false),
    /** Reminders of what is due go to this address while true (issue 13); its mails' link turns it off. */
    recordatorios: boolean("recordatorios").notNull().default(true),
    ...timestamps,
  },
  (t) => [index("persona_email_persona_idx").on(t.persona_id)],
);

export const persona_telefono = pgTable(
  "persona_telefono",
  {
    id: serial("id").primaryKey(),
    persona_id: ownedBy(),
    numero: varchar("numero", { length: 8 }).notNull(),
    notificar: boolean("notificar").notNull().default(false),
    tipo_telefono_id: integer("tipo_telefono_id").notNull().references(() => tipo_telefono.id),
    ...timestamps,
  },
  (t) => [index("persona_telefono_persona_idx").on(t.persona_id)],
);
