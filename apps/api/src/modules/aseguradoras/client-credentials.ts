import { timingSafeEqual } from "node:crypto";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { aseguradora_cliente } from "../../db/schema/index";
import { AppError } from "../../lib/errors";
import { sha256Hex } from "../../lib/secret-tokens";

/** RFC 6749 §5.2 error codes, answered as `error` beside the portal's Spanish `message`. */
export type OAuthError = "invalid_request" | "invalid_client" | "unsupported_grant_type" | "invalid_scope";

export function oauthError(status: 400 | 401, error: OAuthError, message: string, headers?: Record<string, string>): AppError {
  return new AppError(status, message, undefined, headers, { error, error_description: message });
}

const INVALID_CLIENT = "Credenciales del cliente inválidas, o cliente revocado.";

export interface PresentedCredentials {
  clientId: string;
  secret: string;
  /** How they came: RFC 6749 §2.3.1 (HTTP Basic) or in the body. */
  method: "client_secret_basic" | "client_secret_post";
}

/** RFC 6749 §2.3.1: `Basic base64(urlencode(client_id) ":" urlencode(client_secret))`. */
function fromBasic(header: string): { clientId: string; secret: string } | null {
  const match = /^Basic\s+([\w+/=]+)$/i.exec(header.trim());
  if (!match) return null;
  const text = Buffer.from(match[1], "base64").toString("utf8");
  const colon = text.indexOf(":");
  if (colon < 0) return null;
  try {
    return { clientId: decodeURIComponent(text.slice(0, colon).replace(/\+/g, " ")), secret: decodeURIComponent(text.slice(colon + 1).replace(/\+/g, " ")) };
  } catch {
    return null;
  }
}

/** The client's credentials from the `Authorization` header or the body; one way only (§2.3). */
export function presentedCredentials(request: FastifyRequest, body: { client_id?: string; client_secret?: string }): PresentedCredentials {
  const header = request.headers.authorization;
  const inBody = body.client_id !== undefined || body.client_secret !== undefined;
  if (typeof header === "string" && header.trim() !== "") {
    const basic = fromBasic(header);
    if (!basic) throw oauthError(401, "invalid_client", INVALID_CLIENT, { "www-authenticate": 'Basic realm="aseguradoras"' });
    if (body.client_secret !== undefined) throw oauthError(400, "invalid_request", "Envíe las credenciales del cliente de una sola forma: encabezado Authorization o cuerpo.");
    return { ...basic, method: "client_secret_basic" };
  }
  if (!inBody || !body.client_id || !body.client_secret) {
    throw oauthError(401, "invalid_client", "Faltan las credenciales del cliente (client_id y client_secret).", { "www-authenticate": 'Basic realm="aseguradoras"' });
  }
  return { clientId: body.client_id, secret: body.client_secret, method: "client_secret_post" };
}

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const NO_HASH = "0".repeat(64);

/**
 * The live client those credentials name, or 401 `invalid_client`. An unknown client, a wrong secret and
 * a revoked client answer alike, after the same hash comparison. The secret replaced by a rotation still
 * works until `secreto_anterior_hasta` (decision 260).
 */
export async function authenticateClient(db: Db, presented: PresentedCredentials) {
  const [row] =
    presented.clientId.length <= 40
      ? await db
          .select({
            id: aseguradora_cliente.id,
            client_id: aseguradora_cliente.client_id,
            aseguradora_id: aseguradora_cliente.aseguradora_id,
            secreto_hash: aseguradora_cliente.secreto_hash,
            secreto_anterior_hash: aseguradora_cliente.secreto_anterior_hash,
            secreto_anterior_hasta: aseguradora_cliente.secreto_anterior_hasta,
            revocado_at: aseguradora_cliente.revocado_at,
          })
          .from(aseguradora_cliente)
          .where(eq(aseguradora_cliente.client_id, presented.clientId))
          .limit(1)
      : [];
  const given = sha256Hex(presented.secret);
  const current = sameHash(given, row?.secreto_hash ?? NO_HASH);
  const previous =
    row?.secreto_anterior_hash != null && row.secreto_anterior_hasta !== null && row.secreto_anterior_hasta > new Date() && sameHash(given, row.secreto_anterior_hash);
  const headers = presented.method === "client_secret_basic" ? { "www-authenticate": 'Basic realm="aseguradoras"' } : undefined;
  if (!row || row.revocado_at !== null || !(current || previous)) throw oauthError(401, "invalid_client", INVALID_CLIENT, headers);
  return row;
}

/** Records the client's last use, at most once a minute (the console shows it). */
export async function touchClient(db: Db, id: number): Promise<void> {
  await db
    .update(aseguradora_cliente)
    .set({ ultimo_uso_at: new Date() })
    .where(
      and(
        eq(aseguradora_cliente.id, id),
        isNull(aseguradora_cliente.revocado_at),
        or(isNull(aseguradora_cliente.ultimo_uso_at), lt(aseguradora_cliente.ultimo_uso_at, sql`now() - interval '1 minute'`)),
      ),
    );
}
