import { HOJA_MSG, type VistaImportacion } from "@portal/domain/hoja-vehiculos";
import { asc, and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { piloto } from "../../db/schema/index";
import { unprocessable } from "../../lib/errors";
import { ownedRow, requireOwnPersona } from "../../lib/ownership";
import type { Cell } from "../../lib/spreadsheet/read-rows";
import { COLUMNAS_PILOTO } from "@portal/domain/hoja-pilotos";
import { checkPilotoSheet, loadEstadosCiviles } from "./check-piloto-sheet";
import { uniquePilotoCui } from "./piloto-rules";

const INSERT_CHUNK = 500;

/** The spreadsheet and the rows left out; read once the carrier is known to be the caller's. */
export interface SheetUpload {
  bytes: Buffer;
  omitidas: Set<number>;
}

/** Preview of a carrier's pilot spreadsheet: every row checked, nothing written. */
export async function previewPilotoSheet(db: Db, personaId: number, userId: number, readUpload: () => Promise<SheetUpload>) {
  const persona = await requireOwnPersona(db, personaId, userId, "escribir");
  const { bytes, omitidas } = await readUpload();
  return (await checkPilotoSheet(db, persona.id, bytes, omitidas)).vista;
}

/**
 * Checks again and, when no row left in has an error, writes new pilots in multi-row inserts and changed
 * ones row by row, in one transaction (audit trail and review queue by the tables' triggers and defaults).
 */
export async function applyPilotoSheet(db: Db, personaId: number, userId: number, readUpload: () => Promise<SheetUpload>): Promise<{ aplicado: boolean; vista: VistaImportacion }> {
  const persona = await requireOwnPersona(db, personaId, userId, "escribir");
  const { bytes, omitidas } = await readUpload();
  const { vista, nuevas, cambiadas } = await checkPilotoSheet(db, persona.id, bytes, omitidas);
  if (vista.con_errores > 0) return { aplicado: false, vista };
  if (nuevas.length + cambiadas.length === 0) throw unprocessable(HOJA_MSG.nadaQueAplicar);
  await db.transaction(async (tx) => {
    const owner = await requireOwnPersona(tx, personaId, userId, "escribir");
    for (let i = 0; i < nuevas.length; i += INSERT_CHUNK) {
      const chunk = nuevas.slice(i, i + INSERT_CHUNK);
      await uniquePilotoCui(() => tx.insert(piloto).values(chunk.map((v) => ({ ...v, persona_id: owner.id }))));
    }
    for (const { id, values } of cambiadas) {
      const { activo: _keep, ...fields } = values;
      await uniquePilotoCui(() => tx.update(piloto).set({ ...fields, updated_at: sql`now()` }).where(ownedRow(piloto, id, userId, "escribir")));
    }
  });
  return { aplicado: true, vista: { ...vista, aplicado: true } };
}

const PAGE = 500;

/** A carrier's pilots as rows of the template, a page at a time in id order. */
export async function* pilotoSheetRows(db: Db, personaId: number): AsyncGenerator<Cell[]> {
  const estados = await loadEstadosCiviles(db);
  let after = 0;
  for (;;) {
    const page = await db.select().from(piloto).where(and(eq(piloto.persona_id, personaId), gt(piloto.id, after))).orderBy(asc(piloto.id)).limit(PAGE);
    for (const p of page) {
      const values: Record<string, Cell> = {
        ...p,
        created_at: null,
        updated_at: null,
        revisado_en: null,
        revision_desde: null,
        estado_civil_id: p.estado_civil_id === null ? null : (estados.nameById.get(p.estado_civil_id) ?? null),
        tiene_hijo: p.tiene_hijo ? "Sí" : "No",
        administrasion_licencia: p.licencia_vencimiento,
      };
      yield COLUMNAS_PILOTO.map((c) => values[c.campo] ?? null);
    }
    if (page.length < PAGE) return;
    after = page[page.length - 1].id;
  }
}
