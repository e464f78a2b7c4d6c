import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from "drizzle-orm/pg-core";
import { usuario } from "./usuarios";

/** What a certificate of registered data certified, as its public page shows it (counts, not the data). */
export interface ConstanciaResumen {
  transportistas: Array<{ nit: string; nombre: string }>;
  licencias: number;
  tarjetas: number;
  vehiculos: number;
  pilotos: number;
  representantes: number;
}

/**
 * One issued certificate (GET /api/constancia): its public code, the SHA-256 of the PDF's bytes and a
 * summary, so /constancia/{codigo} can confirm a file is the one issued, unaltered (decision 170).
 */
export const constancia = pgTable(
  "constancia",
  {
    id: serial("id").primaryKey(),
    usuario_id: integer("usuario_id").notNull().references(() => usuario.id, { onDelete: "cascade" }),
    codigo: varchar("codigo", { length: 32 }).notNull().unique(),
    sha256: varchar("sha256", { length: 64 }).notNull(),
    resumen: jsonb("resumen").$type<ConstanciaResumen>().notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("constancia_usuario_idx").on(t.usuario_id)],
);

/** The account's private calendar feed: only the SHA-256 of the URL's token is kept (decision 172). */
export const calendario = pgTable("calendario", {
  usuario_id: integer("usuario_id")
    .primaryKey()
    .references(() => usuario.id, { onDelete: "cascade" }),
  token_hash: varchar("token_hash", { length: 64 }).notNull().unique(),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
