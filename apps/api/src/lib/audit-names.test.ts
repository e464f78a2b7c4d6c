import type { AuditoriaItem } from "@portal/domain/auditoria";
import { accionLabel, CAMPOS, cambiosTexto, campoInfo, entidadLabel, formatCampo, type TipoCampo } from "@portal/domain/auditoria-labels";
import { TIPOS_REVISION } from "@portal/domain/revision";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../test/app";
import { carrierWithEveryKind } from "../../test/review";
import { createStaff, type Staff, staffHeaders } from "../../test/staff";
import { color, vehiculo } from "../db/schema/index";
import { REGISTROS } from "./audit-names";
import { CATALOGUES } from "./ficha";

/** The kinds a column of this SQL type may be read as; a reference (`_id`, `_por`) never as a bare number. */
function kindsFor(column: string, dataType: string): TipoCampo[] {
  if (dataType === "date") return ["fecha"];
  if (dataType === "timestamp with time zone") return ["momento", "oculto"];
  if (dataType === "boolean") return ["si_no"];
  if (dataType === "numeric") return ["dinero"];
  if (dataType === "jsonb") return ["oculto"];
  if (dataType === "integer" || dataType === "bigint") return /_id$|_por$/.test(column) ? ["funcionario", "catalogo", "registro", "oculto"] : ["numero", "oculto"];
  return ["texto", "codigo", "huella", "oculto"];
}

/** What must never reach a person: an ISO date or time, a bare true/false, a "(código)", a column name. */
const RAW = [/\d{4}-\d{2}-\d{2}/, /T\d{2}:\d{2}/, /\b(true|false)\b/, /\(código\)/i, /\b[a-z]+_[a-z_]+\b/];

describe("the label table covers every audited column (decision 205)", () => {
  let ctx: TestContext;
  let columns: Array<{ tabla: string; columna: string; tipo: string; protegido: boolean }>;
  beforeAll(async () => {
    ctx = await buildTestApp();
    // The tables that have the audit trigger, their columns, and the columns the trigger keeps secret.
    const { rows } = await ctx.app.db.execute<{ tabla: string; columna: string; tipo: string; protegido: boolean }>(sql`
      select c.table_name as tabla, c.column_name as columna, c.data_type as tipo,
        position(convert_to(c.column_name, 'UTF8') in t.tgargs) > 0 as protegido
      from pg_trigger t
      join pg_class r on r.oid = t.tgrelid
      join information_schema.columns c on c.table_name = r.relname and c.table_schema = current_schema()
      where t.tgname = 'auditoria'
      order by 1, 2`);
    columns = rows;
  });
  afterAll(() => ctx.close());

  it("reads the audited tables from the database itself", () => {
    const tablas = new Set(columns.map((c) => c.tabla));
    for (const t of ["vehiculo", "poliza", "documento", "funcionario", "conflicto_placa", "validar_registro_piloto"]) expect(tablas).toContain(t);
  });

  it("has a Spanish label and a kind that fits the stored type for every column", () => {
    const missing = columns.filter((c) => !CAMPOS[c.columna]).map((c) => `${c.tabla}.${c.columna}`);
    expect(missing, "columns without a label").toEqual([]);
    const misfit = columns
      .filter((c) => !c.protegido && !kindsFor(c.columna, c.tipo).includes(CAMPOS[c.columna].tipo))
      .map((c) => `${c.tabla}.${c.columna} (${c.tipo}) read as ${CAMPOS[c.columna].tipo}`);
    expect(misfit, "columns read as the wrong kind").toEqual([]);
    // A file column is recorded as its fingerprint.
    expect(campoInfo("archivo_sha256").tipo).toBe("huella");
  });

  it("answers a name for every reference column the history shows", () => {
    const unnamed = columns
      .filter((c) => ["catalogo", "registro"].includes(CAMPOS[c.columna].tipo))
      .filter((c) => !(c.columna in CATALOGUES) && !(c.columna in REGISTROS) && c.columna !== "tipo_documento_id")
      .map((c) => `${c.tabla}.${c.columna}`);
    expect(unnamed).toEqual([]);
  });

  it("prints a sample of every column's type without a raw code, id or ISO time", () => {
    const sample: Record<string, string | number | boolean> = {
      date: "2026-11-26",
      "timestamp with time zone": "2026-11-26T13:04:26.451368+00:00",
      boolean: true,
      numeric: "1500.50",
      integer: 2,
      bigint: 2,
    };
    for (const c of columns) {
      if (c.protegido || CAMPOS[c.columna].tipo === "oculto" || !(c.tipo in sample)) continue;
      const value = sample[c.tipo];
      const text = `${CAMPOS[c.columna].label}: ${formatCampo(c.columna, value, null)}`;
      for (const raw of RAW) expect(text, `${c.tabla}.${c.columna}`).not.toMatch(raw);
      // A reference without a name (a deleted row) is not its number either.
      if (/_id$|_por$/.test(c.columna)) expect(formatCampo(c.columna, value, null), `${c.tabla}.${c.columna}`).not.toMatch(/^\d+$/);
    }
  });
});

describe("both histories answer names, and read with the one table, no raw value reaches a person", () => {
  let ctx: TestContext;
  let revisora: Staff;
  let every: Awaited<ReturnType<typeof carrierWithEveryKind>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
    revisora = await createStaff(ctx, { rol: "revisor", nombre: "Rosa Revisora" });
    every = await carrierWithEveryKind(ctx);
    for (const tipo of TIPOS_REVISION) {
      const res = await ctx.app.inject({ method: "POST", url: `/api/admin/revision/${tipo}/${every.ids[tipo]}`, headers: staffHeaders(revisora.token), payload: { estado: "aprobado" } });
      if (res.statusCode !== 200) throw new Error(`${tipo}: ${res.body}`);
    }
    // A catalogue value changed (outside a request: no author): the history names both colours.
    const [otro] = await ctx.app.db.select({ id: color.id }).from(color).where(sql`${color.id} <> (select color_id from vehiculo where id = ${every.ids.vehiculo})`).limit(1);
    await ctx.app.db.update(vehiculo).set({ color_id: otro.id }).where(eq(vehiculo.id, every.ids.vehiculo));
  });
  afterAll(() => ctx.close());

  async function allPages(url: string, headers: Record<string, string>): Promise<AuditoriaItem[]> {
    const items: AuditoriaItem[] = [];
    let cursor = "";
    for (;;) {
      const res = await ctx.app.inject({ method: "GET", url: `${url}?limit=100${cursor}`, headers });
      expect(res.statusCode, res.body).toBe(200);
      items.push(...(res.json().auditoria as AuditoriaItem[]));
      if (!res.json().next_cursor) return items;
      cursor = `&cursor=${res.json().next_cursor}`;
    }
  }

  const read = (items: AuditoriaItem[]) => items.map((i) => `${accionLabel(i)} · ${entidadLabel(i.entidad)} · ${cambiosTexto(i)}`);

  it.each([
    ["the carrier's own history", () => allPages("/api/auditoria", every.carrier.headers)],
    ["the console's history of the carrier", () => allPages(`/api/admin/transportistas/${every.carrier.userId}/historial`, staffHeaders(revisora.token))],
  ])("%s", async (_label, load) => {
    const items = await load();
    const lines = read(items);
    expect(lines.length).toBeGreaterThan(TIPOS_REVISION.length);
    for (const line of lines) for (const raw of RAW) expect(line).not.toMatch(raw);
    // Every approval names the staff member, not their id.
    expect(lines.filter((l) => l.includes("Revisado por: — → Rosa Revisora")).length).toBeGreaterThanOrEqual(TIPOS_REVISION.length);
    expect(lines.join("\n")).toContain("Estado de revisión: En revisión → Verificado");
    // Every id on the page came with its name.
    for (const item of items) {
      for (const c of item.campos) {
        if (!["funcionario", "catalogo", "registro"].includes(campoInfo(c.campo).tipo)) continue;
        if (typeof c.despues === "number") expect(c.despues_nombre, `${item.entidad}.${c.campo}`).toEqual(expect.any(String));
        if (typeof c.antes === "number") expect(c.antes_nombre, `${item.entidad}.${c.campo}`).toEqual(expect.any(String));
      }
    }
  });

  it("names a changed catalogue value on both sides, and a document's type from its family", async () => {
    const items = await allPages("/api/auditoria", every.carrier.headers);
    const [stored] = await ctx.app.db.select({ color: color.nombre }).from(vehiculo).innerJoin(color, eq(color.id, vehiculo.color_id)).where(eq(vehiculo.id, every.ids.vehiculo));
    const change = items.find((i) => i.entidad === "vehiculo" && i.campos.some((c) => c.campo === "color_id"));
    expect(change?.campos.find((c) => c.campo === "color_id")).toMatchObject({ antes_nombre: expect.any(String), despues_nombre: stored.color });
    const doc = items.find((i) => i.entidad === "documento" && i.accion === "crear");
    expect(doc?.campos.find((c) => c.campo === "tipo_documento_id")?.despues_nombre).toEqual(expect.any(String));
  });

  it("the record under review reads the same way", async () => {
    const res = await ctx.app.inject({ method: "GET", url: `/api/admin/revision/vehiculo/${every.ids.vehiculo}`, headers: staffHeaders(revisora.token) });
    const lines = read(res.json().historial as AuditoriaItem[]);
    for (const line of lines) for (const raw of RAW) expect(line).not.toMatch(raw);
    expect(lines.join("\n")).toContain("Revisado por: — → Rosa Revisora");
  });
});
