-- Staff search of carriers (decision 160): btree indexes on normalised expressions, with
-- text_pattern_ops so `LIKE 'prefix%'` uses them whatever the database's collation (pg_trgm is not
-- available on the embedded database).
-- busqueda_normalizar: lower case without accents, so "PÉREZ", "Pérez" and "perez" compare equal. Both
-- cases of the accented letters are listed because lower() leaves them as they are under the C locale.
CREATE FUNCTION "busqueda_normalizar"(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT AS $$
  SELECT translate(lower(t), 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')
$$;--> statement-breakpoint
CREATE INDEX "usuario_nit_busqueda_idx" ON "usuario" USING btree ("nit" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "natural_nombre_busqueda_idx" ON "natural" USING btree (busqueda_normalizar("nombre" || ' ' || "apellido") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "natural_apellido_busqueda_idx" ON "natural" USING btree (busqueda_normalizar("apellido") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "juridico_empresa_busqueda_idx" ON "juridico" USING btree (busqueda_normalizar("empresa") text_pattern_ops);--> statement-breakpoint
-- Whole words anywhere in the name ("lopez" finds "Juan Carlos Pérez López"): GIN on the array of words.
CREATE INDEX "natural_palabras_busqueda_idx" ON "natural" USING gin (regexp_split_to_array(busqueda_normalizar("nombre" || ' ' || "apellido"), '[^a-z0-9]+'));--> statement-breakpoint
CREATE INDEX "juridico_palabras_busqueda_idx" ON "juridico" USING gin (regexp_split_to_array(busqueda_normalizar("empresa"), '[^a-z0-9]+'));--> statement-breakpoint
CREATE INDEX "vehiculo_placa_busqueda_idx" ON "vehiculo" USING btree (upper("numero_placa") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "licencia_numero_busqueda_idx" ON "licencia" USING btree (upper("numero") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "tarjeta_operacion_numero_busqueda_idx" ON "tarjeta_operacion" USING btree (upper("numero") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "piloto_cui_busqueda_idx" ON "piloto" USING btree ("cui" text_pattern_ops);
