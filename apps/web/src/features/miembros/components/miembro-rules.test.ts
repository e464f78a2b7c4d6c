import { describe, expect, it } from "vitest";
import { puedeGestionar, rolesOfrecidos } from "./miembro-rules";

const editor = { rol: "editor" as const, vence: null };
const gestor = { rol: "consulta" as const, vence: "2027-01-31" };
const titular = { rol: "titular" as const, vence: null };

describe("what the members screen offers on a row", () => {
  it("lets a titular give any role, titular included, to a member without an end date", () => {
    expect(rolesOfrecidos("titular", editor, false)).toEqual(["titular", "administrador", "editor", "consulta"]);
  });

  it("does not offer titular for a gestor's row (a titular has no end date)", () => {
    expect(rolesOfrecidos("titular", gestor, false)).toEqual(["administrador", "editor", "consulta"]);
  });

  it("lets an administrador manage editors and consulta but never offer titular nor touch a titular", () => {
    expect(rolesOfrecidos("administrador", editor, false)).toEqual(["administrador", "editor", "consulta"]);
    expect(puedeGestionar("administrador", titular, false)).toBe(false);
    expect(rolesOfrecidos("administrador", titular, false)).toEqual([]);
  });

  it("lets a titular demote or remove another titular (the API keeps the last one)", () => {
    expect(puedeGestionar("titular", titular, false)).toBe(true);
    expect(rolesOfrecidos("titular", titular, false)).toContain("titular");
  });

  it("offers nothing on the caller's own row, nor to editors and consulta", () => {
    expect(rolesOfrecidos("titular", titular, true)).toEqual([]);
    expect(puedeGestionar("editor", editor, false)).toBe(false);
    expect(puedeGestionar("consulta", editor, false)).toBe(false);
    expect(puedeGestionar(undefined, editor, false)).toBe(false);
  });
});
