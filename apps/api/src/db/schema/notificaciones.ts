import { CIERRES, TIPOS_NOTIFICACION } from "@portal/domain/buzon";
import { TIPOS_REVISION } from "@portal/domain/revision";
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { archivo } from "./documentos";
import { funcionario } from "./funcionarios";
import { persona } from "./personas";
import { usuario } from "./usuarios";

/**
 * A formal notice of the authority to a carrier (issue 22, migration 0020, decision 240). Never edited
 * nor deleted (a trigger refuses it): the receipt (`leida_*`, and `vence_el` recomputed from it) is
 * written once by the first reader, the closing once by staff. `vence_el` is stored so lists filter on
 * it: at sending, the deadline as if served by lapse; on a reading within the period, from that day.
 */
export const notificacion = pgTable(
  "notificacion",
  {
    id: serial("id").primaryKey(),
    persona_id: integer("persona_id").notNull().references(() => persona.id),
    tipo: varchar("tipo", { length: 13, enum: TIPOS_NOTIFICACION }).notNull(),
    origen: varchar("origen", { length: 10, enum: ["manual", "rechazo"] }).notNull().default("manual"),
    asunto: varchar("asunto", { length: 200 }).notNull(),
    cuerpo: text("cuerpo").notNull(),
    plazo_dias: integer("plazo_dias"),
    registro_tipo: varchar("registro_tipo", { length: 20, enum: TIPOS_REVISION }),
    registro_id: integer("registro_id"),
    /** SHA-256 of the content as sent (see `contenidoSha256`), printed on the proof. */
    contenido_sha256: varchar("contenido_sha256", { length: 64 }).notNull(),
    enviada_en: timestamp("enviada_en", { withTimezone: true }).notNull(),
    enviada_por: integer("enviada_por").notNull().references(() => funcionario.id),
    vence_el: date("vence_el"),
    leida_en: timestamp("leida_en", { withTimezone: true }),
    leida_por: integer("leida_por").references(() => usuario.id),
    leida_ip: varchar("leida_ip", { length: 64 }),
    cierre: varchar("cierre", { length: 12, enum: CIERRES }),
    cerrada_en: timestamp("cerrada_en", { withTimezone: true }),
    cerrada_por: integer("cerrada_por").references(() => funcionario.id),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notificacion_persona_idx").on(t.persona_id, t.id),
    index("notificacion_registro_idx").on(t.registro_tipo, t.registro_id).where(sql`${t.registro_id} is not null`),
    index("notificacion_enviada_idx").on(t.enviada_en, t.id),
    index("notificacion_enviada_por_idx").on(t.enviada_por),
    index("notificacion_leida_por_idx").on(t.leida_por).where(sql`${t.leida_por} is not null`),
    index("notificacion_cerrada_por_idx").on(t.cerrada_por).where(sql`${t.cerrada_por} is not null`),
    check("notificacion_tipo_ck", sql`${t.tipo} IN ('requerimiento', 'aviso')`),
    check("notificacion_origen_ck", sql`${t.origen} IN ('manual', 'rechazo')`),
    check("notificacion_cierre_ck", sql`${t.cierre} IN ('atendido', 'no_atendido')`),
    check("notificacion_plazo_ck", sql`(${t.tipo} = 'requerimiento') = (${t.plazo_dias} IS NOT NULL)`),
  ],
);

/** A carrier's answer to a requirement, by the person who wrote it; `fuera_de_plazo` as of when it came. */
export const notificacion_respuesta = pgTable(
  "notificacion_respuesta",
  {
    id: serial("id").primaryKey(),
    notificacion_id: integer("notificacion_id").notNull().references(() => notificacion.id),
    persona_id: integer("persona_id").notNull().references(() => persona.id),
    usuario_id: integer("usuario_id").notNull().references(() => usuario.id),
    texto: text("texto").notNull(),
    contenido_sha256: varchar("contenido_sha256", { length: 64 }).notNull(),
    enviada_en: timestamp("enviada_en", { withTimezone: true }).notNull(),
    fuera_de_plazo: boolean("fuera_de_plazo").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("notificacion_respuesta_notificacion_idx").on(t.notificacion_id, t.id), index("notificacion_respuesta_persona_idx").on(t.persona_id), index("notificacion_respuesta_usuario_idx").on(t.usuario_id)],
);

/** A PDF of a notice or of an answer; the bytes are in `archivo`, once per SHA-256. */
export const notificacion_adjunto = pgTable(
  "notificacion_adjunto",
  {
    id: serial("id").primaryKey(),
    persona_id: integer("persona_id").notNull().references(() => persona.id),
    notificacion_id: integer("notificacion_id").references(() => notificacion.id),
    respuesta_id: integer("respuesta_id").references(() => notificacion_respuesta.id),
    archivo_id: integer("archivo_id").notNull().references(() => archivo.id),
    nombre: varchar("nombre", { length: 200 }).notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notificacion_adjunto_notificacion_idx").on(t.notificacion_id).where(sql`${t.notificacion_id} is not null`),
    index("notificacion_adjunto_respuesta_idx").on(t.respuesta_id).where(sql`${t.respuesta_id} is not null`),
    index("notificacion_adjunto_persona_idx").on(t.persona_id),
    index("notificacion_adjunto_archivo_idx").on(t.archivo_id),
    check("notificacion_adjunto_de_ck", sql`(${t.notificacion_id} IS NULL) <> (${t.respuesta_id} IS NULL)`),
  ],
);
