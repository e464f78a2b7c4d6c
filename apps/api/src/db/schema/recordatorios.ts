import { date, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { usuario } from "./usuarios";

/**
 * One reminder mail (issue 13, decision 167): an item's threshold (60, 30, 7 or 0 days before its date)
 * or the week's digest of missing documents, to one address. The unique key is the claim: an instance
 * sends only the rows its insert created (or whose claim lapsed unsent), so each mail goes out once
 * however many instances run. A renewed date is a new key; the old one is simply never due again.
 */
export const recordatorio = pgTable(
  "recordatorio",
  {
    id: serial("id").primaryKey(),
    usuario_id: integer("usuario_id").notNull().references(() => usuario.id, { onDelete: "cascade" }),
    /** `tipo:id` of the item (`poliza:12`), or `pendientes` for the weekly digest. */
    clave: varchar("clave", { length: 40 }).notNull(),
    /** Days before the date (60, 30, 7, 0); 0 for the digest. */
    umbral: integer("umbral").notNull(),
    /** The item's last day, or the Monday of the digest's week. */
    fecha: date("fecha", { mode: "string" }).notNull(),
    /** The address mailed ('' when the digest found nothing to send that week). */
    destino: varchar("destino", { length: 254 }).notNull(),
    reclamado_at: timestamp("reclamado_at", { withTimezone: true }).notNull().defaultNow(),
    enviado_at: timestamp("enviado_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("recordatorio_uq").on(t.usuario_id, t.clave, t.umbral, t.fecha, t.destino)],
);

/**
 * One reminder pass, or one week of the digest (decision 216): `ciclo:<interval>:<slot>` or
 * `pendientes:<Monday>`. The instance whose insert takes the row works it; the others skip it without
 * reading any carrier. A claim that was not finished lapses after ten minutes (the instance stopped),
 * and the next claim resumes the work: every mail is still claimed on its own in `recordatorio`.
 */
export const recordatorio_pasada = pgTable("recordatorio_pasada", {
  clave: varchar("clave", { length: 60 }).primaryKey(),
  /** Host and process of the instance that holds it, for the operator. */
  instancia: varchar("instancia", { length: 100 }).notNull(),
  reclamado_at: timestamp("reclamado_at", { withTimezone: true }).notNull().defaultNow(),
  terminado_at: timestamp("terminado_at", { withTimezone: true }),
});
