import { sql } from "drizzle-orm";
import { boolean, customType, index, integer, pgEnum, pgTable, serial, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { ownedBy } from "./personas";
import { reviewColumns, reviewConstraints } from "./revision";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/** File bytes, stored once per SHA-256 whatever how many documents point at them. */
export const archivo = pgTable("archivo", {
  id: serial("id").primaryKey(),
  sha256: varchar("sha256", { length: 64 }).notNull().unique(),
  content_type: varchar("content_type", { length: 100 }).notNull(),
  size: integer("size").notNull(),
  contenido: bytea("contenido").notNull(),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The five families of documents share one table and one mechanism. */
export const documentoFamilia = pgEnum("documento_familia", ["natural", "juridico", "mandato", "abogado_auxiliar", "piloto"]);

export const documento = pgTable(
  "documento",
  {
    id: serial("id").primaryKey(),
    persona_id: ownedBy(),
    familia: documentoFamilia("familia").notNull(),
    /** Id of the natural, juridico, mandato, abogado_auxiliar or piloto row the document belongs to. */
    entidad_id: integer("entidad_id").notNull(),
    /** Id in the tipo_documento_<familia> catalogue (checked by the documents module). */
    tipo_documento_id: integer("tipo_documento_id").notNull(),
    archivo_id: integer("archivo_id").notNull().references(() => archivo.id),
    activo: boolean("activo").notNull().default(true),
    /** Set when a newer upload of the same type replaced it; kept as history. */
    reemplazado_at: timestamp("reemplazado_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    ...reviewColumns(),
  },
  (t) => [
    index("documento_entidad_idx").on(t.familia, t.entidad_id),
    index("documento_persona_idx").on(t.persona_id),
    index("documento_archivo_idx").on(t.archivo_id),
    uniqueIndex("documento_vigente_uq")
      .on(t.familia, t.entidad_id, t.tipo_documento_id)
      .where(sql`${t.reemplazado_at} is null`),
    ...reviewConstraints("documento", t, sql`${t.reemplazado_at} is null`),
  ],
);
