-- The audit trail partitioned by month of `fecha` (decision 218), on PostgreSQL and on PGlite alike.
-- The existing table is not copied: it becomes the first partition, `auditoria_hasta_AAAA_MM`, holding
-- every row before the start of next month (UTC), and keeps its own indexes, which the parent's match.
-- Attaching it checks its rows against that bound (one sequential read of the table, no rewrite).
-- Later months get their own partitions from `auditoria_particiones` (the server calls it at start and
-- daily); a row of a month without one lands in `auditoria_sin_mes` instead of failing the change.
DO $$
DECLARE
	corte timestamptz := (date_trunc('month', now() AT TIME ZONE 'UTC') + interval '1 month') AT TIME ZONE 'UTC';
	anterior text := 'auditoria_hasta_' || to_char(date_trunc('month', now() AT TIME ZONE 'UTC'), 'YYYY_MM');
BEGIN
	ALTER TABLE "auditoria" RENAME TO "auditoria_anterior";
	ALTER INDEX "auditoria_usuario_idx" RENAME TO "auditoria_anterior_usuario_idx";
	ALTER INDEX "auditoria_entidad_idx" RENAME TO "auditoria_anterior_entidad_idx";
	-- The id sequence outlives the former table (which may be archived and dropped one day).
	ALTER SEQUENCE "auditoria_id_seq" OWNED BY NONE;
	CREATE TABLE "auditoria" (
		"id" bigint DEFAULT nextval('auditoria_id_seq') NOT NULL,
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
	) PARTITION BY RANGE ("fecha");
	ALTER SEQUENCE "auditoria_id_seq" OWNED BY "auditoria"."id";
	CREATE INDEX "auditoria_usuario_idx" ON "auditoria" USING btree ("usuario_id","id");
	CREATE INDEX "auditoria_entidad_idx" ON "auditoria" USING btree ("entidad","entidad_id");
	EXECUTE format('ALTER TABLE auditoria ATTACH PARTITION auditoria_anterior FOR VALUES FROM (MINVALUE) TO (%L)', corte);
	EXECUTE format('ALTER TABLE auditoria_anterior RENAME TO %I', anterior);
	CREATE TABLE "auditoria_sin_mes" PARTITION OF "auditoria" DEFAULT;
END
$$;
--> statement-breakpoint
-- Creates the monthly partitions from this month to `meses` months ahead that do not exist yet (a month
-- already covered, by the former table or the default partition holding its rows, is left as it is).
-- They inherit the parent's indexes, which serve the history's queries. Answers how many it created.
CREATE FUNCTION "auditoria_particiones"(meses integer DEFAULT 3) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
	mes timestamp;
	nombre text;
	creadas integer := 0;
BEGIN
	FOR i IN 0..meses LOOP
		mes := date_trunc('month', now() AT TIME ZONE 'UTC') + make_interval(months => i);
		nombre := 'auditoria_' || to_char(mes, 'YYYY_MM');
		CONTINUE WHEN to_regclass(nombre) IS NOT NULL;
		BEGIN
			EXECUTE format('CREATE TABLE %I PARTITION OF auditoria FOR VALUES FROM (%L) TO (%L)',
				nombre, mes AT TIME ZONE 'UTC', (mes + interval '1 month') AT TIME ZONE 'UTC');
			creadas := creadas + 1;
		EXCEPTION
			-- 42P17: overlaps a partition (the former table); 23514: the default partition holds rows of that
			-- month; 42P07 / 23505: another instance created it a moment ago.
			WHEN invalid_object_definition OR check_violation OR duplicate_table OR unique_violation THEN NULL;
		END;
	END LOOP;
	RETURN creadas;
END
$$;
--> statement-breakpoint
SELECT "auditoria_particiones"(3);
