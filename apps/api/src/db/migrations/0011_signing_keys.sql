CREATE TABLE "clave_firma" (
	"kid" varchar(32) PRIMARY KEY NOT NULL,
	"clave_publica" jsonb NOT NULL,
	"clave_privada" text NOT NULL,
	"retirada_at" timestamp with time zone,
	"publicar_hasta" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "clave_firma_una_activa" ON "clave_firma" USING btree ((retirada_at is null)) WHERE "clave_firma"."retirada_at" is null;
--> statement-breakpoint
CREATE TRIGGER "auditoria" AFTER INSERT OR UPDATE OR DELETE ON "clave_firma" FOR EACH ROW EXECUTE FUNCTION "auditoria_registrar"('clave_privada');
