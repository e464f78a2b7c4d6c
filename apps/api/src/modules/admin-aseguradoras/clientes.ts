import { randomBytes } from "node:crypto";
import { type Cliente, CLIENTE_MSG, type CrearClienteInput, SECRETO_ANTERIOR_HORAS } from "@portal/domain/aseguradora-cliente";
import { and, desc, eq, isNull, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { aseguradora, aseguradora_cliente, funcionario } from "../../db/schema/index";
import { conflict, notFound } from "../../lib/errors";
import { newSecretToken, sha256Hex } from "../../lib/secret-tokens";
import { requireCatalogueIds } from "../../lib/catalogue-check";

/** A new secret: 256 random bits with a prefix that says what it is (so a leaked one is recognised). */
const newSecret = () => `aseg_sk_${newSecretToken(32)}`;
const newClientId = () => `aseg_${randomBytes(8).toString("hex")}`;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function selectClientes(db: Db, where?: SQL): Promise<Cliente[]> {
  const rows = await db
    .select({ c: aseguradora_cliente, aseguradora: { id: aseguradora.id, nombre: aseguradora.nombre }, creado_por: funcionario.nombre })
    .from(aseguradora_cliente)
    .innerJoin(aseguradora, eq(aseguradora.id, aseguradora_cliente.aseguradora_id))
    .innerJoin(funcionario, eq(funcionario.id, aseguradora_cliente.creado_por))
    .where(where)
    .orderBy(desc(aseguradora_cliente.id));
  return rows.map(({ c, aseguradora, creado_por }) => ({
    id: c.id,
    aseguradora,
    client_id: c.client_id,
    descripcion: c.descripcion,
    creado_por,
    created_at: c.created_at.toISOString(),
    secreto_anterior_hasta: c.secreto_anterior_hasta && c.secreto_anterior_hasta > new Date() ? c.secreto_anterior_hasta.toISOString() : null,
    revocado_at: iso(c.revocado_at),
    ultimo_uso_at: iso(c.ultimo_uso_at),
  }));
}

export const listClientes = (db: Db) => selectClientes(db);

async function oneCliente(db: Db, id: number): Promise<Cliente> {
  const [row] = await selectClientes(db, eq(aseguradora_cliente.id, id));
  if (!row) throw notFound(CLIENTE_MSG.noEncontrado);
  return row;
}

/** Registers an insurer's client; its secret is answered this once and stored as SHA-256 (decision 260). */
export async function createCliente(db: Db, staffId: number, input: CrearClienteInput) {
  await requireCatalogueIds(db, [{ field: "aseguradora_id", table: aseguradora, id: input.aseguradora_id }]);
  const client_secret = newSecret();
  const [row] = await db
    .insert(aseguradora_cliente)
    .values({ aseguradora_id: input.aseguradora_id, client_id: newClientId(), secreto_hash: sha256Hex(client_secret), descripcion: input.descripcion, creado_por: staffId })
    .returning({ id: aseguradora_cliente.id });
  return { cliente: await oneCliente(db, row.id), client_secret };
}

/** A new secret; the one it replaces keeps working for SECRETO_ANTERIOR_HORAS. */
export async function rotateCliente(db: Db, id: number) {
  const client_secret = newSecret();
  const [current] = await db.select().from(aseguradora_cliente).where(eq(aseguradora_cliente.id, id)).limit(1);
  if (!current) throw notFound(CLIENTE_MSG.noEncontrado);
  if (current.revocado_at) throw conflict(CLIENTE_MSG.yaRevocado);
  const updated = await db
    .update(aseguradora_cliente)
    .set({
      secreto_hash: sha256Hex(client_secret),
      secreto_anterior_hash: current.secreto_hash,
      secreto_anterior_hasta: new Date(Date.now() + SECRETO_ANTERIOR_HORAS * 3600 * 1000),
      updated_at: new Date(),
    })
    .where(and(eq(aseguradora_cliente.id, id), isNull(aseguradora_cliente.revocado_at), eq(aseguradora_cliente.secreto_hash, current.secreto_hash)))
    .returning({ id: aseguradora_cliente.id });
  if (updated.length === 0) throw conflict(CLIENTE_MSG.yaRevocado);
  return { cliente: await oneCliente(db, id), client_secret };
}

/** Revokes a client: no new token, and the insurers' guard refuses its live tokens at once. */
export async function revokeCliente(db: Db, id: number, staffId: number) {
  const updated = await db
    .update(aseguradora_cliente)
    .set({ revocado_at: new Date(), revocado_por: staffId, secreto_anterior_hash: null, secreto_anterior_hasta: null, updated_at: new Date() })
    .where(and(eq(aseguradora_cliente.id, id), isNull(aseguradora_cliente.revocado_at)))
    .returning({ id: aseguradora_cliente.id });
  if (updated.length === 0) {
    await oneCliente(db, id);
    throw conflict(CLIENTE_MSG.yaRevocado);
  }
  return oneCliente(db, id);
}
