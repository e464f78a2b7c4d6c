import { describe, expect, it } from "vitest";
import { CAUSA_TEXTO, CAUSAS_AUTORIDAD, CAUSAS_REVOCACION, CAUSAS_SUPERVISOR, CAUSAS_TRANSPORTISTA, revocadoPor, revocarValidacionSchema } from "./revocacion";

describe("public causes of a revocation", () => {
  it("gives each cause one public text and one author", () => {
    expect(Object.keys(CAUSA_TEXTO).sort()).toEqual([...CAUSAS_REVOCACION].sort());
    for (const c of CAUSAS_AUTORIDAD) expect(revocadoPor(c)).toBe("AUTORIDAD");
    for (const c of CAUSAS_TRANSPORTISTA) expect(revocadoPor(c)).toBe("TRANSPORTISTA");
    expect(CAUSA_TEXTO.ROBO).toBe("Vehículo reportado como robado");
  });

  it("lets a supervisor choose only the authority's own categories", () => {
    for (const causa of CAUSAS_SUPERVISOR) expect(revocarValidacionSchema.safeParse({ causa, motivo: "x" }).success).toBe(true);
    for (const causa of [...CAUSAS_TRANSPORTISTA, "CONFLICTO_PLACA", "", undefined]) {
      const parsed = revocarValidacionSchema.safeParse({ causa, motivo: "x" });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0].message).toBe("Elija el motivo público de la revocación.");
    }
  });
});
