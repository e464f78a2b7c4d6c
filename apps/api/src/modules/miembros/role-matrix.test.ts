import { ROLES_QUE_PUEDEN, type Operacion, type RolMiembro } from "@portal/domain/miembro";
import { sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Account, type Carrier } from "../../../test/carrier";
import { snapshot } from "../../../test/fuzz/snapshot";
import { company, fullIndividual } from "../../../test/fuzz/world";
import { addMember } from "../../../test/members";
import { tinyPdf, toDataUrl } from "../../../test/pdf";
import { createStaff, staffHeaders } from "../../../test/staff";

/**
 * The role × route matrix (issue 21), generated from the API's own OpenAPI document: every operation a
 * carrier's token opens is tried by a titular, an administrador, an editor, a consulta member and a
 * non-member. Each role gets exactly what its role allows; a write refused by role answers 403 and
 * changes nothing; a non-member gets 404 on every route with an id. A new carrier route is covered
 * as soon as it is registered; a new route without an id must be classified below.
 */

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
interface Op {
  method: Method;
  path: string;
  params: string[];
}

/** Carrier routes that name no row: they act for the caller's account or for the carrier it acts as (X-Actuar-Como). */
const WITHOUT_ID = [
  "DELETE /api/calendario",
  "GET /api/auditoria",
  "GET /api/buzon",
  "GET /api/buzon/resumen",
  "GET /api/calendario",
  "GET /api/constancia",
  "GET /api/miembros/transportistas",
  "GET /api/pendientes",
  "GET /api/persona",
  "GET /api/piloto",
  "GET /api/revision/resumen",
  "GET /api/vencimientos",
  "POST /api/calendario",
  "POST /api/persona/juridico",
  "POST /api/persona/natural",
  "POST /api/piloto",
  "POST /api/piloto/buscar/cui",
  "POST /api/piloto/buscar/nit",
  "POST /api/representante",
  "POST /api/usuario/password",
];

/** Valid bodies of writes the fixture does not make itself. */
const BODIES: Record<string, unknown> = {
  "PUT /api/persona_direccion/{id}": { notificar: true },
  "PUT /api/persona_telefono/{id}": { notificar: true },
  "PUT /api/persona_email/{id}": { notificar: true },
  "POST /api/persona/{personaId}/invitaciones": { nit: "576937-K", email: "otra@example.gt", nombre: "LUIS GESTOR", rol: "consulta" },
  "PATCH /api/miembros/{id}": { rol: "consulta" },
  "POST /api/buzon/{id}/respuestas": { texto: "Adjuntamos lo requerido." },
};

/** Routes with an id that belong to the account, not to a carrier's data. */
const ACCOUNT_ROUTES = [/^POST \/api\/invitacion\/\{token\}\/aceptar$/, /^(PATCH|PUT) \/api\/persona_email\/\{id\}\/recordatorios$/];

/** The table a path parameter points into. */
const PARAM_TABLES: Record<string, string> = {
  personaId: "persona",
  naturalId: "natural",
  juridicoId: "juridico",
  mandatoId: "mandato",
  abogadoAuxiliarId: "abogado_auxiliar",
  pilotoId: "piloto",
  licenciaId: "licencia",
  tarjetaId: "tarjeta_operacion",
  vehiculoId: "vehiculo",
  qrId: "validar_registro_piloto",
  adjuntoId: "notificacion_adjunto",
};
const RESOURCE_TABLES: Record<string, string> = {
  validar_registro_piloto: "validar_registro_piloto",
  miembros: "miembro",
  invitaciones: "invitacion",
  buzon: "notificacion",
};

/**
 * What an operation does to the carrier's data. Reading the notice box (list, opening, attachments, the
 * proof of service) is a read for every role, though opening records the receipt; answering a requirement
 * is a write. A spreadsheet's template and export are reads; its preview and its import are writes.
 */
function operacionOf(op: Op): Operacion {
  if (/^\/api\/(?:miembros|invitaciones)\b/.test(op.path) || /\/invitaciones$/.test(op.path)) return "miembros";
  if (op.method === "GET" && !op.path.includes("/generar/")) return "leer";
  return "escribir";
}

function carrierOperations(doc: unknown): Op[] {
  const paths = (doc as { paths: Record<string, Record<string, { security?: Array<Record<string, unknown>>; parameters?: Array<{ in: string; name: string }> }>> }).paths;
  const ops: Op[] = [];
  for (const [path, byMethod] of Object.entries(paths))
    for (const [method, o] of Object.entries(byMethod))
      if ((o.security ?? []).some((s) => "bearerAuth" in s))
        ops.push({ method: method.toUpperCase() as Method, path, params: (o.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name) });
  return ops;
}

const name = (op: Pick<Op, "method" | "path">) => `${op.method} ${op.path}`;

describe("role × route matrix over every carrier route", () => {
  let ctx: TestContext;
  let ind: Carrier;
  let firm: Carrier;
  let outsider: Carrier;
  const members: Partial<Record<RolMiembro, Account>> = {};
  /** A member no test acts as: the row the member-management routes are tried on. */
  let target: Account;
  /** Valid bodies of the writes the fixture made, by operation. */
  const bodies = new Map<string, unknown>();
  let ops: Op[];

  beforeAll(async () => {
    ctx = await buildTestApp();
    ops = carrierOperations(ctx.app.swagger());
    const inject = ctx.app.inject.bind(ctx.app);
    const patterns = ops.map((op) => ({ op, re: new RegExp(`^${op.path.replace(/\{\w+\}/g, "[^/?]+")}(\\?.*)?$`) }));
    // Records the body of every write the titular makes while building the fixture.
    (ctx.app as { inject: unknown }).inject = async (opts: InjectOptions) => {
      const res = await inject(opts);
      const hit = patterns.find((p) => p.op.method === opts.method && p.re.test(String(opts.url)));
      if (hit && res.statusCode < 300 && opts.payload !== undefined && !bodies.has(name(hit.op))) bodies.set(name(hit.op), opts.payload);
      return res;
    };
    const a = await fullIndividual(ctx);
    const b = await company(ctx);
    (ctx.app as { inject: unknown }).inject = inject;
    ind = a.carrier;
    firm = b.carrier;
    outsider = (await fullIndividual(ctx)).carrier;
    for (const rol of ["administrador", "editor", "consulta"] as const) {
      const m = await addMember(ctx, ind.personaId, rol);
      await addMember(ctx, firm.personaId, rol, null, m);
      members[rol] = m;
    }
    target = await addMember(ctx, ind.personaId, "consulta");
    // A requirement with an attachment in the individual's notice box, so that the box's routes have a row.
    const revisor = await createStaff(ctx, { rol: "revisor" });
    const notice = await ctx.app.inject({
      method: "POST",
      url: `/api/admin/transportistas/${ind.personaId}/notificaciones`,
      headers: staffHeaders(revisor.token),
      payload: { tipo: "requerimiento", asunto: "Presente la póliza", cuerpo: "Adjunte la póliza vigente.", plazo_dias: 5, adjuntos: [{ nombre: "Oficio", pdf: toDataUrl(tinyPdf()) }] },
    });
    expect(notice.statusCode, notice.body).toBe(201);
    // An invitation of each carrier, so that its routes have a row.
    for (const c of [ind, firm]) {
      const res = await ctx.app.inject({ method: "POST", url: `/api/persona/${c.personaId}/invitaciones`, headers: c.headers, payload: { nit: "1234567-8", email: "gestor@example.gt", nombre: "ANA GESTORA", rol: "editor" } });
      expect(res.statusCode, res.body).toBe(201);
    }
  }, 180_000);
  afterAll(() => ctx?.close());

  const ownerOf = (op: Op) => (/juridico|representante/.test(op.path) ? firm : ind);

  /** An id of the owner's rows for each path parameter, read from the database. */
  async function urlFor(op: Op, owner: Carrier): Promise<string> {
    let url = op.path;
    const segment = op.path.split("/")[2];
    for (const param of op.params) {
      let table = PARAM_TABLES[param] ?? RESOURCE_TABLES[segment] ?? segment;
      let extra = sql``;
      const familia = /^(\w+)_documento$/.exec(table);
      if (familia) {
        table = "documento";
        extra = sql` and familia = ${familia[1]}`;
      }
      if (table === "miembro") extra = sql` and usuario_id = ${target.userId}`;
      const where = table === "persona" ? sql`id = ${owner.personaId}` : sql`persona_id = ${owner.personaId}${extra}`;
      const { rows } = await ctx.app.db.execute<{ id: number }>(sql`select id from ${sql.identifier(table)} where ${where} order by id limit 1`);
      expect(rows[0], `${name(op)}: a row of ${table} for {${param}}`).toBeDefined();
      url = url.replace(`{${param}}`, String(rows[0].id));
    }
    return url;
  }

  function bodyFor(op: Op): unknown {
    if (op.method === "GET" || op.method === "DELETE") return undefined;
    const recorded = BODIES[name(op)] ?? bodies.get(name(op)) ?? bodies.get(`POST ${op.path.replace(/\/\{id\}$/, "")}`) ?? [...bodies.entries()].find(([k]) => k.startsWith(`POST /api/${op.path.split("/")[2]}/`))?.[1];
    return recorded ?? {};
  }

  const send = (op: Op, url: string, who: Account) =>
    ctx.app.inject({ method: op.method, url, headers: who.headers, payload: bodyFor(op) as InjectOptions["payload"] });

  it("knows every carrier route: those without an id are classified", () => {
    const withoutId = ops.filter((op) => op.params.length === 0).map(name).sort();
    expect(withoutId).toEqual([...WITHOUT_ID].sort());
    expect(ops.filter((op) => op.params.length > 0).length).toBeGreaterThan(40);
  });

  it("a non-member gets 404 on every route with an id", async () => {
    const wrong: string[] = [];
    for (const op of ops.filter((o) => o.params.length > 0 && !ACCOUNT_ROUTES.some((r) => r.test(name(o))))) {
      const before = await snapshot(ctx, [ind.userId, firm.userId]);
      const res = await send(op, await urlFor(op, ownerOf(op)), outsider);
      if (res.statusCode !== 404) wrong.push(`${name(op)} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      if ((await snapshot(ctx, [ind.userId, firm.userId])) !== before) wrong.push(`${name(op)} changed data`);
    }
    expect(wrong).toEqual([]);
  }, 180_000);

  it("a role that may not answers 403 and changes nothing; a role that may is let through", async () => {
    const wrong: string[] = [];
    const checked = { refused: 0, allowed: 0 };
    for (const rol of ["consulta", "editor", "administrador", "titular"] as const) {
      for (const op of ops.filter((o) => o.params.length > 0 && !ACCOUNT_ROUTES.some((r) => r.test(name(o))))) {
        const allowed = ROLES_QUE_PUEDEN[operacionOf(op)].includes(rol);
        // Deletions by a role that may are each module's own tests: here they would remove the fixture.
        if (allowed && op.method === "DELETE") continue;
        const before = await snapshot(ctx, [ind.userId, firm.userId]);
        // The titular of each carrier is its own account.
        const res = await send(op, await urlFor(op, ownerOf(op)), rol === "titular" ? ownerOf(op) : members[rol]!);
        if (allowed) {
          checked.allowed++;
          if (res.statusCode === 403 || res.statusCode === 404) wrong.push(`${rol} ${name(op)} → ${res.statusCode} ${res.body.slice(0, 120)}`);
        } else {
          checked.refused++;
          if (res.statusCode !== 403) wrong.push(`${rol} ${name(op)} → ${res.statusCode}, expected 403 ${res.body.slice(0, 120)}`);
          else if (!/rol|titular|administrador/i.test(res.json().message)) wrong.push(`${rol} ${name(op)}: 403 without a Spanish reason`);
          if ((await snapshot(ctx, [ind.userId, firm.userId])) !== before) wrong.push(`${rol} ${name(op)} changed data`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(checked.refused).toBeGreaterThan(30);
    expect(checked.allowed).toBeGreaterThan(100);
  }, 300_000);
});
