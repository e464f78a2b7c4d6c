-- A calendar feed is an account's feed for one carrier (decision 234): the due dates of the carrier it acted
-- for when it made the URL. An existing feed keeps its URL, for the account's first carrier (titular first),
-- which is what it showed before members; a feed of an account without a carrier showed nothing and goes.
ALTER TABLE "calendario" ADD COLUMN "persona_id" integer;
--> statement-breakpoint
UPDATE "calendario" c SET "persona_id" = (
	SELECT m."persona_id" FROM "miembro" m WHERE m."usuario_id" = c."usuario_id"
	ORDER BY (m."rol" = 'titular') DESC, m."persona_id" LIMIT 1
);
--> statement-breakpoint
DELETE FROM "calendario" WHERE "persona_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "calendario" ALTER COLUMN "persona_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "calendario" DROP CONSTRAINT "calendario_pkey";
--> statement-breakpoint
ALTER TABLE "calendario" ADD CONSTRAINT "calendario_usuario_persona_pk" PRIMARY KEY ("usuario_id", "persona_id");
--> statement-breakpoint
ALTER TABLE "calendario" ADD CONSTRAINT "calendario_persona_id_persona_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."persona"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "calendario_persona_idx" ON "calendario" USING btree ("persona_id");
