-- Sessions checked on every request (access tokens carry `sid`) and failed logins per NIT and address.
CREATE TABLE "sesion" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sesion" ADD CONSTRAINT "sesion_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "sesion_usuario_idx" ON "sesion" USING btree ("usuario_id");
--> statement-breakpoint
-- Every refresh token issued before this change becomes a session of its own (same id), so nobody is
-- signed out by the upgrade: the next refresh gives an access token with `sid`.
INSERT INTO "sesion" ("id", "usuario_id", "created_at", "revoked_at")
	SELECT "id", "usuario_id", "created_at", "revoked_at" FROM "refresh_token";
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('"sesion"', 'id'), coalesce((SELECT max("id") FROM "sesion"), 0) + 1, false);
--> statement-breakpoint
ALTER TABLE "refresh_token" ADD COLUMN "sesion_id" integer;
--> statement-breakpoint
UPDATE "refresh_token" SET "sesion_id" = "id";
--> statement-breakpoint
ALTER TABLE "refresh_token" ALTER COLUMN "sesion_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "refresh_token" ADD CONSTRAINT "refresh_token_sesion_id_sesion_id_fk" FOREIGN KEY ("sesion_id") REFERENCES "public"."sesion"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "refresh_token_sesion_idx" ON "refresh_token" USING btree ("sesion_id");
--> statement-breakpoint
CREATE TABLE "login_fallo" (
	"id" serial PRIMARY KEY NOT NULL,
	"nit" varchar(20) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "login_fallo_nit_idx" ON "login_fallo" USING btree ("nit","created_at");
--> statement-breakpoint
CREATE INDEX "login_fallo_created_idx" ON "login_fallo" USING btree ("created_at");
