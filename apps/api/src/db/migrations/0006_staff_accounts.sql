-- Staff accounts of the authority console (issue 12, decision 150): staff members, their sessions and
-- refresh tokens (apart from the carriers'), one-time links to set a password, and TOTP recovery codes.
-- Every secret is kept hashed (tokens as SHA-256, recovery codes with argon2) except the TOTP secret,
-- which the server needs to check codes.
CREATE TABLE "funcionario" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"nombre" varchar(150) NOT NULL,
	"rol" varchar(20) NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"password_hash" text,
	"totp_secret" varchar(64),
	"totp_confirmado_en" timestamp with time zone,
	"totp_ultimo_paso" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funcionario_email_unique" UNIQUE("email"),
	CONSTRAINT "funcionario_rol_check" CHECK ("rol" IN ('revisor', 'supervisor', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "funcionario_sesion" (
	"id" serial PRIMARY KEY NOT NULL,
	"funcionario_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "funcionario_sesion" ADD CONSTRAINT "funcionario_sesion_funcionario_id_funcionario_id_fk" FOREIGN KEY ("funcionario_id") REFERENCES "public"."funcionario"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "funcionario_sesion_funcionario_idx" ON "funcionario_sesion" USING btree ("funcionario_id");
--> statement-breakpoint
CREATE TABLE "funcionario_refresh_token" (
	"id" serial PRIMARY KEY NOT NULL,
	"funcionario_id" integer NOT NULL,
	"sesion_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funcionario_refresh_token_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "funcionario_refresh_token" ADD CONSTRAINT "funcionario_refresh_token_funcionario_id_funcionario_id_fk" FOREIGN KEY ("funcionario_id") REFERENCES "public"."funcionario"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "funcionario_refresh_token" ADD CONSTRAINT "funcionario_refresh_token_sesion_id_funcionario_sesion_id_fk" FOREIGN KEY ("sesion_id") REFERENCES "public"."funcionario_sesion"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "funcionario_refresh_token_funcionario_idx" ON "funcionario_refresh_token" USING btree ("funcionario_id");
--> statement-breakpoint
CREATE INDEX "funcionario_refresh_token_sesion_idx" ON "funcionario_refresh_token" USING btree ("sesion_id");
--> statement-breakpoint
CREATE TABLE "funcionario_enlace" (
	"id" serial PRIMARY KEY NOT NULL,
	"funcionario_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funcionario_enlace_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "funcionario_enlace" ADD CONSTRAINT "funcionario_enlace_funcionario_id_funcionario_id_fk" FOREIGN KEY ("funcionario_id") REFERENCES "public"."funcionario"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "funcionario_enlace_funcionario_idx" ON "funcionario_enlace" USING btree ("funcionario_id");
--> statement-breakpoint
CREATE TABLE "funcionario_codigo_recuperacion" (
	"id" serial PRIMARY KEY NOT NULL,
	"funcionario_id" integer NOT NULL,
	"codigo_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "funcionario_codigo_recuperacion" ADD CONSTRAINT "funcionario_codigo_recuperacion_funcionario_id_funcionario_id_fk" FOREIGN KEY ("funcionario_id") REFERENCES "public"."funcionario"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "funcionario_codigo_recuperacion_funcionario_idx" ON "funcionario_codigo_recuperacion" USING btree ("funcionario_id");
--> statement-breakpoint
-- Changes to staff accounts (invite, role, deactivation, password, TOTP) are in the audit trail with
-- their author; the password hash and the TOTP secret only as "changed".
CREATE TRIGGER "auditoria" AFTER INSERT OR UPDATE OR DELETE ON "funcionario" FOR EACH ROW EXECUTE FUNCTION "auditoria_registrar"('password_hash', 'totp_secret');
