-- Several people per carrier (issue 21). A carrier (persona) has members: accounts with one role, and for
-- gestores an end date. The ownership rule (lib/ownership.ts) reads this table inside every query that
-- reads or writes a carrier's rows; a removed member's row is gone, so the next request is refused.
CREATE TABLE "miembro" (
	"id" serial PRIMARY KEY NOT NULL,
	"persona_id" integer NOT NULL REFERENCES "persona"("id") ON DELETE CASCADE,
	"usuario_id" integer NOT NULL REFERENCES "usuario"("id") ON DELETE CASCADE,
	"rol" varchar(20) NOT NULL,
	"nombre" varchar(150),
	"vence" date,
	"mandato_id" integer REFERENCES "mandato"("id") ON DELETE SET NULL,
	"invitado_por" integer REFERENCES "usuario"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "miembro_rol_ck" CHECK ("rol" IN ('titular', 'administrador', 'editor', 'consulta')),
	CONSTRAINT "miembro_titular_sin_vence_ck" CHECK ("rol" <> 'titular' OR "vence" IS NULL)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "miembro_persona_usuario_uq" ON "miembro" USING btree ("persona_id", "usuario_id");
--> statement-breakpoint
-- The ownership condition looks up the caller's memberships: usuario first.
CREATE INDEX "miembro_usuario_idx" ON "miembro" USING btree ("usuario_id", "persona_id");
--> statement-breakpoint
CREATE INDEX "miembro_mandato_idx" ON "miembro" USING btree ("mandato_id");
--> statement-breakpoint
CREATE INDEX "miembro_invitado_por_idx" ON "miembro" USING btree ("invitado_por");
--> statement-breakpoint
-- Every existing carrier: its account becomes its titular, nothing else changes.
INSERT INTO "miembro" ("persona_id", "usuario_id", "rol", "created_at", "updated_at")
SELECT p."id", p."usuario_id", 'titular', p."created_at", p."created_at" FROM "persona" p
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- A carrier registered from now on: the account that registers it is its titular, in the same statement.
CREATE FUNCTION "miembro_titular_al_registrar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "miembro" ("persona_id", "usuario_id", "rol") VALUES (NEW."id", NEW."usuario_id", 'titular')
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "miembro_titular" AFTER INSERT ON "persona" FOR EACH ROW EXECUTE FUNCTION "miembro_titular_al_registrar"();
--> statement-breakpoint
CREATE TRIGGER "auditoria" AFTER INSERT OR UPDATE OR DELETE ON "miembro" FOR EACH ROW EXECUTE FUNCTION "auditoria_registrar"();
--> statement-breakpoint
-- An invitation to become a member: by NIT and e-mail, with a role (and an end date for a gestor).
-- Only the SHA-256 of the link's token is kept; single use; 7 days.
CREATE TABLE "invitacion" (
	"id" serial PRIMARY KEY NOT NULL,
	"persona_id" integer NOT NULL REFERENCES "persona"("id") ON DELETE CASCADE,
	"nit" varchar(20) NOT NULL,
	"email" varchar(254) NOT NULL,
	"nombre" varchar(150) NOT NULL,
	"rol" varchar(20) NOT NULL,
	"vence" date,
	"mandato_id" integer REFERENCES "mandato"("id") ON DELETE SET NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"invitado_por" integer REFERENCES "usuario"("id") ON DELETE SET NULL,
	"aceptada_at" timestamp with time zone,
	"aceptada_por" integer REFERENCES "usuario"("id") ON DELETE SET NULL,
	"revocada_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitacion_rol_ck" CHECK ("rol" IN ('administrador', 'editor', 'consulta'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "invitacion_token_uq" ON "invitacion" USING btree ("token_hash");
--> statement-breakpoint
CREATE INDEX "invitacion_persona_idx" ON "invitacion" USING btree ("persona_id");
--> statement-breakpoint
-- Deleting an account or a mandatario finds its rows here by index.
CREATE INDEX "invitacion_invitado_por_idx" ON "invitacion" USING btree ("invitado_por");
--> statement-breakpoint
CREATE INDEX "invitacion_aceptada_por_idx" ON "invitacion" USING btree ("aceptada_por");
--> statement-breakpoint
CREATE INDEX "invitacion_mandato_idx" ON "invitacion" USING btree ("mandato_id");
--> statement-breakpoint
CREATE TRIGGER "auditoria" AFTER INSERT OR UPDATE OR DELETE ON "invitacion" FOR EACH ROW EXECUTE FUNCTION "auditoria_registrar"('token_hash');
