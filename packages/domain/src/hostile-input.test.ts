import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { abogadoInput } from "./abogado";
import { changePasswordFields, forgotSchema, loginSchema, refreshSchema, resetFields, signupFields } from "./auth";
import { catalogueQuerySchema } from "./catalogues";
import { emergenciaInput } from "./emergencia";
import { MAX_ROW_ID, catalogueId, emailField, idParam, optionalEmail } from "./fields";
import { CONTROL_CHARACTER } from "./formats";
import { licenciaFields } from "./licencia";
import { mandatoInput } from "./mandato";
import { MSG } from "./messages";
import { direccionCreateSchema, emailCreateSchema, telefonoCreateSchema } from "./persona-contacto";
import { juridicoSchema, naturalSchema } from "./persona";
import { pilotoBuscarCuiInput, pilotoBuscarNitInput, pilotoFields } from "./piloto";
import { representanteCreateSchema } from "./representante";
import { tarjetaCreateSchema } from "./tarjeta-operacion";
import { vehiculoFields } from "./vehiculo";

/** 100 KB inputs that made the former patterns backtrack (quadratic or worse), and plain floods. */
const ATTACKS = {
  "e-mail with 100,000 dots": `a@${".".repeat(100_000)}@`,
  "100,000 digits": "1".repeat(100_000),
  "50,000 'a.' pairs": "a.".repeat(50_000),
  "100,000 dashes then a letter": `${"-".repeat(100_000)}x`,
  "100 KB of letters and @": `${"a".repeat(50_000)}@${"a".repeat(50_000)}`,
};

/** Every request body and query the API validates with a domain schema, by the route that uses it. */
const SCHEMAS: Record<string, z.ZodObject> = {
  "POST /api/usuario": signupFields,
  "POST /api/authenticate": loginSchema,
  "POST /api/password/email/nit": forgotSchema,
  "POST /api/password/reset": resetFields,
  "POST /api/usuario/password": changePasswordFields,
  "POST /api/refresh": refreshSchema,
  "POST /api/persona/natural": naturalSchema,
  "POST /api/persona/juridico": juridicoSchema,
  "POST persona_direccion": direccionCreateSchema,
  "POST persona_email": emailCreateSchema,
  "POST persona_telefono": telefonoCreateSchema,
  "POST mandato": mandatoInput,
  "POST abogado_auxiliar": abogadoInput,
  "POST piloto": pilotoFields,
  "GET piloto/buscar/nit": pilotoBuscarNitInput,
  "GET piloto/buscar/cui": pilotoBuscarCuiInput,
  "POST piloto_emergencia": emergenciaInput,
  "POST representante": representanteCreateSchema,
  "POST licencia": licenciaFields,
  "POST tarjeta_operacion": tarjetaCreateSchema,
  "POST vehiculo": vehiculoFields,
  "GET catalogo query": catalogueQuerySchema,
};

describe("every field refuses a 100 KB hostile input, and refuses it at once", () => {
  for (const [route, schema] of Object.entries(SCHEMAS)) {
    it(route, () => {
      for (const field of Object.keys(schema.shape)) {
        for (const [attack, value] of Object.entries(ATTACKS)) {
          const started = performance.now();
          const result = schema.safeParse({ [field]: value });
          const elapsed = performance.now() - started;
          const issues = result.error?.issues.filter((i) => i.path[0] === field) ?? [];
          expect(issues.length, `${field} ← ${attack}`).toBeGreaterThan(0);
          // A guard against a return of backtracking, not a benchmark: the former e-mail pattern took
          // seconds on these inputs, a length check takes microseconds.
          expect(elapsed, `${field} ← ${attack}`).toBeLessThan(200);
        }
      }
    });
  }

  it("whitespace padding is trimmed in linear time (what remains is then checked as usual)", () => {
    const padded = `${" ".repeat(50_000)}x${" ".repeat(50_000)}`;
    for (const schema of Object.values(SCHEMAS)) {
      for (const field of Object.keys(schema.shape)) {
        const started = performance.now();
        schema.safeParse({ [field]: padded });
        expect(performance.now() - started, field).toBeLessThan(200);
      }
    }
    expect(naturalSchema.safeParse({ nombre: padded }).error?.issues.some((i) => i.path[0] === "nombre")).toBe(false);
  });

  it("the reported attack on the reset request is refused with the e-mail's message", () => {
    const result = forgotSchema.safeParse({ nit: "576937-K", email: `a@${".".repeat(100_000)}@` });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ["email"], message: MSG.emailInvalid })]);
  });
});

describe("e-mail addresses", () => {
  const unreachable = [
    "juan@example..gt",
    "juan@ejemplo,gt.com",
    ".juan@example.gt",
    "juan.@example.gt",
    "ju..an@example.gt",
    "juan@.example.gt",
    "juan@example.gt.",
    "juan@-example.gt",
    "juan@example",
    "juan@example.g",
    "juan@@example.gt",
    "juan @example.gt",
    "juan@exa mple.gt",
    "juan<x>@example.gt",
    "juan@exam\u0000ple.gt",
  ];
  const reachable = ["ana@example.com", "transportes.sa@empresa.com.gt", "a+b@c.io", "o'neil@correo.gt", "JUAN_PEREZ-2@Mi-Empresa.COM.GT"];

  it.each(unreachable)("refuses %j on the account, persona and optional fields alike", (email) => {
    expect(emailField().safeParse(email).success).toBe(false);
    expect(emailCreateSchema.safeParse({ email }).error?.issues[0]).toMatchObject({ path: ["email"], message: MSG.emailPersona });
    expect(optionalEmail().safeParse(email).success).toBe(false);
  });

  it.each(reachable)("accepts %j", (email) => {
    expect(emailField().parse(` ${email} `)).toBe(email);
    expect(optionalEmail().parse(email)).toBe(email);
  });

  it("refuses more than 254 characters before looking at the pattern", () => {
    const long = `${"a".repeat(250)}@example.gt`;
    expect(emailField().safeParse(long).error?.issues).toEqual([expect.objectContaining({ code: "too_big", message: MSG.emailInvalid })]);
  });
});

describe("ids beyond the columns' range", () => {
  it("a body or query id above 2,147,483,647 is refused on its field", () => {
    expect(catalogueId().parse(String(MAX_ROW_ID))).toBe(MAX_ROW_ID);
    for (const id of [MAX_ROW_ID + 1, "2147483648", 1e20, "99999999999999999999"]) {
      expect(catalogueId().safeParse(id).error?.issues[0].message, String(id)).toBe(MSG.required);
    }
    expect(catalogueQuerySchema.safeParse({ departamento_id: "2147483648" }).error?.issues[0].path).toEqual(["departamento_id"]);
  });

  it("a path id above the range names no row (0), so the route answers its own 404", () => {
    expect(idParam.parse({ id: "2147483647" })).toEqual({ id: MAX_ROW_ID });
    for (const id of ["2147483648", "99999999999999999999", "9".repeat(400), "1e30"]) {
      expect(idParam.parse({ id }), id).toEqual({ id: 0 });
    }
    for (const id of ["abc", "-1", "1.5"]) expect(idParam.safeParse({ id }).success, id).toBe(false);
  });
});

describe("control characters", () => {
  it("NUL, the other C0 controls but tab, LF and CR, and DEL are refused; printable text is not", () => {
    for (let code = 0; code < 0x20; code++) {
      expect(CONTROL_CHARACTER.test(`a${String.fromCharCode(code)}b`), `U+${code.toString(16)}`).toBe(![9, 10, 13].includes(code));
    }
    expect(CONTROL_CHARACTER.test("a\u007Fb")).toBe(true);
    for (const text of ["TRANSPORTES ÑANDÚ, S.A.", "línea 1\r\nlínea 2\tfin", "😀 ünïcödé", "\u00A0\u0085"]) {
      expect(CONTROL_CHARACTER.test(text), text).toBe(false);
    }
  });
});
