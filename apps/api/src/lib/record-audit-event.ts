import type { Db, Tx } from "../db/client";
import { auditoria } from "../db/schema/index";
import { currentAuditContext } from "./audit-context";

export interface AuditEvent {
  /** An account event that is not a row change (row changes are recorded by the database itself). */
  accion: "iniciar_sesion" | "sesion_fallida";
  /** The account the event belongs to (its owner reads it), null when the NIT matches no account. */
  usuario_id: number | null;
  /** Facts of the event, e.g. `{ nit }` as typed. Never a password or a token. */
  detalle?: Record<string, string>;
}

// jsonb refuses \u0000 and lone surrogates, and a typed value is kept only as evidence: control
// characters go, a lone surrogate becomes U+FFFD, length is capped.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/g;
const clean = (value: string) => Buffer.from(value.replace(CONTROL, "").slice(0, 64), "utf8").toString("utf8");

/** Records an account event in the audit trail, with the author, ip and geo of the request being answered. */
export async function recordAuditEvent(db: Db | Tx, event: AuditEvent): Promise<void> {
  const context = currentAuditContext();
  const succeeded = event.accion === "iniciar_sesion" && event.usuario_id !== null;
  await db.insert(auditoria).values({
    usuario_id: event.usuario_id,
    // A successful login is the carrier's own act; a failed one has no known author.
    actor_tipo: succeeded ? "usuario" : null,
    actor_id: succeeded ? event.usuario_id : null,
    entidad: "usuario",
    entidad_id: event.usuario_id,
    accion: event.accion,
    detalle: event.detalle ? Object.fromEntries(Object.entries(event.detalle).map(([k, v]) => [k, clean(v)])) : null,
    ip: context?.ip?.slice(0, 64) ?? null,
    geo: context?.geo ?? null,
  });
}
