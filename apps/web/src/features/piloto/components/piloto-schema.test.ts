import { describe, expect, it } from "vitest";
import { MSG } from "@portal/domain/messages";
import { lookupQuery } from "./piloto-lookup";
import { emptyPiloto, pilotoFormSchema } from "./piloto-schema";

const valid = { ...emptyPiloto, nit: "1234567-9", cui: "2345678910101", nombre: "ROSA", apellido: "TZOC", fecha_nacimiento: "1988-06-15" };
const messages = (input: unknown) => {
  const r = pilotoFormSchema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe("pilotoFormSchema", () => {
  it("sends empty optional fields as null, the NIT normalised and the licence date under the form's spelling", () => {
    const out = pilotoFormSchema.parse({ ...valid, administrasion_licencia: "2027-09-30", tiempo_laborar: "6", tipo_licencia: "b" });
    expect(out).toMatchObject({
      nit: "12345679",
      correo_electronico: null,
      telefono: null,
      estado_civil_id: null,
      tiempo_laborar: 6,
      tipo_licencia: "B",
      administrasion_licencia: "2027-09-30",
      tiene_hijo: false,
      activo: true,
    });
    expect(out).not.toHaveProperty("adminision_licencia");
  });

  it("gives each field its own message: NIT input, e-mail, phone, years working, required birth date", () => {
    expect(messages({ ...valid, nit: "12345", correo_electronico: "rosa", telefono: "1234", tiempo_laborar: "26", fecha_nacimiento: "" })).toEqual({
      nit: MSG.nitFormat,
      correo_electronico: MSG.emailInvalid,
      telefono: MSG.phonePiloto,
      tiempo_laborar: MSG.tiempoLaborar,
      fecha_nacimiento: MSG.required,
    });
  });
});

describe("lookupQuery", () => {
  it("starts at 3 characters of the field's alphabet, normalised", () => {
    expect(lookupQuery("cui", "23")).toBeNull();
    expect(lookupQuery("cui", "234")).toEqual({ field: "cui", term: "234" });
    expect(lookupQuery("cui", "2345 67891")).toEqual({ field: "cui", term: "234567891" });
    expect(lookupQuery("nit", "123-k")).toEqual({ field: "nit", term: "123K" });
    expect(lookupQuery("cui", "ABC")).toBeNull();
  });
});
