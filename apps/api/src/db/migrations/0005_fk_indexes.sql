-- Indexes for the foreign keys that deletes check and that carriers' lists filter on (decision 091).
CREATE INDEX "documento_persona_idx" ON "documento" USING btree ("persona_id");--> statement-breakpoint
CREATE INDEX "documento_archivo_idx" ON "documento" USING btree ("archivo_id");--> statement-breakpoint
CREATE INDEX "poliza_persona_idx" ON "poliza" USING btree ("persona_id");--> statement-breakpoint
CREATE INDEX "poliza_archivo_idx" ON "poliza" USING btree ("archivo_id");--> statement-breakpoint
CREATE INDEX "tarjeta_operacion_persona_idx" ON "tarjeta_operacion" USING btree ("persona_id");--> statement-breakpoint
CREATE INDEX "validar_registro_piloto_persona_idx" ON "validar_registro_piloto" USING btree ("persona_id");--> statement-breakpoint
CREATE INDEX "vehiculo_licencia_idx" ON "vehiculo" USING btree ("licencia_id");--> statement-breakpoint
CREATE INDEX "vehiculo_persona_idx" ON "vehiculo" USING btree ("persona_id");--> statement-breakpoint
CREATE INDEX "representante_persona_idx" ON "representante" USING btree ("persona_id");--> statement-breakpoint
CREATE INDEX "piloto_emergencia_persona_idx" ON "piloto_emergencia" USING btree ("persona_id");--> statement-breakpoint
CREATE INDEX "vehiculo_desactivado_migracion_vehiculo_idx" ON "vehiculo_desactivado_migracion" USING btree ("vehiculo_id");
