import { CALENDARIO_MSG } from "@portal/domain/constancia";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { calendario } from "../../db/schema/index";
import type { Acting } from "../../lib/ownership";
import { notFound } from "../../lib/errors";

/** Forgets the account's feed token of the acting carrier: its URL answers 404 from now on. */
export async function revokeCalendario(db: Db, acting: Acting | null): Promise<void> {
  const deleted = acting
    ? await db
        .delete(calendario)
        .where(and(eq(calendario.usuario_id, acting.userId), eq(calendario.persona_id, acting.personaId)))
        .returning({ id: calendario.usuario_id })
    : [];
  if (deleted.length === 0) throw notFound(CALENDARIO_MSG.sinCalendario);
}
