-- Plate conflicts (decision 163): a carrier refused with 409 because another active vehicle holds the plate
-- (decision 070) has a claim the authority settles. One pending claim per carrier and plate; the refused
-- request records it. A supervisor resolves it: deactivate the existing vehicle, or reject the claim.
CREATE TABLE "conflicto_placa" (
	"id" serial PRIMARY KEY NOT NULL,
	"persona_id" integer NOT NULL,
	"tipo_placa_id" integer NOT NULL,
	"numero_placa" varchar(10) NOT NULL,
	"tarjeta_operacion_id" integer,
	"vehiculo_id" integer,
	"estado" varchar(24) DEFAULT 'pendiente' NOT NULL,
	"motivo" varchar(500),
	"existente_vehiculo_id" integer,
	"resuelto_por" integer,
	"resuelto_en" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conflicto_placa_estado_ck" CHECK ("estado" IN ('pendiente', 'desactivado_existente', 'reclamo_rechazado'))
);
--> statement-breakpoint
ALTER TABLE "conflicto_placa" ADD CONSTRAINT "conflicto_placa_persona_id_persona_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."persona"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "conflicto_placa" ADD CONSTRAINT "conflicto_placa_tipo_placa_id_tipo_placa_id_fk" FOREIGN KEY ("tipo_placa_id") REFERENCES "public"."tipo_placa"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "conflicto_placa" ADD CONSTRAINT "conflicto_placa_tarjeta_operacion_id_tarjeta_operacion_id_fk" FOREIGN KEY ("tarjeta_operacion_id") REFERENCES "public"."tarjeta_operacion"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "conflicto_placa" ADD CONSTRAINT "conflicto_placa_vehiculo_id_vehiculo_id_fk" FOREIGN KEY ("vehiculo_id") REFERENCES "public"."vehiculo"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "conflicto_placa" ADD CONSTRAINT "conflicto_placa_existente_vehiculo_id_vehiculo_id_fk" FOREIGN KEY ("existente_vehiculo_id") REFERENCES "public"."vehiculo"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "conflicto_placa_pendiente_uq" ON "conflicto_placa" USING btree ("persona_id","tipo_placa_id",upper("numero_placa")) WHERE "estado" = 'pendiente';
--> statement-breakpoint
CREATE INDEX "conflicto_placa_persona_idx" ON "conflicto_placa" USING btree ("persona_id");
--> statement-breakpoint
CREATE INDEX "conflicto_placa_estado_idx" ON "conflicto_placa" USING btree ("estado","id");
--> statement-breakpoint
CREATE INDEX "conflicto_placa_tarjeta_idx" ON "conflicto_placa" USING btree ("tarjeta_operacion_id");
--> statement-breakpoint
CREATE INDEX "conflicto_placa_vehiculo_idx" ON "conflicto_placa" USING btree ("vehiculo_id");
--> statement-breakpoint
CREATE INDEX "conflicto_placa_existente_idx" ON "conflicto_placa" USING btree ("existente_vehiculo_id");
--> statement-breakpoint
-- Staff resolutions are in the audit trail with the staff member, like every change of a carrier's rows.
-- The claimant reads its claim's history: the other carrier's vehicle id is recorded only as changed.
CREATE TRIGGER "auditoria" AFTER INSERT OR UPDATE OR DELETE ON "conflicto_placa" FOR EACH ROW EXECUTE FUNCTION "auditoria_registrar"('existente_vehiculo_id');
--> statement-breakpoint
-- A QR revoked by a supervisor keeps why and by whom (decision 164); the audit trail records the change.
ALTER TABLE "validar_registro_piloto" ADD COLUMN "revocado_motivo" varchar(500);
--> statement-breakpoint
ALTER TABLE "validar_registro_piloto" ADD COLUMN "revocado_por" integer;
