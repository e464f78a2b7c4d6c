import { date, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { persona } from "./personas";
import { mandato } from "./representaciones";
import { usuario } from "./usuarios";

/**
 * A member of a carrier: an account with a role (titular, administrador, editor, consulta) and, for a
 * gestor, the date its access ends (`vence`: from that day on it is no longer a member). The ownership
 * rule (lib/ownership.ts) reads this table in every carrier query.
 */
export const miembro = pgTable(
  "miembro",
  {
    id: serial("id").primaryKey(),
    persona_id: integer("persona_id").notNull().references(() => persona.id, { onDelete: "cascade" }),
    usuario_id: integer("usuario_id").notNull().references(() => usuario.id, { onDelete: "cascade" }),
    rol: varchar("rol", { length: 20 }).notNull(),
    /** The person's name as the invitation gave it (the titular's comes from the carrier's data). */
    nombre: varchar("nombre", { length: 150 }),
    vence: date("vence", { mode: "string" }),
    mandato_id: integer("mandato_id").references(() => mandato.id, { onDelete: "set null" }),
    invitado_por: integer("invitado_por").references(() => usuario.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("miembro_persona_usuario_uq").on(t.persona_id, t.usuario_id),
    index("miembro_usuario_idx").on(t.usuario_id, t.persona_id),
    index("miembro_mandato_idx").on(t.mandato_id),
    index("miembro_invitado_por_idx").on(t.invitado_por),
  ],
);

/** An invitation to become a member, by NIT and e-mail; only the token's SHA-256 is kept; single use, 7 days. */
export const invitacion = pgTable(
  "invitacion",
  {
    id: serial("id").primaryKey(),
    persona_id: integer("persona_id").notNull().references(() => persona.id, { onDelete: "cascade" }),
    nit: varchar("nit", { length: 20 }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    nombre: varchar("nombre", { length: 150 }).notNull(),
    rol: varchar("rol", { length: 20 }).notNull(),
    vence: date("vence", { mode: "string" }),
    mandato_id: integer("mandato_id").references(() => mandato.id, { onDelete: "set null" }),
    token_hash: varchar("token_hash", { length: 64 }).notNull(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    invitado_por: integer("invitado_por").references(() => usuario.id, { onDelete: "set null" }),
    aceptada_at: timestamp("aceptada_at", { withTimezone: true }),
    aceptada_por: integer("aceptada_por").references(() => usuario.id, { onDelete: "set null" }),
    revocada_at: timestamp("revocada_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("invitacion_token_uq").on(t.token_hash),
    index("invitacion_persona_idx").on(t.persona_id),
    index("invitacion_invitado_por_idx").on(t.invitado_por),
    index("invitacion_aceptada_por_idx").on(t.aceptada_por),
    index("invitacion_mandato_idx").on(t.mandato_id),
  ],
);
