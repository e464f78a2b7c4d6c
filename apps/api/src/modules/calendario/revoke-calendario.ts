import { CALENDARIO_MSG } from "@portal/domain/constancia";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { calendario } from "../../db/schema/index";
import { notFound } from "../../lib/errors";

/** Forgets the account's feed token: its URL answers 404 from now on. */
export async function revokeCalendario(db: Db, userId: number): Promise<void> {
  const deleted = await db.delete(calendario).where(eq(calendario.usuario_id, userId)).returning({ id: calendario.usuario_id });
  if (deleted.length === 0) throw notFound(CALENDARIO_MSG.sinCalendario);
}
