-- Insurers report policies directly (issue 24, decisions 260-264): the insurers' catalogue, their API
-- clients (secret stored as SHA-256), the reported policies (one row per insurer, policy number and plate,
-- matched to a vehicle by plate when read) and the idempotency keys of their calls.
CREATE TABLE "aseguradora" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aseguradora_cliente" (
	"id" serial PRIMARY KEY NOT NULL,
	"aseguradora_id" integer NOT NULL REFERENCES "aseguradora"("id"),
	"client_id" varchar(40) NOT NULL,
	"secreto_hash" varchar(64) NOT NULL,
	"secreto_anterior_hash" varchar(64),
	"secreto_anterior_hasta" timestamp with time zone,
	"descripcion" varchar(150),
	"creado_por" integer NOT NULL REFERENCES "funcionario"("id"),
	"revocado_at" timestamp with time zone,
	"revocado_por" integer REFERENCES "funcionario"("id"),
	"ultimo_uso_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aseguradora_cliente_client_id_unique" UNIQUE("client_id")
);
--> statement-breakpoint
CREATE INDEX "aseguradora_cliente_aseguradora_idx" ON "aseguradora_cliente" ("aseguradora_id");
--> statement-breakpoint
CREATE INDEX "aseguradora_cliente_creado_por_idx" ON "aseguradora_cliente" ("creado_por");
--> statement-breakpoint
CREATE INDEX "aseguradora_cliente_revocado_por_idx" ON "aseguradora_cliente" ("revocado_por");
--> statement-breakpoint
CREATE TABLE "poliza_reportada" (
	"id" serial PRIMARY KEY NOT NULL,
	"aseguradora_id" integer NOT NULL REFERENCES "aseguradora"("id"),
	"aseguradora_cliente_id" integer NOT NULL REFERENCES "aseguradora_cliente"("id"),
	"tipo_placa_id" integer NOT NULL REFERENCES "tipo_placa"("id"),
	"numero_placa" varchar(10) NOT NULL,
	"numero" varchar(50) NOT NULL,
	"fecha_inicio" date NOT NULL,
	"fecha_fin" date NOT NULL,
	"prima_total" numeric(14, 2),
	"monto_asegurado" numeric(14, 2),
	"estado_poliza" varchar(10) NOT NULL,
	"motivo" varchar(300),
	"reportado_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "poliza_reportada_estado_ck" CHECK ("estado_poliza" IN ('vigente', 'cancelada', 'anulada')),
	CONSTRAINT "poliza_reportada_fechas_ck" CHECK ("fecha_fin" >= "fecha_inicio")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "poliza_reportada_uq" ON "poliza_reportada" ("aseguradora_id", "numero", "tipo_placa_id", "numero_placa");
--> statement-breakpoint
CREATE INDEX "poliza_reportada_placa_idx" ON "poliza_reportada" ("tipo_placa_id", "numero_placa", "fecha_inicio" DESC, "reportado_at" DESC);
--> statement-breakpoint
CREATE INDEX "poliza_reportada_cliente_idx" ON "poliza_reportada" ("aseguradora_cliente_id");
--> statement-breakpoint
CREATE TABLE "poliza_reporte_clave" (
	"aseguradora_cliente_id" integer NOT NULL REFERENCES "aseguradora_cliente"("id") ON DELETE CASCADE,
	"clave" varchar(200) NOT NULL,
	"huella" varchar(64) NOT NULL,
	"estado_http" integer,
	"respuesta" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "poliza_reporte_clave_pk" PRIMARY KEY ("aseguradora_cliente_id", "clave")
);
--> statement-breakpoint
CREATE TRIGGER "auditoria" AFTER INSERT OR UPDATE OR DELETE ON "aseguradora_cliente" FOR EACH ROW EXECUTE FUNCTION "auditoria_registrar"('secreto_hash', 'secreto_anterior_hash');
--> statement-breakpoint
CREATE TRIGGER "auditoria" AFTER INSERT OR UPDATE OR DELETE ON "poliza_reportada" FOR EACH ROW EXECUTE FUNCTION "auditoria_registrar"();
