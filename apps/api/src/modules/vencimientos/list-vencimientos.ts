import { addDias, diasRestantes, type Vencimiento } from "@portal/domain/vencimiento";
import { todayInGuatemala } from "@portal/domain/formats";
import type { SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { byText, mergeSources } from "./keyset-merge";
import { DUE_SOURCES, type DueCursor, type DueRow } from "./vencimiento-sources";

export type { DueCursor } from "./vencimiento-sources";

export interface VencimientoQuery {
  /** Items whose date is at most this many days ahead; already expired ones are always included. */
  dias: number;
  /** Rows after this position (a page's last item). */
  after?: DueCursor;
  /** At most this many items; all when absent. */
  limit?: number;
  /** Today's date in Guatemala (a test or a reminder tick may fix it). */
  today?: string;
}

export const compareDue = (a: DueRow, b: DueRow) => byText(a.fecha, b.fecha) || byText(a.tipo, b.tipo) || a.id - b.id;

/**
 * The caller's licences, policies, pilots' licences, representatives' terms and QR codes whose last
 * day is at most `dias` days ahead (Guatemala's calendar), soonest first, expired ones included with
 * negative `dias_restantes`. Only rows `owner` allows (the acting carrier's); none without an owner.
 */
export async function listVencimientos(db: Db, owner: ((personaId: AnyPgColumn) => SQL) | null, query: VencimientoQuery): Promise<Vencimiento[]> {
  if (!owner) return [];
  const today = query.today ?? todayInGuatemala();
  const w = { owner, hasta: addDias(today, query.dias), after: query.after, limit: query.limit };
  const rows = await mergeSources(
    DUE_SOURCES.map((source) => source(db, w)),
    compareDue,
    query.limit,
  );
  return rows.map(({ persona_id: _owner, ...r }) => ({ ...r, dias_restantes: diasRestantes(r.fecha, today) }));
}

/** Where the page after `item` starts. */
export const dueCursorOf = (item: Vencimiento): DueCursor => [item.fecha, item.tipo, item.id];
