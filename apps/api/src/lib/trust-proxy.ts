import net from "node:net";
import type { FastifyServerOptions } from "fastify";

/** TRUST_PROXY once read: no proxy, a hop count, or the proxies' addresses and networks. */
export type TrustProxy = false | number | string[];

/** Names proxy-addr (Fastify's X-Forwarded-For reader) accepts for well-known ranges. */
const RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

export const TRUST_PROXY_TRUE_REFUSED =
  "TRUST_PROXY=true no se admite: confiaría en todo X-Forwarded-For, y detrás de un nginx que añade la dirección " +
  "del cliente ($proxy_add_x_forwarded_for) cada cliente elegiría la dirección que cuentan los límites de intentos. " +
  "Indique las direcciones del balanceador (p. ej. 10.0.0.2,10.0.0.3 o 10.0.0.0/24) o el número de proxies (p. ej. 1).";

/** Reads the TRUST_PROXY setting; `{ error }` holds the Spanish reason it is refused. */
export function parseTrustProxy(value: string | undefined): TrustProxy | { error: string } {
  const v = value?.trim();
  if (!v || v === "false" || v === "0") return false;
  if (v === "true") return { error: TRUST_PROXY_TRUE_REFUSED };
  if (/^\d{1,2}$/.test(v)) return Number(v);
  const entries = v.split(",").map((s) => s.trim());
  const bad = entries.filter((entry) => !isAddressOrNetwork(entry));
  if (bad.length > 0) {
    return {
      error:
        `TRUST_PROXY no válido (${bad.map((b) => `"${b}"`).join(", ")}): use un número de proxies (1), ` +
        "o direcciones IP y redes CIDR separadas por comas (10.0.0.2,10.0.1.0/24).",
    };
  }
  return entries;
}

function isAddressOrNetwork(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split("/");
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Fastify's `trustProxy`. Fastify reads a bare hop count as "trust nobody" (it cannot check the
 * peer), so a count becomes "trust the nearest N hops" here: the Nth address from the right of
 * X-Forwarded-For is the client. Safe only when nothing but the proxies can reach the instance.
 */
export function trustProxyOption(trust: TrustProxy): FastifyServerOptions["trustProxy"] {
  if (typeof trust === "number") return trust > 0 ? (_address: string, hop: number) => hop < trust : false;
  return trust;
}
