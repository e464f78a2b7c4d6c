import { describe, expect, it } from "vitest";
import { missingLabels } from "./missing-fields";

describe("missingLabels", () => {
  const labels = { numero_placa: "Número de Placa", modelo: "Modelo", asiento: "Asientos" };

  it("names the empty and blank fields in the form's order", () => {
    expect(missingLabels({ numero_placa: " ", modelo: "", asiento: "40" }, labels)).toEqual(["Número de Placa", "Modelo"]);
    expect(missingLabels({}, labels)).toEqual(["Número de Placa", "Modelo", "Asientos"]);
  });

  it("names nothing once every field has a value (numbers and booleans count)", () => {
    expect(missingLabels({ numero_placa: "123ABC", modelo: 2020, asiento: "2" }, labels)).toEqual([]);
  });
});
