-- Reminders of what is due (issue 13, decision 167): a carrier may turn them off per e-mail, and for the
-- account's own address; each mail is claimed once in `recordatorio` before it is sent.
ALTER TABLE "persona_email" ADD COLUMN "recordatorios" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "usuario" ADD COLUMN "recordatorios" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE TABLE "recordatorio" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"clave" varchar(40) NOT NULL,
	"umbral" integer NOT NULL,
	"fecha" date NOT NULL,
	"destino" varchar(254) NOT NULL,
	"reclamado_at" timestamp with time zone DEFAULT now() NOT NULL,
	"enviado_at" timestamp with time zone,
	CONSTRAINT "recordatorio_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action
);--> statement-breakpoint
CREATE UNIQUE INDEX "recordatorio_uq" ON "recordatorio" USING btree ("usuario_id","clave","umbral","fecha","destino");
