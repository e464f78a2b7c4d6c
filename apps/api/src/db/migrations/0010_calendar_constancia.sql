-- Certificates of registered data and private calendar feeds (issue 13, decisions 170–172).
-- constancia: one row per issued PDF, so its public page can say who, when and what, and compare the
-- SHA-256 of a file with the one issued. `resumen` holds counts and names only, never the full data.
CREATE TABLE "constancia" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"codigo" varchar(32) NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"resumen" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "constancia_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
ALTER TABLE "constancia" ADD CONSTRAINT "constancia_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "constancia_usuario_idx" ON "constancia" USING btree ("usuario_id");
--> statement-breakpoint
-- calendario: the one live feed token of an account, kept as its SHA-256; regenerating replaces the row's
-- hash (the old URL stops answering), revoking deletes the row.
CREATE TABLE "calendario" (
	"usuario_id" integer PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendario_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "calendario" ADD CONSTRAINT "calendario_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;
