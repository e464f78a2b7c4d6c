import type { RolMiembro } from "@portal/domain/miembro";
import { miembro } from "../src/db/schema/index";
import type { TestContext } from "./app";
import { type Account, createAccount } from "./carrier";

export interface Member extends Account {
  miembroId: number;
}

/** A new account made a member of `personaId` with `rol` (and an end date for a gestor), written straight to the database. */
export async function addMember(ctx: TestContext, personaId: number, rol: RolMiembro, vence: string | null = null, account?: Account): Promise<Member> {
  const who = account ?? (await createAccount(ctx));
  const [row] = await ctx.app.db.insert(miembro).values({ persona_id: personaId, usuario_id: who.userId, rol, vence, nombre: `PERSONA ${rol.toUpperCase()}` }).returning();
  return { ...who, miembroId: row.id };
}
