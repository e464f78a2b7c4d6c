-- Vehicle truth (docs/decisions/070, 071): one active vehicle per plate nationwide; QR codes of inactive
-- vehicles revoked. Existing duplicates are not an error: the most recently updated vehicle of each plate
-- stays active, the others are deactivated (never deleted) and listed in vehiculo_desactivado_migracion,
-- which the API reports at every start until an operator has reviewed and emptied it.
CREATE TABLE "vehiculo_desactivado_migracion" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehiculo_id" integer NOT NULL,
	"persona_id" integer NOT NULL,
	"tipo_placa_id" integer NOT NULL,
	"numero_placa" varchar(10) NOT NULL,
	"conservado_vehiculo_id" integer NOT NULL,
	"motivo" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehiculo_desactivado_migracion" ADD CONSTRAINT "vehiculo_desactivado_migracion_vehiculo_id_vehiculo_id_fk" FOREIGN KEY ("vehiculo_id") REFERENCES "public"."vehiculo"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
INSERT INTO "vehiculo_desactivado_migracion" ("vehiculo_id", "persona_id", "tipo_placa_id", "numero_placa", "conservado_vehiculo_id", "motivo")
SELECT r."id", r."persona_id", r."tipo_placa_id", r."numero_placa", r."conservado", 'Placa duplicada entre vehículos activos: se conservó activo el vehículo actualizado más recientemente.'
FROM (
	SELECT v."id", v."persona_id", v."tipo_placa_id", v."numero_placa",
		first_value(v."id") OVER w AS "conservado",
		row_number() OVER w AS "orden"
	FROM "vehiculo" v
	WHERE v."activo"
	WINDOW w AS (PARTITION BY v."tipo_placa_id", upper(v."numero_placa") ORDER BY v."updated_at" DESC, v."id" DESC)
) r
WHERE r."orden" > 1;
--> statement-breakpoint
UPDATE "vehiculo" SET "activo" = false, "updated_at" = now()
WHERE "id" IN (SELECT "vehiculo_id" FROM "vehiculo_desactivado_migracion");
--> statement-breakpoint
UPDATE "validar_registro_piloto" SET "revocado_at" = now()
WHERE "revocado_at" IS NULL AND "vehiculo_id" IN (SELECT "id" FROM "vehiculo" WHERE NOT "activo");
--> statement-breakpoint
CREATE UNIQUE INDEX "vehiculo_placa_activa_uq" ON "vehiculo" USING btree ("tipo_placa_id", upper("numero_placa")) WHERE "activo";
