-- The electronic notice box (issue 22, decision 240): the authority's formal notices to a carrier, their
-- attachments and the carrier's answers. Nothing here is ever rewritten: a trigger refuses deleting any
-- row and any update but recording the first reading (once) and closing a requirement (once).
CREATE TABLE "notificacion" (
	"id" serial PRIMARY KEY NOT NULL,
	"persona_id" integer NOT NULL REFERENCES "persona"("id"),
	"tipo" varchar(13) NOT NULL,
	"origen" varchar(10) DEFAULT 'manual' NOT NULL,
	"asunto" varchar(200) NOT NULL,
	"cuerpo" text NOT NULL,
	"plazo_dias" integer,
	"registro_tipo" varchar(20),
	"registro_id" integer,
	"contenido_sha256" varchar(64) NOT NULL,
	"enviada_en" timestamp with time zone NOT NULL,
	"enviada_por" integer NOT NULL REFERENCES "funcionario"("id"),
	"vence_el" date,
	"leida_en" timestamp with time zone,
	"leida_por" integer REFERENCES "usuario"("id"),
	"leida_ip" varchar(64),
	"cierre" varchar(12),
	"cerrada_en" timestamp with time zone,
	"cerrada_por" integer REFERENCES "funcionario"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notificacion_tipo_ck" CHECK ("tipo" IN ('requerimiento', 'aviso')),
	CONSTRAINT "notificacion_origen_ck" CHECK ("origen" IN ('manual', 'rechazo')),
	CONSTRAINT "notificacion_cierre_ck" CHECK ("cierre" IN ('atendido', 'no_atendido')),
	CONSTRAINT "notificacion_plazo_ck" CHECK (("tipo" = 'requerimiento') = ("plazo_dias" IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX "notificacion_persona_idx" ON "notificacion" USING btree ("persona_id", "id");
--> statement-breakpoint
CREATE INDEX "notificacion_registro_idx" ON "notificacion" USING btree ("registro_tipo", "registro_id") WHERE "registro_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "notificacion_enviada_idx" ON "notificacion" USING btree ("enviada_en", "id");
--> statement-breakpoint
CREATE INDEX "notificacion_enviada_por_idx" ON "notificacion" USING btree ("enviada_por");
--> statement-breakpoint
CREATE INDEX "notificacion_leida_por_idx" ON "notificacion" USING btree ("leida_por") WHERE "leida_por" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "notificacion_cerrada_por_idx" ON "notificacion" USING btree ("cerrada_por") WHERE "cerrada_por" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "notificacion_respuesta" (
	"id" serial PRIMARY KEY NOT NULL,
	"notificacion_id" integer NOT NULL REFERENCES "notificacion"("id"),
	"persona_id" integer NOT NULL REFERENCES "persona"("id"),
	"usuario_id" integer NOT NULL REFERENCES "usuario"("id"),
	"texto" text NOT NULL,
	"contenido_sha256" varchar(64) NOT NULL,
	"enviada_en" timestamp with time zone NOT NULL,
	"fuera_de_plazo" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "notificacion_respuesta_notificacion_idx" ON "notificacion_respuesta" USING btree ("notificacion_id", "id");
--> statement-breakpoint
CREATE INDEX "notificacion_respuesta_persona_idx" ON "notificacion_respuesta" USING btree ("persona_id");
--> statement-breakpoint
CREATE INDEX "notificacion_respuesta_usuario_idx" ON "notificacion_respuesta" USING btree ("usuario_id");
--> statement-breakpoint
CREATE TABLE "notificacion_adjunto" (
	"id" serial PRIMARY KEY NOT NULL,
	"persona_id" integer NOT NULL REFERENCES "persona"("id"),
	"notificacion_id" integer REFERENCES "notificacion"("id"),
	"respuesta_id" integer REFERENCES "notificacion_respuesta"("id"),
	"archivo_id" integer NOT NULL REFERENCES "archivo"("id"),
	"nombre" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notificacion_adjunto_de_ck" CHECK (("notificacion_id" IS NULL) <> ("respuesta_id" IS NULL))
);
--> statement-breakpoint
CREATE INDEX "notificacion_adjunto_notificacion_idx" ON "notificacion_adjunto" USING btree ("notificacion_id") WHERE "notificacion_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "notificacion_adjunto_respuesta_idx" ON "notificacion_adjunto" USING btree ("respuesta_id") WHERE "respuesta_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "notificacion_adjunto_persona_idx" ON "notificacion_adjunto" USING btree ("persona_id");
--> statement-breakpoint
CREATE INDEX "notificacion_adjunto_archivo_idx" ON "notificacion_adjunto" USING btree ("archivo_id");
--> statement-breakpoint
-- A sent notice, an answer and an attachment stay as they were: no delete, and on a notice only the
-- receipt (while there is none) and the closing (while there is none) may be written.
CREATE FUNCTION "notificacion_inmutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		RAISE EXCEPTION 'Una notificación no se elimina (%).', TG_TABLE_NAME USING ERRCODE = 'P0001';
	END IF;
	IF TG_TABLE_NAME <> 'notificacion' THEN
		RAISE EXCEPTION 'Una notificación no se modifica (%).', TG_TABLE_NAME USING ERRCODE = 'P0001';
	END IF;
	IF (to_jsonb(NEW) - array['leida_en', 'leida_por', 'leida_ip', 'vence_el', 'cierre', 'cerrada_en', 'cerrada_por'])
		IS DISTINCT FROM (to_jsonb(OLD) - array['leida_en', 'leida_por', 'leida_ip', 'vence_el', 'cierre', 'cerrada_en', 'cerrada_por']) THEN
		RAISE EXCEPTION 'Una notificación enviada no se modifica: una corrección es una notificación nueva.' USING ERRCODE = 'P0001';
	END IF;
	IF OLD."leida_en" IS NOT NULL AND (NEW."leida_en", NEW."leida_por", NEW."leida_ip", NEW."vence_el")
		IS DISTINCT FROM (OLD."leida_en", OLD."leida_por", OLD."leida_ip", OLD."vence_el") THEN
		RAISE EXCEPTION 'La recepción de una notificación se registra una sola vez.' USING ERRCODE = 'P0001';
	END IF;
	IF OLD."cierre" IS NOT NULL AND (NEW."cierre", NEW."cerrada_en", NEW."cerrada_por")
		IS DISTINCT FROM (OLD."cierre", OLD."cerrada_en", OLD."cerrada_por") THEN
		RAISE EXCEPTION 'Un requerimiento cerrado no se reabre.' USING ERRCODE = 'P0001';
	END IF;
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "notificacion_inmutable" BEFORE UPDATE OR DELETE ON "notificacion" FOR EACH ROW EXECUTE FUNCTION "notificacion_inmutable"();
--> statement-breakpoint
CREATE TRIGGER "notificacion_inmutable" BEFORE UPDATE OR DELETE ON "notificacion_respuesta" FOR EACH ROW EXECUTE FUNCTION "notificacion_inmutable"();
--> statement-breakpoint
CREATE TRIGGER "notificacion_inmutable" BEFORE UPDATE OR DELETE ON "notificacion_adjunto" FOR EACH ROW EXECUTE FUNCTION "notificacion_inmutable"();
--> statement-breakpoint
CREATE TRIGGER "auditoria" AFTER INSERT OR UPDATE OR DELETE ON "notificacion" FOR EACH ROW EXECUTE FUNCTION "auditoria_registrar"();
--> statement-breakpoint
CREATE TRIGGER "auditoria" AFTER INSERT OR UPDATE OR DELETE ON "notificacion_respuesta" FOR EACH ROW EXECUTE FUNCTION "auditoria_registrar"();
--> statement-breakpoint
CREATE TRIGGER "auditoria" AFTER INSERT OR UPDATE OR DELETE ON "notificacion_adjunto" FOR EACH ROW EXECUTE FUNCTION "auditoria_registrar"();
--> statement-breakpoint
-- One mechanism for verifiable documents (decision 241): the certificate's table also keeps the proofs of
-- notification, issued to a carrier's account or to a staff member.
ALTER TABLE "constancia" ADD COLUMN "tipo" varchar(13) DEFAULT 'datos' NOT NULL;
--> statement-breakpoint
ALTER TABLE "constancia" ADD CONSTRAINT "constancia_tipo_ck" CHECK ("tipo" IN ('datos', 'notificacion'));
--> statement-breakpoint
ALTER TABLE "constancia" ALTER COLUMN "usuario_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "constancia" ADD COLUMN "funcionario_id" integer REFERENCES "funcionario"("id");
--> statement-breakpoint
ALTER TABLE "constancia" ADD COLUMN "notificacion_id" integer REFERENCES "notificacion"("id");
--> statement-breakpoint
CREATE INDEX "constancia_notificacion_idx" ON "constancia" USING btree ("notificacion_id") WHERE "notificacion_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "constancia_funcionario_idx" ON "constancia" USING btree ("funcionario_id") WHERE "funcionario_id" IS NOT NULL;
