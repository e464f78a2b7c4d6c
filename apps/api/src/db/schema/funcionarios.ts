import type { Rol } from "@portal/domain/staff";
import { bigint, boolean, index, integer, pgTable, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";

/**
 * A staff member of the authority (migration 0006, decision 150). Invited without a password: the
 * one-time link of `funcionario_enlace` sets it; the first sign-in enrols TOTP. `activo = false` ends
 * every session at once and refuses sign-in.
 */
export const funcionario = pgTable("funcionario", {
  id: serial("id").primaryKey(),
  /** Lower case, unique. */
  email: varchar("email", { length: 254 }).notNull().unique(),
  nombre: varchar("nombre", { length: 150 }).notNull(),
  rol: varchar("rol", { length: 20 }).$type<Rol>().notNull(),
  activo: boolean("activo").notNull().default(true),
  /** Null until the staff member sets a password from the link. */
  password_hash: text("password_hash"),
  /** Base32 TOTP secret; set at the first sign-in, trusted once `totp_confirmado_en` is set. */
  totp_secret: varchar("totp_secret", { length: 64 }),
  totp_confirmado_en: timestamp("totp_confirmado_en", { withTimezone: true }),
  /** The 30-second step of the last accepted code: a code is accepted once (no replay). */
  totp_ultimo_paso: bigint("totp_ultimo_paso", { mode: "number" }),
  ...timestamps,
});

/** A signed-in console device: staff access tokens carry its id (`sid`); refused once `revoked_at` is set. */
export const funcionario_sesion = pgTable(
  "funcionario_sesion",
  {
    id: serial("id").primaryKey(),
    funcionario_id: integer("funcionario_id").notNull().references(() => funcionario.id, { onDelete: "cascade" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revoked_at: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("funcionario_sesion_funcionario_idx").on(t.funcionario_id)],
);

/**
 * Staff refresh tokens, SHA-256 only; rotated on use within their session. A spent token keeps its row
 * (`revoked_at` set) until its session ends, so presenting it again is recognised as a leak.
 */
export const funcionario_refresh_token = pgTable(
  "funcionario_refresh_token",
  {
    id: serial("id").primaryKey(),
    funcionario_id: integer("funcionario_id").notNull().references(() => funcionario.id, { onDelete: "cascade" }),
    sesion_id: integer("sesion_id").notNull().references(() => funcionario_sesion.id, { onDelete: "cascade" }),
    token_hash: varchar("token_hash", { length: 64 }).notNull().unique(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    revoked_at: timestamp("revoked_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("funcionario_refresh_token_funcionario_idx").on(t.funcionario_id), index("funcionario_refresh_token_sesion_idx").on(t.sesion_id)],
);

/** One-time links to set a password (invitation, first admin): SHA-256 only, short-lived, single use. */
export const funcionario_enlace = pgTable(
  "funcionario_enlace",
  {
    id: serial("id").primaryKey(),
    funcionario_id: integer("funcionario_id").notNull().references(() => funcionario.id, { onDelete: "cascade" }),
    token_hash: varchar("token_hash", { length: 64 }).notNull().unique(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    used_at: timestamp("used_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("funcionario_enlace_funcionario_idx").on(t.funcionario_id)],
);

/** TOTP recovery codes, hashed with argon2 like passwords; each signs in once. */
export const funcionario_codigo_recuperacion = pgTable(
  "funcionario_codigo_recuperacion",
  {
    id: serial("id").primaryKey(),
    funcionario_id: integer("funcionario_id").notNull().references(() => funcionario.id, { onDelete: "cascade" }),
    codigo_hash: text("codigo_hash").notNull(),
    used_at: timestamp("used_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("funcionario_codigo_recuperacion_funcionario_idx").on(t.funcionario_id)],
);
