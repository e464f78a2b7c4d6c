import { ESTADOS_REVISION, TIPOS_REVISION } from "@portal/domain/revision";
import { type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, check, index, integer, pgTable, serial, timestamp, varchar } from "drizzle-orm/pg-core";
import { funcionario } from "./funcionarios";

/**
 * Review columns of every carrier table the authority vouches for (migration 0007). A carrier's change
 * to an approved or rejected row puts it back to `pendiente` by the trigger `revision_reabrir`.
 * `revision_desde` is when the current state began: the queue's age.
 */
export const reviewColumns = () => ({
  estado_revision: varchar("estado_revision", { length: 10, enum: ESTADOS_REVISION }).notNull().default("pendiente"),
  motivo_revision: varchar("motivo_revision", { length: 500 }),
  revisado_por: integer("revisado_por").references(() => funcionario.id),
  revisado_en: timestamp("revisado_en", { withTimezone: true }),
  revision_desde: timestamp("revision_desde", { withTimezone: true }).notNull().defaultNow(),
});

/** The review columns, for a select that answers them (the carrier's and the staff's). */
export type ReviewColumns = ReturnType<typeof reviewColumns>;

/**
 * The queue's index of a table (state, oldest first) and the check on its states; `documento` indexes
 * only the current documents, which are all the queue reads.
 */
export const reviewConstraints = (
  table: string,
  t: { estado_revision: AnyPgColumn; revision_desde: AnyPgColumn; revisado_por: AnyPgColumn; id: AnyPgColumn },
  where?: SQL,
) => {
  const queue = index(`${table}_revision_idx`).on(t.estado_revision, t.revision_desde, t.id);
  return [
    where ? queue.where(where) : queue,
    index(`${table}_revisado_por_idx`).on(t.revisado_por).where(sql`${t.revisado_por} is not null`),
    check(`${table}_estado_revision_ck`, sql`${t.estado_revision} IN ('pendiente', 'aprobado', 'rechazado')`),
  ];
};

/** One row per decision (approve or reject), which the dashboard counts. No foreign key to the record: it outlives it. */
export const decision_revision = pgTable(
  "decision_revision",
  {
    id: serial("id").primaryKey(),
    tipo: varchar("tipo", { length: 20, enum: TIPOS_REVISION }).notNull(),
    /** The record's id; for `persona`, the persona's id (its natural or juridico row). */
    registro_id: integer("registro_id").notNull(),
    /** The carrier's account. */
    usuario_id: integer("usuario_id").notNull(),
    estado: varchar("estado", { length: 10, enum: ["aprobado", "rechazado"] }).notNull(),
    motivo: varchar("motivo", { length: 500 }),
    funcionario_id: integer("funcionario_id").notNull().references(() => funcionario.id),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("decision_revision_registro_idx").on(t.tipo, t.registro_id, t.id),
    index("decision_revision_created_idx").on(t.created_at),
    index("decision_revision_funcionario_idx").on(t.funcionario_id),
    check("decision_revision_estado_ck", sql`${t.estado} IN ('aprobado', 'rechazado')`),
  ],
);
