-- Who revoked a QR code and a public category of why (decision 201): the public check says it without
-- the staff member's free text. Codes revoked before this migration get the cause their rows imply:
-- a staff member's revocation is the authority's (category unknown), a conflict's deactivation is the
-- authority's, then what the carrier's vehicle shows (gone, other plate, inactive), else a deletion.
ALTER TABLE "validar_registro_piloto" ADD COLUMN "revocado_causa" varchar(24);
--> statement-breakpoint
-- Filling a new column is not a change anyone made: the audit trail is not written for it.
ALTER TABLE "validar_registro_piloto" DISABLE TRIGGER "auditoria";
--> statement-breakpoint
UPDATE "validar_registro_piloto" q SET "revocado_causa" = CASE
	WHEN q."revocado_por" IS NOT NULL THEN 'OTRA_AUTORIDAD'
	WHEN q."vehiculo_id" IS NULL THEN 'VEHICULO_ELIMINADO'
	WHEN EXISTS (SELECT 1 FROM "conflicto_placa" c WHERE c."existente_vehiculo_id" = q."vehiculo_id" AND c."estado" = 'desactivado_existente') THEN 'CONFLICTO_PLACA'
	WHEN EXISTS (SELECT 1 FROM "vehiculo" v WHERE v."id" = q."vehiculo_id" AND v."numero_placa" <> q."numero_placa") THEN 'CAMBIO_PLACA'
	WHEN EXISTS (SELECT 1 FROM "vehiculo" v WHERE v."id" = q."vehiculo_id" AND NOT v."activo") THEN 'VEHICULO_DESACTIVADO'
	ELSE 'ELIMINADO'
END
WHERE q."revocado_at" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "validar_registro_piloto" ENABLE TRIGGER "auditoria";
