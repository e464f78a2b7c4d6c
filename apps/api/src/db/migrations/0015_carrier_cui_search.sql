-- The console finds a carrier by its own CUI (the DPI of a natural person), as it finds a pilot's:
-- a prefix scan on the digits, whatever the database's collation (decision 160).
CREATE INDEX "natural_cui_busqueda_idx" ON "natural" USING btree ("cui" text_pattern_ops);
