import { randomCui, randomNit } from "./request-bodies";
import { juridico, natural, persona, usuario } from "../src/db/schema/index";
import { openSession } from "../src/lib/sessions";
import type { TestContext } from "./app";

export { randomCui, randomNit } from "./request-bodies";

export interface Carrier extends Account {
  personaId: number;
  naturalId?: number;
  juridicoId?: number;
}

export interface Account {
  userId: number;
  nit: string;
  token: string;
  headers: { authorization: string };
}

/** A usuario without a persona yet (before /completar-perfil), with an access token of a new session. */
export async function createAccount(ctx: TestContext): Promise<Account> {
  const nit = randomNit();
  const [u] = await ctx.app.db
    .insert(usuario)
    .values({ nit, email: `${nit.toLowerCase()}@example.com`, password_hash: "x" })
    .returning();
  const { access_token: token } = await openSession(ctx.app, ctx.app.db, u);
  return { userId: u.id, nit, token, headers: { authorization: `Bearer ${token}` } };
}

/**
 * A carrier with a usuario, a persona and its natural or juridico row, written straight to the
 * database, and a signed access token. For module tests; the accounts module tests sign-up itself.
 */
export async function createCarrier(ctx: TestContext, tipo: "natural" | "juridico" = "natural"): Promise<Carrier> {
  const db = ctx.app.db;
  const account = await createAccount(ctx);
  const { nit } = account;
  const [p] = await db.insert(persona).values({ usuario_id: account.userId, nit, juridico_completo: tipo === "juridico" }).returning();
  let naturalId: number | undefined;
  let juridicoId: number | undefined;
  if (tipo === "natural") {
    const [n] = await db
      .insert(natural)
      .values({
        persona_id: p.id,
        cui: randomCui(),
        nombre: "JUAN",
        apellido: "PÉREZ",
        fecha_nacimiento: "1985-04-12",
        estado_civil_id: 1,
        profesion_oficio_id: 1,
        nacionalidad_id: 1,
      })
      .returning();
    naturalId = n.id;
  } else {
    const [j] = await db
      .insert(juridico)
      .values({
        persona_id: p.id,
        empresa: "TRANSPORTES EJEMPLO, S.A.",
        numero_registro: "12345",
        folio: "10",
        libro: "20",
        fecha_definitiva: "2010-01-15",
        fecha_profesional: "2010-02-01",
        objeto_sociedad: "TRANSPORTE DE CARGA",
        nacionalidad_id: 1,
      })
      .returning();
    juridicoId = j.id;
  }
  return { ...account, personaId: p.id, naturalId, juridicoId };
}
