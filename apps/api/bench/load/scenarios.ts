import { PAGE_LIMIT_DEFAULT } from "@portal/domain/pagination";
import type { BenchCarrier, BenchFixtures } from "../seed/load-fixtures";
import type { NextRequest } from "./run-scenario";

export interface Session extends BenchCarrier {
  token: string;
  baselineToken: string;
}

export interface Scenario {
  name: string;
  next: NextRequest;
  /** The baseline request of the same carriers. */
  baseline: NextRequest;
  connections?: number;
  /** Turns with the baseline; 1 for answers that take seconds, which a short turn would cut off. */
  slices?: number;
}

/** Round-robin over a list. */
function rotate<T>(items: T[]): () => T {
  let i = 0;
  return () => items[i++ % items.length];
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The hot routes of the issue; paths as in src/modules/<module>/routes.ts. */
export function buildScenarios(typical: Session[], big: Session, fixtures: BenchFixtures, bigCardConnections: number): Scenario[] {
  const authed = (sessions: Session[], path: (s: Session) => string) => {
    const pick = rotate(sessions);
    const pickBaseline = rotate(sessions);
    return {
      next: () => {
        const s = pick();
        return { path: path(s), headers: bearer(s.token) };
      },
      baseline: () => ({ path: "/baseline", headers: bearer(pickBaseline().baselineToken) }),
    };
  };
  const qr = rotate(fixtures.qr);
  let address = 0;
  return [
    { name: "persons list", ...authed(typical, () => "/api/persona") },
    { name: "licences list", ...authed(typical, (s) => `/api/licencia/${s.personaId}/persona`) },
    { name: "vehicles of a typical card", ...authed(typical, (s) => `/api/vehiculo/${s.tarjetaId}/tarjeta_operacion`) },
    {
      // The first page, as the web asks for it (lib/paged-query.ts): the card is never read whole (decision 095).
      name: `first page of the big card (${fixtures.big.vehicles} vehicles)`,
      connections: bigCardConnections,
      ...authed([big], (s) => `/api/vehiculo/${s.tarjetaId}/tarjeta_operacion?limit=${PAGE_LIMIT_DEFAULT}`),
    },
    {
      // The first carrier's pilots (2,000 by default) and its audit trail (one row in fifty of the seed's):
      // the first page of each, as the screens ask for it.
      name: "first page of the big pilot list",
      connections: bigCardConnections,
      ...authed([big], () => `/api/piloto?limit=${PAGE_LIMIT_DEFAULT}`),
    },
    {
      name: "first page of the big history",
      connections: bigCardConnections,
      ...authed([big], () => `/api/auditoria?limit=${PAGE_LIMIT_DEFAULT}`),
    },
    { name: "vehicle detail", ...authed(typical, (s) => `/api/vehiculo/${s.vehiculoId}`) },
    {
      name: "public QR check",
      // Each check from its own address, as phones scanning codes would: the per-address limit does not apply.
      next: () => {
        const { codigo, llave } = qr();
        address++;
        return {
          path: `/api/verificar/${codigo}?llave=${encodeURIComponent(llave)}`,
          headers: { "x-forwarded-for": `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}` },
        };
      },
      baseline: authed(typical, () => "").baseline,
    },
    { name: "catalogue (municipio)", next: () => ({ path: "/api/catalogo/municipio" }), baseline: authed(typical, () => "").baseline },
  ];
}
