import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { juridicoSchema, naturalSchema } from "@portal/domain/persona";
import type { Db } from "../../db/client";
import { juridico, natural, persona, usuario } from "../../db/schema/index";
import { conflict, invalidField, unauthorized } from "../../lib/errors";

type NaturalBody = z.output<typeof naturalSchema>;
type JuridicoBody = z.output<typeof juridicoSchema>;

export const PROFILE_EXISTS = "Su perfil ya fue completado.";
export const NIT_MISMATCH = "El NIT debe ser el mismo con el que creó su cuenta.";

/**
 * Registers the caller's persona (one per account) with its natural or juridico row, in one
 * transaction. The NIT must be the account's; a usuario_id in the body is ignored (the token says who).
 */
export async function createPersona(db: Db, userId: number, input: { tipo: "natural"; body: NaturalBody } | { tipo: "juridico"; body: JuridicoBody }) {
  return db.transaction(async (tx) => {
    // Lock the account row so two simultaneous submissions cannot both create a persona.
    const [owner] = await tx.select().from(usuario).where(eq(usuario.id, userId)).for("update");
    if (!owner) throw unauthorized();
    if (input.body.nit !== owner.nit) throw invalidField("nit", NIT_MISMATCH);
    const existing = await tx.select({ id: persona.id }).from(persona).where(eq(persona.usuario_id, userId)).limit(1);
    if (existing.length > 0) throw conflict(PROFILE_EXISTS);

    const [p] = await tx
      .insert(persona)
      .values({ usuario_id: userId, nit: owner.nit, juridico_completo: input.tipo === "juridico" })
      .returning();
    if (input.tipo === "natural") {
      const { usuario_id: _u, nit: _n, "g-recaptcha-response": _c, ...fields } = input.body;
      const [row] = await tx.insert(natural).values({ ...fields, persona_id: p.id }).returning();
      return { persona: p, natural: row };
    }
    const { usuario_id: _u, nit: _n, "g-recaptcha-response": _c, ...fields } = input.body;
    const [row] = await tx.insert(juridico).values({ ...fields, persona_id: p.id }).returning();
    return { persona: p, juridico: row };
  });
}
