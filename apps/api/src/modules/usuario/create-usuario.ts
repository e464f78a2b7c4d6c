import type { Usuario } from "@portal/domain/auth";
import { MSG } from "@portal/domain/messages";
import type { Db } from "../../db/client";
import { usuario } from "../../db/schema/index";
import { conflict } from "../../lib/errors";
import { hashPassword } from "../../lib/passwords";

/** Writes the account; the NIT arrives normalised and the e-mail lower-cased. A taken NIT is a 409. */
export async function createUsuario(db: Db, input: { nit: string; email: string; password: string }): Promise<Usuario> {
  const password_hash = await hashPassword(input.password);
  const [row] = await db
    .insert(usuario)
    .values({ nit: input.nit, email: input.email, password_hash })
    .onConflictDoNothing({ target: usuario.nit })
    .returning({ id: usuario.id, nit: usuario.nit, email: usuario.email });
  if (!row) throw conflict(MSG.nitTaken, { nit: [MSG.nitTaken] });
  return row;
}
