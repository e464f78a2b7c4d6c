-- Audit trail (decision 075): one row per changed row of a carrier's data, written by a trigger inside
-- the transaction of the change. The API puts who, ip and geo in the transaction-local setting
-- `portal.auditoria` (JSON) before its first statement; a change made without it is still recorded,
-- with no author. Explicit events (logins) are inserted by the API into the same table.
CREATE TABLE "auditoria" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"usuario_id" integer,
	"persona_id" integer,
	"actor_tipo" varchar(20),
	"actor_id" integer,
	"entidad" varchar(64) NOT NULL,
	"entidad_id" integer,
	"accion" varchar(32) NOT NULL,
	"campos" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"detalle" jsonb,
	"ip" varchar(64),
	"geo" varchar(100)
);
--> statement-breakpoint
CREATE INDEX "auditoria_usuario_idx" ON "auditoria" USING btree ("usuario_id","id");
--> statement-breakpoint
CREATE INDEX "auditoria_entidad_idx" ON "auditoria" USING btree ("entidad","entidad_id");
--> statement-breakpoint
COMMENT ON TABLE "audit_log" IS 'Before migration 0004: one row per write request (method, route, status, ip, geo). No longer written; kept readable. The audit trail is the table auditoria.';
--> statement-breakpoint
-- Columns named in the trigger's arguments are secrets: a change is recorded as {"protegido": true},
-- never their values. A column `archivo_id` is recorded as `archivo_sha256`, the SHA-256 of the file's
-- bytes. `id`, `created_at` and `updated_at` are not fields of the change. An UPDATE that changes no
-- other column leaves no row.
CREATE FUNCTION "auditoria_registrar"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	antes jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
	despues jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
	fila jsonb := coalesce(despues, antes);
	contexto jsonb := nullif(current_setting('portal.auditoria', true), '')::jsonb;
	campos jsonb := '{}'::jsonb;
	clave text;
	valor_antes jsonb;
	valor_despues jsonb;
	dueno_persona integer;
	dueno_usuario integer;
BEGIN
	FOR clave IN SELECT jsonb_object_keys(fila) LOOP
		CONTINUE WHEN clave IN ('id', 'created_at', 'updated_at');
		valor_antes := coalesce(antes -> clave, 'null'::jsonb);
		valor_despues := coalesce(despues -> clave, 'null'::jsonb);
		CONTINUE WHEN valor_antes = valor_despues;
		IF clave = ANY (TG_ARGV) THEN
			campos := campos || jsonb_build_object(clave, jsonb_build_object('antes', NULL, 'despues', NULL, 'protegido', true));
		ELSIF clave = 'archivo_id' THEN
			campos := campos || jsonb_build_object('archivo_sha256', jsonb_build_object(
				'antes', (SELECT to_jsonb(a."sha256") FROM "archivo" a WHERE a."id" = (valor_antes #>> '{}')::integer),
				'despues', (SELECT to_jsonb(a."sha256") FROM "archivo" a WHERE a."id" = (valor_despues #>> '{}')::integer)));
		ELSE
			campos := campos || jsonb_build_object(clave, jsonb_build_object('antes', valor_antes, 'despues', valor_despues));
		END IF;
	END LOOP;
	IF TG_OP = 'UPDATE' AND campos = '{}'::jsonb THEN
		RETURN NULL;
	END IF;
	-- The owner, so that a carrier reads its own history.
	IF TG_TABLE_NAME = 'usuario' THEN
		dueno_usuario := (fila ->> 'id')::integer;
	ELSIF TG_TABLE_NAME = 'persona' THEN
		dueno_persona := (fila ->> 'id')::integer;
		dueno_usuario := (fila ->> 'usuario_id')::integer;
	ELSE
		dueno_persona := (fila ->> 'persona_id')::integer;
		SELECT p."usuario_id" INTO dueno_usuario FROM "persona" p WHERE p."id" = dueno_persona;
	END IF;
	INSERT INTO "auditoria" ("usuario_id", "persona_id", "actor_tipo", "actor_id", "entidad", "entidad_id", "accion", "campos", "ip", "geo")
	VALUES (
		dueno_usuario,
		dueno_persona,
		contexto ->> 'actor_tipo',
		(contexto ->> 'actor_id')::integer,
		TG_TABLE_NAME,
		(fila ->> 'id')::integer,
		CASE TG_OP WHEN 'INSERT' THEN 'crear' WHEN 'UPDATE' THEN 'modificar' ELSE 'eliminar' END,
		campos,
		left(contexto ->> 'ip', 64),
		left(contexto ->> 'geo', 100)
	);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "auditoria" AFTER INSERT OR UPDATE OR DELETE ON "usuario" FOR EACH ROW EXECUTE FUNCTION "auditoria_registrar"('password_hash');
--> statement-breakpoint
CREATE TRIGGER "auditoria" AFTER INSERT OR UPDATE OR DELETE ON "persona" FOR EACH ROW EXECUTE FUNCTION "auditoria_registrar"();
--> statement-breakpoint
CREATE TRIGGER "auditoria" AFTER INSERT OR UPDATE OR DELETE ON "natural" FOR EACH ROW EXECUTE FUNCTION "auditoria_registrar"();
--> statement-breakpoint
CREATE TRIGGER "auditoria" AFTER INSERT OR UPDATE OR DELETE ON "juridico" FOR EACH ROW EXECUTE FUNCTION "auditoria_registrar"();
--> statement-breakpoint
CREATE TRIGGER "auditoria" AFTER INSERT OR UPDATE OR DELETE ON "representante" FOR EACH ROW EXECUTE FUNCTION "auditoria_registrar"();
--> statement-breakpoint
CREATE TRIGGER "auditoria" AFTER INSERT OR UPDATE OR DELETE ON "persona_direccion" FOR EACH ROW EXECUTE FUNCTION "auditoria_registrar"();
--> statement-breakpoint
CREATE TRIGGER "auditoria" AFTER INSERT OR UPDATE OR DELETE ON "persona_email" FOR EACH ROW EXECUTE FUNCTION "auditoria_registrar"();
--> statement-breakpoint
CREATE TRIGGER "auditoria" AFTER INSERT OR UPDATE OR DELETE ON "persona_telefono" FOR EACH ROW EXECUTE FUNCTION "auditoria_registrar"();
--> statement-breakpoint
CREATE TRIGGER "auditoria" AFTER INSERT OR UPDATE OR DELETE ON "mandato" FOR EACH ROW EXECUTE FUNCTION "auditoria_registrar"();
--> statement-breakpoint
CREATE TRIGGER "auditoria" AFTER INSERT OR UPDATE OR DELETE ON "abogado_auxiliar" FOR EACH ROW EXECUTE FUNCTION "auditoria_registrar"();
--> statement-breakpoint
CREATE TRIGGER "auditoria" AFTER INSERT OR UPDATE OR DELETE ON "piloto" FOR EACH ROW EXECUTE FUNCTION "auditoria_registrar"();
--> statement-breakpoint
CREATE TRIGGER "auditoria" AFTER INSERT OR UPDATE OR DELETE ON "piloto_emergencia" FOR EACH ROW EXECUTE FUNCTION "auditoria_registrar"();
--> statement-breakpoint
CREATE TRIGGER "auditoria" AFTER INSERT OR UPDATE OR DELETE ON "documento" FOR EACH ROW EXECUTE FUNCTION "auditoria_registrar"();
--> statement-breakpoint
CREATE TRIGGER "auditoria" AFTER INSERT OR UPDATE OR DELETE ON "licencia" FOR EACH ROW EXECUTE FUNCTION "auditoria_registrar"();
--> statement-breakpoint
CREATE TRIGGER "auditoria" AFTER INSERT OR UPDATE OR DELETE ON "tarjeta_operacion" FOR EACH ROW EXECUTE FUNCTION "auditoria_registrar"();
--> statement-breakpoint
CREATE TRIGGER "auditoria" AFTER INSERT OR UPDATE OR DELETE ON "vehiculo" FOR EACH ROW EXECUTE FUNCTION "auditoria_registrar"();
--> statement-breakpoint
CREATE TRIGGER "auditoria" AFTER INSERT OR UPDATE OR DELETE ON "poliza" FOR EACH ROW EXECUTE FUNCTION "auditoria_registrar"();
--> statement-breakpoint
CREATE TRIGGER "auditoria" AFTER INSERT OR UPDATE OR DELETE ON "validar_registro_piloto" FOR EACH ROW EXECUTE FUNCTION "auditoria_registrar"('llave');
