import { sql } from "drizzle-orm";
import { date, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";

/**
 * Ed25519 keys that sign the QR credentials (lib/signing-keys, decision 175). One is active (no
 * `retirada_at`): the first instance to start inserts it, every other reads it. A retired key stays
 * published at /.well-known/jwks.json until `publicar_hasta`, the last vigencia it may have signed.
 * The private key (PKCS#8 PEM) is left out of the audit trail.
 */
export const clave_firma = pgTable(
  "clave_firma",
  {
    kid: varchar("kid", { length: 32 }).primaryKey(),
    /** The public JWK (`kty`, `crv`, `x`). */
    clave_publica: jsonb("clave_publica").$type<{ kty: string; crv: string; x: string }>().notNull(),
    clave_privada: text("clave_privada").notNull(),
    retirada_at: timestamp("retirada_at", { withTimezone: true }),
    publicar_hasta: date("publicar_hasta", { mode: "string" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("clave_firma_una_activa").on(sql`(retirada_at is null)`).where(sql`${t.retirada_at} is null`)],
);
