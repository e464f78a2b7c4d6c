import { CATALOGUE_NAMES } from "@portal/domain/catalogues";
import fc from "fast-check";
import type { Operation, JsonSchema } from "./operations";
import { hostileBody, hostilePathSegment, hostileText, hostileValue, schemaValue } from "./values";

/** One generated request, ready for `app.inject`. */
export interface FuzzRequest {
  operation: string;
  method: Operation["method"];
  url: string;
  headers: Record<string, string>;
  payload?: string;
  remoteAddress: string;
}

/** What the generator knows of the database: the fuzzed carriers' tokens and ids, and another carrier's ids. */
export interface FuzzWorld {
  tokens: string[];
  nits: string[];
  /** Ids of the rows the fuzzed carriers own, by table (persona, licencia, documento…): ids hit real rows. */
  ownIds: Record<string, number[]>;
  /** Ids of another carrier's rows: must answer 404. */
  foreignIds: number[];
  pdfDataUrl: string;
  /** A per-run value, so that generated NITs, plates and CUIs do not collide with earlier runs on PostgreSQL. */
  unique: string;
}

/** Values that pass the field's rules, by field name, so that a mutated body fails only where it was mutated. */
function goodValues(world: FuzzWorld): Record<string, fc.Arbitrary<unknown>> {
  const date = (...values: string[]) => fc.constantFrom(...values);
  const u = world.unique;
  return {
    nit: fc.constantFrom(...world.nits, "576937-K", "1234567-8"),
    cui: fc.constantFrom(`2${u.slice(0, 8).padStart(8, "1")}0101`, "2345678901234"),
    email: fc.constantFrom("fuzz@example.gt", "transportes.sa@empresa.com.gt"),
    correo_electronico: fc.constantFrom("piloto@example.gt", null),
    password: fc.constant("Zq8!fuzz-Kw3p"),
    password_confirmation: fc.constant("Zq8!fuzz-Kw3p"),
    password_actual: fc.constant("Zq8!fuzz-Kw3p-actual"),
    numero: fc.constantFrom(`LIC-${u}`, `T-${u.slice(-5).padStart(5, "0")}`, "55123456"),
    numero_placa: fc.constantFrom(`${u.slice(-3).padStart(3, "0")}FZZ`, "123ABC"),
    telefono: fc.constantFrom("55123456", "22123456"),
    modelo: fc.constantFrom("2019", 2020),
    fecha_nacimiento: date("1985-04-12", "1990-05-20"),
    presentado: date("2020-03-10"),
    fecha: date("2020-02-28"),
    fecha_registro: date("2015-01-10"),
    fecha_acta: date("2015-01-12"),
    fecha_definitiva: date("2010-01-15"),
    fecha_profesional: date("2010-02-01"),
    inicio_vigencia: date("2020-01-01"),
    plazo_vigenia: date("2030-01-01"),
    inicia: date("2024-01-01"),
    fin: date("2030-12-31"),
    poliza_fecha_inicio: date("2024-01-01"),
    poliza_fecha_fin: date("2030-12-31"),
    administrasion_licencia: date("2027-05-31"),
    adminision_licencia: date("2027-05-31"),
    poliza_prima_total: fc.constantFrom("1500.50", 1500),
    poliza_valor: fc.constantFrom("250000"),
    poliza_monto_asegurado: fc.constantFrom("200000.00"),
    documento: fc.constant(world.pdfDataUrl),
    poliza_documento: fc.constant(world.pdfDataUrl),
    municipio_id: fc.constantFrom(101, 108, 1),
    persona_id: fc.constantFrom(...world.ownIds.persona),
    juridico_id: fc.constantFrom(...world.ownIds.juridico),
    refresh_token: fc.string({ minLength: 20, maxLength: 64, unit: fc.constantFrom(..."abcdef0123456789") }),
    token: fc.string({ minLength: 20, maxLength: 64, unit: fc.constantFrom(..."abcdef0123456789") }),
    "g-recaptcha-response": fc.constantFrom("x", "eyJhbGdvcml0aG0iOiJTSEEtMjU2In0="),
  };
}

function fieldValue(world: FuzzWorld, name: string, schema: JsonSchema): fc.Arbitrary<unknown> {
  const good = goodValues(world)[name];
  if (good) return good;
  if (name.endsWith("_id")) return fc.constantFrom(1, 2, 3);
  return schemaValue(schema);
}

/** A body close to valid, with one to three fields replaced by hostile values or left out. */
function mutatedBody(world: FuzzWorld, schema: JsonSchema): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const names = Object.keys(properties);
  const base = fc.record(Object.fromEntries(names.map((n) => [n, fieldValue(world, n, properties[n])])));
  if (names.length === 0) return base;
  const isText = (schema: JsonSchema) => schema.type === "string" || (schema.anyOf ?? []).some((v) => v.type === "string");
  const mutation = fc.constantFrom(...names).chain((name) =>
    fc.tuple(
      fc.constant(name),
      fc.oneof(
        ...(isText(properties[name]) ? [{ weight: 4, arbitrary: hostileText(properties[name].maxLength).map((v) => ({ v })) }] : []),
        { weight: 3, arbitrary: hostileValue.map((v) => ({ v })) },
        { weight: 1, arbitrary: fc.constant(null) },
      ),
    ),
  );
  // Mostly one mutation, so that the rest of the body is valid and the hostile value reaches the database.
  const mutations = fc.oneof({ weight: 1, arbitrary: fc.constant([]) }, { weight: 5, arbitrary: fc.tuple(mutation) }, { weight: 2, arbitrary: fc.array(mutation, { minLength: 2, maxLength: 3 }) });
  return fc.tuple(base, mutations, fc.array(fc.tuple(fc.constantFrom("extra", "usuario_id", "id", "persona_id", "activo"), hostileValue), { maxLength: 1 })).map(
    ([body, mutations, extras]) => {
      const out: Record<string, unknown> = { ...body };
      for (const [name, m] of mutations) {
        if (m === null) delete out[name];
        else out[name] = m.v;
      }
      for (const [name, v] of extras) out[name] = v;
      return out;
    },
  );
}

/** The table a path parameter points into: `{personaId}` → persona, `/api/persona_email/{id}` → persona_email. */
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
  documentId: "documento",
};
const tableOf = (op: Operation, param: string) => PARAM_TABLES[param] ?? op.path.split("/")[2];

function pathValue(world: FuzzWorld, op: Operation, schema: JsonSchema, name: string): fc.Arbitrary<{ raw: boolean; value: string }> {
  const own = world.ownIds[tableOf(op, name)] ?? Object.values(world.ownIds).flat();
  // A DELETE never gets the carriers' own ids: they keep their rows for the rest of the run.
  const ids = op.method === "DELETE" ? world.foreignIds : [...own, ...own, ...own, ...world.foreignIds];
  const plausible: fc.Arbitrary<string> =
    name === "name"
      ? fc.constantFrom(...CATALOGUE_NAMES)
      : schema.type === "integer"
        ? fc.constantFrom(...ids).map(String)
        : fc.string({ minLength: 1, maxLength: 12, unit: fc.constantFrom(..."0123456789ABCDEFGHJKMNPQRSTVWXYZ") });
  return fc.oneof({ weight: 3, arbitrary: plausible.map((value) => ({ raw: false, value })) }, { weight: 2, arbitrary: hostilePathSegment });
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** encodeURIComponent, except that a lone surrogate becomes the bytes it would have in CESU-8: invalid UTF-8. */
const encodeText = (value: string) => value.split(LONE_SURROGATE).map(encodeURIComponent).join("%ED%A0%80");
const encode = (segment: { raw: boolean; value: string }) => (segment.raw ? segment.value : encodeText(segment.value));

const toQueryValue = (v: unknown) => (typeof v === "string" ? v : JSON.stringify(v) ?? "");

/** The requests for one operation: plausible and hostile path, query and body, with and without a token. */
export function requestsFor(world: FuzzWorld, op: Operation): fc.Arbitrary<FuzzRequest> {
  const pathParts = op.pathParams.map((p) => pathValue(world, op, p.schema, p.name).map((seg) => [p.name, seg] as const));
  const queryParts = op.queryParams.map((p) =>
    fc.option(fc.oneof(fieldValue(world, p.name, p.schema), hostileValue).map((v) => [p.name, toQueryValue(v)] as const), { nil: undefined }),
  );
  const extraQuery = fc.option(fc.tuple(fc.constantFrom("limit", "cursor", "id", "__proto__", "q[$gt]", "llave"), hostileValue.map(toQueryValue)), { nil: undefined });
  const body: fc.Arbitrary<{ raw?: string; json?: unknown; contentType?: string } | undefined> = op.body
    ? fc.oneof({ weight: 6, arbitrary: mutatedBody(world, op.body).map((json) => ({ json })) }, { weight: 1, arbitrary: hostileBody })
    : fc.option(hostileBody, { nil: undefined, freq: 10 });
  const auth = fc.constantFrom<"own" | "none" | "garbage">("own", "own", "own", "own", "own", "none", "garbage");
  const token = fc.constantFrom(...world.tokens);
  const address = fc.tuple(fc.integer({ min: 1, max: 254 }), fc.integer({ min: 0, max: 255 })).map(([a, b]) => `198.51.${a}.${b}`);
  const geo = fc.option(fc.constantFrom("14.6349,-90.5069,20", "999,999,-1", "NaN,NaN,NaN", "' OR 1=1 --", "1".repeat(500)), { nil: undefined, freq: 5 });

  return fc.record({ path: fc.tuple(...pathParts), query: fc.tuple(...queryParts), extraQuery, body, auth, token, address, geo }).map((r) => {
    let url = op.path;
    for (const [name, seg] of r.path) url = url.replace(`{${name}}`, encode(seg));
    const query = [...r.query, r.extraQuery].filter((q): q is readonly [string, string] => q !== undefined);
    if (query.length > 0) url += `?${query.map(([k, v]) => `${encodeText(k)}=${encodeText(v)}`).join("&")}`;
    const headers: Record<string, string> = {};
    if (r.auth === "own") headers.authorization = `Bearer ${r.token}`;
    if (r.auth === "garbage") headers.authorization = "Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.";
    if (r.geo) headers["x-geo-position"] = r.geo;
    let payload: string | undefined;
    if (r.body) {
      payload = r.body.raw ?? JSON.stringify(r.body.json) ?? "null";
      headers["content-type"] = r.body.contentType ?? "application/json";
    }
    // Login attempts come from one address, so its rate limit caps the password hashing they cost.
    const remoteAddress = op.path === "/api/authenticate" ? "203.0.113.7" : r.address;
    return { operation: `${op.method} ${op.path}`, method: op.method, url, headers, payload, remoteAddress };
  });
}
