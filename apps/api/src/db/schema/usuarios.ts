import { index, integer, pgTable, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";

export const usuario = pgTable("usuario", {
  id: serial("id").primaryKey(),
  nit: varchar("nit", { length: 20 }).notNull().unique(),
  email: varchar("email", { length: 254 }).notNull(),
  password_hash: text("password_hash").notNull(),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Opaque refresh tokens, stored as SHA-256 hashes; rotated on use. */
export const refresh_token = pgTable(
  "refresh_token",
  {
    id: serial("id").primaryKey(),
    usuario_id: integer("usuario_id").notNull().references(() => usuario.id, { onDelete: "cascade" }),
    token_hash: varchar("token_hash", { length: 64 }).notNull().unique(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    revoked_at: timestamp("revoked_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("refresh_token_usuario_idx").on(t.usuario_id)],
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
