-- Staff search on national-size data (decision 221). The normalisation was inlined by the planner, which
-- then costed translate() and lower() as one operator each: on the 2,000 companies it chose a sequential
-- scan that normalised every name on every search (46 ms), and a name prefix matching many carriers
-- normalised each of them again from the table (250-320 ms). As PL/pgSQL with its true cost, the planner
-- keeps it on the indexes; the same result for every text, so the indexes built with it stay valid.
CREATE OR REPLACE FUNCTION "busqueda_normalizar"(t text) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT COST 100 AS $$
BEGIN
  RETURN translate(lower(t), 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc');
END
$$;--> statement-breakpoint
-- The name indexes carry what the search answers, so a prefix is read from the index alone (an index-only
-- scan compares the normalised name the index holds instead of normalising each row again).
DROP INDEX "natural_nombre_busqueda_idx";--> statement-breakpoint
CREATE INDEX "natural_nombre_busqueda_idx" ON "natural" USING btree (busqueda_normalizar("nombre" || ' ' || "apellido") text_pattern_ops) INCLUDE ("id", "persona_id", "nombre", "apellido");--> statement-breakpoint
DROP INDEX "natural_apellido_busqueda_idx";--> statement-breakpoint
CREATE INDEX "natural_apellido_busqueda_idx" ON "natural" USING btree (busqueda_normalizar("apellido") text_pattern_ops) INCLUDE ("id", "persona_id", "nombre", "apellido");--> statement-breakpoint
DROP INDEX "juridico_empresa_busqueda_idx";--> statement-breakpoint
CREATE INDEX "juridico_empresa_busqueda_idx" ON "juridico" USING btree (busqueda_normalizar("empresa") text_pattern_ops) INCLUDE ("id", "persona_id", "empresa");
--> statement-breakpoint
-- Statistics of the new index expressions now: the planner's row estimates for a name prefix come from them.
ANALYZE "natural";--> statement-breakpoint
ANALYZE "juridico";
