import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, serial, timestamp, varchar } from "drizzle-orm/pg-core";
import { funcionario } from "./funcionarios";
import { notificacion } from "./notificaciones";
import { persona } from "./personas";
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

/** What a proof of notification certified, as its public page shows it (decision 241). */
export interface ConstanciaNotificacionResumen {
  notificacion: {
    nit: string;
    nombre: string | null;
    tipo: string;
    asunto: string;
    remitente: string;
    enviada_en: string;
    contenido_sha256: string;
    notificada_en: string | null;
    forma: "lectura" | "vencimiento" | null;
    leida_por: string | null;
  };
}

/**
 * One issued verifiable document: a certificate of registered data (GET /api/constancia) or, since
 * migration 0020, a proof of notification (`tipo` = notificacion, issued to an account or a staff member): its public code, the SHA-256 of the PDF's bytes and a
 * summary, so /constancia/{codigo} can confirm a file is the one issued, unaltered (decision 170).
 */
export const constancia = pgTable(
  "constancia",
  {
    id: serial("id").primaryKey(),
    tipo: varchar("tipo", { length: 13, enum: ["datos", "notificacion"] }).notNull().default("datos"),
    usuario_id: integer("usuario_id").references(() => usuario.id, { onDelete: "cascade" }),
    funcionario_id: integer("funcionario_id").references(() => funcionario.id),
    notificacion_id: integer("notificacion_id").references(() => notificacion.id),
    codigo: varchar("codigo", { length: 32 }).notNull().unique(),
    sha256: varchar("sha256", { length: 64 }).notNull(),
    resumen: jsonb("resumen").$type<ConstanciaResumen | ConstanciaNotificacionResumen>().notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("constancia_usuario_idx").on(t.usuario_id),
    index("constancia_notificacion_idx").on(t.notificacion_id).where(sql`${t.notificacion_id} is not null`),
    index("constancia_funcionario_idx").on(t.funcionario_id).where(sql`${t.funcionario_id} is not null`),
    check("constancia_tipo_ck", sql`${t.tipo} IN ('datos', 'notificacion')`),
  ],
);

/**
 * An account's private calendar feed of one carrier's due dates (decision 234): only the SHA-256 of the
 * URL's token is kept (decision 172).
 */
export const calendario = pgTable(
  "calendario",
  {
    usuario_id: integer("usuario_id")
      .notNull()
      .references(() => usuario.id, { onDelete: "cascade" }),
    persona_id: integer("persona_id")
      .notNull()
      .references(() => persona.id, { onDelete: "cascade" }),
    token_hash: varchar("token_hash", { length: 64 }).notNull().unique(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "calendario_usuario_persona_pk", columns: [t.usuario_id, t.persona_id] }), index("calendario_persona_idx").on(t.persona_id)],
);
