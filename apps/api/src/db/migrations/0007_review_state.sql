-- Review state (issue 12, decision 155): every carrier record the authority vouches for carries the
-- authority's verdict on its current version. `revision_desde` is when the current state began (the
-- queue's age); rows that exist before this migration start their review now, in id order.
-- Adding a column with a constant or now() default rewrites no table, and fires no audit trigger.
ALTER TABLE "natural" ADD COLUMN "estado_revision" varchar(10) DEFAULT 'pendiente' NOT NULL, ADD COLUMN "motivo_revision" varchar(500), ADD COLUMN "revisado_por" integer, ADD COLUMN "revisado_en" timestamp with time zone, ADD COLUMN "revision_desde" timestamp with time zone DEFAULT now() NOT NULL, ADD CONSTRAINT "natural_estado_revision_ck" CHECK ("estado_revision" IN ('pendiente', 'aprobado', 'rechazado'));
--> statement-breakpoint
ALTER TABLE "juridico" ADD COLUMN "estado_revision" varchar(10) DEFAULT 'pendiente' NOT NULL, ADD COLUMN "motivo_revision" varchar(500), ADD COLUMN "revisado_por" integer, ADD COLUMN "revisado_en" timestamp with time zone, ADD COLUMN "revision_desde" timestamp with time zone DEFAULT now() NOT NULL, ADD CONSTRAINT "juridico_estado_revision_ck" CHECK ("estado_revision" IN ('pendiente', 'aprobado', 'rechazado'));
--> statement-breakpoint
ALTER TABLE "representante" ADD COLUMN "estado_revision" varchar(10) DEFAULT 'pendiente' NOT NULL, ADD COLUMN "motivo_revision" varchar(500), ADD COLUMN "revisado_por" integer, ADD COLUMN "revisado_en" timestamp with time zone, ADD COLUMN "revision_desde" timestamp with time zone DEFAULT now() NOT NULL, ADD CONSTRAINT "representante_estado_revision_ck" CHECK ("estado_revision" IN ('pendiente', 'aprobado', 'rechazado'));
--> statement-breakpoint
ALTER TABLE "mandato" ADD COLUMN "estado_revision" varchar(10) DEFAULT 'pendiente' NOT NULL, ADD COLUMN "motivo_revision" varchar(500), ADD COLUMN "revisado_por" integer, ADD COLUMN "revisado_en" timestamp with time zone, ADD COLUMN "revision_desde" timestamp with time zone DEFAULT now() NOT NULL, ADD CONSTRAINT "mandato_estado_revision_ck" CHECK ("estado_revision" IN ('pendiente', 'aprobado', 'rechazado'));
--> statement-breakpoint
ALTER TABLE "abogado_auxiliar" ADD COLUMN "estado_revision" varchar(10) DEFAULT 'pendiente' NOT NULL, ADD COLUMN "motivo_revision" varchar(500), ADD COLUMN "revisado_por" integer, ADD COLUMN "revisado_en" timestamp with time zone, ADD COLUMN "revision_desde" timestamp with time zone DEFAULT now() NOT NULL, ADD CONSTRAINT "abogado_auxiliar_estado_revision_ck" CHECK ("estado_revision" IN ('pendiente', 'aprobado', 'rechazado'));
--> statement-breakpoint
ALTER TABLE "piloto" ADD COLUMN "estado_revision" varchar(10) DEFAULT 'pendiente' NOT NULL, ADD COLUMN "motivo_revision" varchar(500), ADD COLUMN "revisado_por" integer, ADD COLUMN "revisado_en" timestamp with time zone, ADD COLUMN "revision_desde" timestamp with time zone DEFAULT now() NOT NULL, ADD CONSTRAINT "piloto_estado_revision_ck" CHECK ("estado_revision" IN ('pendiente', 'aprobado', 'rechazado'));
--> statement-breakpoint
ALTER TABLE "documento" ADD COLUMN "estado_revision" varchar(10) DEFAULT 'pendiente' NOT NULL, ADD COLUMN "motivo_revision" varchar(500), ADD COLUMN "revisado_por" integer, ADD COLUMN "revisado_en" timestamp with time zone, ADD COLUMN "revision_desde" timestamp with time zone DEFAULT now() NOT NULL, ADD CONSTRAINT "documento_estado_revision_ck" CHECK ("estado_revision" IN ('pendiente', 'aprobado', 'rechazado'));
--> statement-breakpoint
ALTER TABLE "licencia" ADD COLUMN "estado_revision" varchar(10) DEFAULT 'pendiente' NOT NULL, ADD COLUMN "motivo_revision" varchar(500), ADD COLUMN "revisado_por" integer, ADD COLUMN "revisado_en" timestamp with time zone, ADD COLUMN "revision_desde" timestamp with time zone DEFAULT now() NOT NULL, ADD CONSTRAINT "licencia_estado_revision_ck" CHECK ("estado_revision" IN ('pendiente', 'aprobado', 'rechazado'));
--> statement-breakpoint
ALTER TABLE "tarjeta_operacion" ADD COLUMN "estado_revision" varchar(10) DEFAULT 'pendiente' NOT NULL, ADD COLUMN "motivo_revision" varchar(500), ADD COLUMN "revisado_por" integer, ADD COLUMN "revisado_en" timestamp with time zone, ADD COLUMN "revision_desde" timestamp with time zone DEFAULT now() NOT NULL, ADD CONSTRAINT "tarjeta_operacion_estado_revision_ck" CHECK ("estado_revision" IN ('pendiente', 'aprobado', 'rechazado'));
--> statement-breakpoint
ALTER TABLE "vehiculo" ADD COLUMN "estado_revision" varchar(10) DEFAULT 'pendiente' NOT NULL, ADD COLUMN "motivo_revision" varchar(500), ADD COLUMN "revisado_por" integer, ADD COLUMN "revisado_en" timestamp with time zone, ADD COLUMN "revision_desde" timestamp with time zone DEFAULT now() NOT NULL, ADD CONSTRAINT "vehiculo_estado_revision_ck" CHECK ("estado_revision" IN ('pendiente', 'aprobado', 'rechazado'));
--> statement-breakpoint
-- The queue: one index per table in the order the queue reads (state, oldest first).
CREATE INDEX "natural_revision_idx" ON "natural" USING btree ("estado_revision", "revision_desde", "id");
--> statement-breakpoint
CREATE INDEX "juridico_revision_idx" ON "juridico" USING btree ("estado_revision", "revision_desde", "id");
--> statement-breakpoint
CREATE INDEX "representante_revision_idx" ON "representante" USING btree ("estado_revision", "revision_desde", "id");
--> statement-breakpoint
CREATE INDEX "mandato_revision_idx" ON "mandato" USING btree ("estado_revision", "revision_desde", "id");
--> statement-breakpoint
CREATE INDEX "abogado_auxiliar_revision_idx" ON "abogado_auxiliar" USING btree ("estado_revision", "revision_desde", "id");
--> statement-breakpoint
CREATE INDEX "piloto_revision_idx" ON "piloto" USING btree ("estado_revision", "revision_desde", "id");
--> statement-breakpoint
CREATE INDEX "documento_revision_idx" ON "documento" USING btree ("estado_revision", "revision_desde", "id") WHERE "reemplazado_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "licencia_revision_idx" ON "licencia" USING btree ("estado_revision", "revision_desde", "id");
--> statement-breakpoint
CREATE INDEX "tarjeta_operacion_revision_idx" ON "tarjeta_operacion" USING btree ("estado_revision", "revision_desde", "id");
--> statement-breakpoint
CREATE INDEX "vehiculo_revision_idx" ON "vehiculo" USING btree ("estado_revision", "revision_desde", "id");
--> statement-breakpoint
-- One row per decision (approve or reject), which the dashboard counts. No foreign key to the record or
-- the carrier: like the audit trail, the decision outlives them.
CREATE TABLE "decision_revision" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo" varchar(20) NOT NULL,
	"registro_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"estado" varchar(10) NOT NULL,
	"motivo" varchar(500),
	"funcionario_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "decision_revision_estado_ck" CHECK ("estado" IN ('aprobado', 'rechazado'))
);
--> statement-breakpoint
CREATE INDEX "decision_revision_registro_idx" ON "decision_revision" USING btree ("tipo", "registro_id", "id");
--> statement-breakpoint
CREATE INDEX "decision_revision_created_idx" ON "decision_revision" USING btree ("created_at");
--> statement-breakpoint
-- Who decided (migration 0006's staff). Staff are deactivated, never deleted; the partial indexes (reviewed
-- rows only) keep a delete's check cheap all the same.
ALTER TABLE "natural" ADD CONSTRAINT "natural_revisado_por_funcionario_id_fk" FOREIGN KEY ("revisado_por") REFERENCES "public"."funcionario"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "natural_revisado_por_idx" ON "natural" USING btree ("revisado_por") WHERE "revisado_por" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "juridico" ADD CONSTRAINT "juridico_revisado_por_funcionario_id_fk" FOREIGN KEY ("revisado_por") REFERENCES "public"."funcionario"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "juridico_revisado_por_idx" ON "juridico" USING btree ("revisado_por") WHERE "revisado_por" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "representante" ADD CONSTRAINT "representante_revisado_por_funcionario_id_fk" FOREIGN KEY ("revisado_por") REFERENCES "public"."funcionario"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "representante_revisado_por_idx" ON "representante" USING btree ("revisado_por") WHERE "revisado_por" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "mandato" ADD CONSTRAINT "mandato_revisado_por_funcionario_id_fk" FOREIGN KEY ("revisado_por") REFERENCES "public"."funcionario"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "mandato_revisado_por_idx" ON "mandato" USING btree ("revisado_por") WHERE "revisado_por" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "abogado_auxiliar" ADD CONSTRAINT "abogado_auxiliar_revisado_por_funcionario_id_fk" FOREIGN KEY ("revisado_por") REFERENCES "public"."funcionario"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "abogado_auxiliar_revisado_por_idx" ON "abogado_auxiliar" USING btree ("revisado_por") WHERE "revisado_por" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "piloto" ADD CONSTRAINT "piloto_revisado_por_funcionario_id_fk" FOREIGN KEY ("revisado_por") REFERENCES "public"."funcionario"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "piloto_revisado_por_idx" ON "piloto" USING btree ("revisado_por") WHERE "revisado_por" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "documento" ADD CONSTRAINT "documento_revisado_por_funcionario_id_fk" FOREIGN KEY ("revisado_por") REFERENCES "public"."funcionario"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "documento_revisado_por_idx" ON "documento" USING btree ("revisado_por") WHERE "revisado_por" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "licencia" ADD CONSTRAINT "licencia_revisado_por_funcionario_id_fk" FOREIGN KEY ("revisado_por") REFERENCES "public"."funcionario"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "licencia_revisado_por_idx" ON "licencia" USING btree ("revisado_por") WHERE "revisado_por" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "tarjeta_operacion" ADD CONSTRAINT "tarjeta_operacion_revisado_por_funcionario_id_fk" FOREIGN KEY ("revisado_por") REFERENCES "public"."funcionario"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "tarjeta_operacion_revisado_por_idx" ON "tarjeta_operacion" USING btree ("revisado_por") WHERE "revisado_por" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "vehiculo" ADD CONSTRAINT "vehiculo_revisado_por_funcionario_id_fk" FOREIGN KEY ("revisado_por") REFERENCES "public"."funcionario"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "vehiculo_revisado_por_idx" ON "vehiculo" USING btree ("revisado_por") WHERE "revisado_por" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "decision_revision" ADD CONSTRAINT "decision_revision_funcionario_id_funcionario_id_fk" FOREIGN KEY ("funcionario_id") REFERENCES "public"."funcionario"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "decision_revision_funcionario_idx" ON "decision_revision" USING btree ("funcionario_id");
--> statement-breakpoint
-- A carrier's change to a reviewed record puts it back to pendiente in the same statement (decision 155):
-- one BEFORE UPDATE trigger compares the row without the review columns, `created_at`, `updated_at` and the
-- columns named in its arguments. A staff member's write (the request's audit context says `funcionario`)
-- never reopens: staff only write review state, QR revocation and conflict resolution.
CREATE FUNCTION "revision_reabrir"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	fuera text[] := ARRAY['estado_revision', 'motivo_revision', 'revisado_por', 'revisado_en', 'revision_desde', 'created_at', 'updated_at']::text[] || TG_ARGV;
BEGIN
	IF OLD."estado_revision" = 'pendiente' OR NEW."estado_revision" IS DISTINCT FROM OLD."estado_revision" THEN
		RETURN NEW;
	END IF;
	IF nullif(current_setting('portal.auditoria', true), '')::jsonb ->> 'actor_tipo' = 'funcionario' THEN
		RETURN NEW;
	END IF;
	IF (to_jsonb(NEW) - fuera) = (to_jsonb(OLD) - fuera) THEN
		RETURN NEW;
	END IF;
	NEW."estado_revision" := 'pendiente';
	NEW."motivo_revision" := NULL;
	NEW."revisado_por" := NULL;
	NEW."revisado_en" := NULL;
	NEW."revision_desde" := now();
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "revision_reabrir" BEFORE UPDATE ON "natural" FOR EACH ROW EXECUTE FUNCTION "revision_reabrir"();
--> statement-breakpoint
CREATE TRIGGER "revision_reabrir" BEFORE UPDATE ON "juridico" FOR EACH ROW EXECUTE FUNCTION "revision_reabrir"();
--> statement-breakpoint
CREATE TRIGGER "revision_reabrir" BEFORE UPDATE ON "representante" FOR EACH ROW EXECUTE FUNCTION "revision_reabrir"();
--> statement-breakpoint
CREATE TRIGGER "revision_reabrir" BEFORE UPDATE ON "mandato" FOR EACH ROW EXECUTE FUNCTION "revision_reabrir"();
--> statement-breakpoint
CREATE TRIGGER "revision_reabrir" BEFORE UPDATE ON "abogado_auxiliar" FOR EACH ROW EXECUTE FUNCTION "revision_reabrir"();
--> statement-breakpoint
CREATE TRIGGER "revision_reabrir" BEFORE UPDATE ON "piloto" FOR EACH ROW EXECUTE FUNCTION "revision_reabrir"();
--> statement-breakpoint
-- A replaced document keeps its verdict as history: replacing it is the new upload's review.
CREATE TRIGGER "revision_reabrir" BEFORE UPDATE ON "documento" FOR EACH ROW EXECUTE FUNCTION "revision_reabrir"('reemplazado_at', 'activo');
--> statement-breakpoint
CREATE TRIGGER "revision_reabrir" BEFORE UPDATE ON "licencia" FOR EACH ROW EXECUTE FUNCTION "revision_reabrir"();
--> statement-breakpoint
CREATE TRIGGER "revision_reabrir" BEFORE UPDATE ON "tarjeta_operacion" FOR EACH ROW EXECUTE FUNCTION "revision_reabrir"();
--> statement-breakpoint
CREATE TRIGGER "revision_reabrir" BEFORE UPDATE ON "vehiculo" FOR EACH ROW EXECUTE FUNCTION "revision_reabrir"();
--> statement-breakpoint
-- The policy is reviewed with its vehicle: a carrier's change to it (or a first policy) reopens the vehicle.
CREATE FUNCTION "revision_reabrir_vehiculo"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	fuera text[] := ARRAY['created_at', 'updated_at']::text[];
BEGIN
	IF nullif(current_setting('portal.auditoria', true), '')::jsonb ->> 'actor_tipo' = 'funcionario' THEN
		RETURN NULL;
	END IF;
	IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) - fuera) = (to_jsonb(OLD) - fuera) THEN
		RETURN NULL;
	END IF;
	UPDATE "vehiculo" SET "estado_revision" = 'pendiente', "motivo_revision" = NULL, "revisado_por" = NULL,
		"revisado_en" = NULL, "revision_desde" = now()
	WHERE "id" = NEW."vehiculo_id" AND "estado_revision" <> 'pendiente';
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "revision_reabrir_vehiculo" AFTER INSERT OR UPDATE ON "poliza" FOR EACH ROW EXECUTE FUNCTION "revision_reabrir_vehiculo"();
