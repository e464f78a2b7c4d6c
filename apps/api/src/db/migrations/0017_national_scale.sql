-- National size (decision 215). Each paged list reads its page through an index in its keyset order:
-- the vehicles of a card by (tarjeta_operacion_id, id), a carrier's pilots by (persona_id, id).
CREATE INDEX "vehiculo_tarjeta_id_idx" ON "vehiculo" USING btree ("tarjeta_operacion_id","id");--> statement-breakpoint
CREATE INDEX "piloto_persona_id_idx" ON "piloto" USING btree ("persona_id","id");--> statement-breakpoint
-- The reminders select what is due from these dates across every carrier (decision 216).
CREATE INDEX "licencia_fin_idx" ON "licencia" USING btree ("fin");--> statement-breakpoint
CREATE INDEX "poliza_fecha_fin_idx" ON "poliza" USING btree ("fecha_fin");--> statement-breakpoint
CREATE INDEX "piloto_licencia_vencimiento_idx" ON "piloto" USING btree ("licencia_vencimiento");--> statement-breakpoint
CREATE INDEX "representante_plazo_vigenia_idx" ON "representante" USING btree ("plazo_vigenia");--> statement-breakpoint
CREATE INDEX "validar_registro_piloto_vigencia_idx" ON "validar_registro_piloto" USING btree ("vigencia");--> statement-breakpoint
-- One row per reminder pass (and per week of the digest): the instance whose insert takes it works the
-- pass, the others skip it without reading any carrier.
CREATE TABLE "recordatorio_pasada" (
	"clave" varchar(60) PRIMARY KEY NOT NULL,
	"instancia" varchar(100) NOT NULL,
	"reclamado_at" timestamp with time zone DEFAULT now() NOT NULL,
	"terminado_at" timestamp with time zone
);
