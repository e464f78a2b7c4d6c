import { integer, pgTable, serial, varchar } from "drizzle-orm/pg-core";

/**
 * Every catalogue is its own table (so foreign keys hold) with the same shape: `id` and `nombre`.
 * The API answers them as `{id, value}`; entity rows answer them nested as `{id, nombre}`.
 */
const catalogue = (name: string) =>
  pgTable(name, {
    id: serial("id").primaryKey(),
    nombre: varchar("nombre", { length: 200 }).notNull(),
  });

/** Countries carry the nationality adjective too: catalogue `pais` reads `nombre`, `paisNacionalidad` reads `nacionalidad`. */
export const pais = pgTable("pais", {
  id: serial("id").primaryKey(),
  nombre: varchar("nombre", { length: 120 }).notNull(),
  nacionalidad: varchar("nacionalidad", { length: 120 }).notNull(),
  codigo_iso: varchar("codigo_iso", { length: 2 }).notNull().unique(),
});

export const departamento = pgTable("departamento", {
  id: serial("id").primaryKey(),
  pais_id: integer("pais_id").notNull().references(() => pais.id),
  /** INE code, two digits (01 Guatemala … 22 Jutiapa). */
  codigo: varchar("codigo", { length: 2 }).notNull().unique(),
  nombre: varchar("nombre", { length: 120 }).notNull(),
});

export const municipio = pgTable("municipio", {
  id: serial("id").primaryKey(),
  departamento_id: integer("departamento_id").notNull().references(() => departamento.id),
  /** INE code DDMM (0101 Guatemala, 0514 Sipacate, 1333 Petatán). */
  codigo: varchar("codigo", { length: 4 }).notNull().unique(),
  nombre: varchar("nombre", { length: 120 }).notNull(),
});

export const estado_civil = catalogue("estado_civil");
export const profesion_oficio = catalogue("profesion_oficio");
export const cargo = catalogue("cargo");
export const tipo_libro = catalogue("tipo_libro");
export const tipo_direccion = catalogue("tipo_direccion");
export const tipo_telefono = catalogue("tipo_telefono");
export const tipo_vehiculo = catalogue("tipo_vehiculo");
export const tipo_uso = catalogue("tipo_uso");
export const marca_vehiculo = catalogue("marca_vehiculo");
export const tipo_combustible = catalogue("tipo_combustible");
export const tipo_placa = catalogue("tipo_placa");
export const tipo_licencia = catalogue("tipo_licencia");
export const tipo_poder = catalogue("tipo_poder");
export const color = catalogue("color");

/** Required document types, one table per entity family. */
export const tipo_documento_natural = catalogue("tipo_documento_natural");
export const tipo_documento_juridico = catalogue("tipo_documento_juridico");
export const tipo_documento_mandatario = catalogue("tipo_documento_mandatario");
export const tipo_documento_abogado = catalogue("tipo_documento_abogado");
export const tipo_documento_piloto = catalogue("tipo_documento_piloto");


/** The insurers authorised in Guatemala (issue 24): an insurer API client belongs to one. */
export const aseguradora = catalogue("aseguradora");
