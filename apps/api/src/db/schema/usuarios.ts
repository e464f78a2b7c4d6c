import { boolean, index, integer, pgTable, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";

export const usuario = pgTable("usuario", {
  id: serial("id").primaryKey(),
  nit: varchar("nit", { length: 20 }).notNull().unique(),
  email: varchar("email", { length: 254 }).notNull(),
  password_hash: text("password_hash").notNull(),
  /** Reminders go to the account's address (when no e-mail is marked `notificar`) while true (issue 13). */
  recordatorios: boolean("recordatorios").notNull().default(true),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A signed-in device: every access token carries its id (`sid`) and is refused once `revoked_at` is set
 * (or the row is gone). Refresh tokens rotate within one session.
 */
export const sesion = pgTable(
  "sesion",
  {
    id: serial("id").primaryKey(),
    usuario_id: integer("usuario_id").notNull().references(() => usuario.id, { onDelete: "cascade" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revoked_at: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("sesion_usuario_idx").on(t.usuario_id)],
);

/** Opaque refresh tokens, stored as SHA-256 hashes; rotated on use, within their session. */
export const refresh_token = pgTable(
  "refresh_token",
  {
    id: serial("id").primaryKey(),
    usuario_id: integer("usuario_id").notNull().references(() => usuario.id, { onDelete: "cascade" }),
    sesion_id: integer("sesion_id").notNull().references(() => sesion.id, { onDelete: "cascade" }),
    token_hash: varchar("token_hash", { length: 64 }).notNull().unique(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    revoked_at: timestamp("revoked_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("refresh_token_usuario_idx").on(t.usuario_id), index("refresh_token_sesion_idx").on(t.sesion_id)],
);

/** Password-reset tokens: single use, stored hashed, short-lived. */
export const password_reset = pgTable(
  "password_reset",
  {
    id: serial("id").primaryKey(),
    usuario_id: integer("usuario_id").notNull().references(() => usuario.id, { onDelete: "cascade" }),
    token_hash: varchar("token_hash", { length: 64 }).notNull().unique(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    used_at: timestamp("used_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("password_reset_usuario_idx").on(t.usuario_id)],
);

/** Who wrote what, from where (the GPS position the terms announce, when the device sent it). */
export const audit_log = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    usuario_id: integer("usuario_id").references(() => usuario.id, { onDelete: "set null" }),
    method: varchar("method", { length: 10 }).notNull(),
    route: varchar("route", { length: 200 }).notNull(),
    status: integer("status").notNull(),
    ip: varchar("ip", { length: 64 }),
    geo: varchar("geo", { length: 100 }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_usuario_idx").on(t.usuario_id)],
);

/** Bot-check solutions already spent, so one solved challenge cannot be replayed before it expires. */
export const captcha_usado = pgTable("captcha_usado", {
  firma: varchar("firma", { length: 128 }).primaryKey(),
  expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/**
 * Failed logins of the last minutes, per NIT (known or not) and client address: they decide when a
 * login needs the bot check (per NIT) and when an address is refused (per NIT and address).
 */
export const login_fallo = pgTable(
  "login_fallo",
  {
    id: serial("id").primaryKey(),
    nit: varchar("nit", { length: 20 }).notNull(),
    ip: varchar("ip", { length: 64 }).notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("login_fallo_nit_idx").on(t.nit, t.created_at), index("login_fallo_created_idx").on(t.created_at)],
);
