import { requestContext } from "@fastify/request-context";
import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Tx } from "../db/client";

declare module "@fastify/request-context" {
  interface RequestContextData {
    /** The request being answered, so a database write can name its author without being handed it. */
    request: FastifyRequest;
  }
}

/** Who changes the data and from where: what the audit trigger reads from `portal.auditoria`. */
export interface AuditContext {
  actor_tipo: "usuario" | "funcionario" | "aseguradora" | null;
  actor_id: number | null;
  ip: string | null;
  geo: string | null;
}

const GEO = /^-?\d{1,3}(?:\.\d{1,12})?,-?\d{1,3}(?:\.\d{1,12})?(?:,\d{1,9}(?:\.\d{1,12})?)?$/;

/** The GPS position the web sends as `X-Geo-Position: lat,lng,accuracy` when the user allowed it (the terms say so). */
export function geoOf(request: FastifyRequest): string | null {
  const header = request.headers["x-geo-position"];
  if (typeof header !== "string" || header.length > 100) return null;
  const value = header.trim();
  return GEO.test(value) ? value : null;
}

export function auditContextOf(request: FastifyRequest): AuditContext {
  const ip = request.ip ?? null;
  // A staff member's request (plugins/staff-auth.ts) is recorded as theirs; no request is both.
  if (request.staff) return { actor_tipo: "funcionario", actor_id: request.staff.id, ip, geo: geoOf(request) };
  // An insurer's API client (issue 24): the client is the author of what it reports.
  if (request.insurer) return { actor_tipo: "aseguradora", actor_id: request.insurer.clienteId, ip, geo: null };
  const userId = request.userId || null;
  return { actor_tipo: userId ? "usuario" : null, actor_id: userId, ip, geo: geoOf(request) };
}

/** The context of the request this code runs for, if any (none in start-up work and test set-up). */
export function currentAuditContext(): AuditContext | undefined {
  const request = requestContext.get("request");
  return request ? auditContextOf(request) : undefined;
}

/** Hands the context to the audit trigger for the rest of this transaction only (`set_config(…, true)`). */
export async function setAuditContext(tx: Tx, context: AuditContext): Promise<void> {
  await tx.execute(sql`select set_config('portal.auditoria', ${JSON.stringify(context)}, true)`);
}
