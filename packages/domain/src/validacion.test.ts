import { describe, expect, it } from "vitest";
import { isCodigo, normalizeCodigo, qrFileName, validacionEstado, validacionVigencia } from "./validacion";

const today = "2025-06-15";
const live = { revocado: false, vehiculoExiste: true, vehiculoActivo: true, vigencia: "2025-12-31", licenciaFin: "2026-01-31", polizaFin: "2025-12-31" };

describe("validacionEstado", () => {
  it("is VIGENTE through the last day of every end date", () => {
    expect(validacionEstado(live, today)).toBe("VIGENTE");
    expect(validacionEstado({ ...live, vigencia: today, polizaFin: today }, today)).toBe("VIGENTE");
  });

  it("is VENCIDO after the vigencia, the licence end or the policy end", () => {
    expect(validacionEstado({ ...live, vigencia: "2025-06-14" }, today)).toBe("VENCIDO");
    expect(validacionEstado({ ...live, licenciaFin: "2025-06-14" }, today)).toBe("VENCIDO");
    expect(validacionEstado({ ...live, polizaFin: "2025-06-14" }, today)).toBe("VENCIDO");
  });

  it("is REVOCADO when revoked or when the vehicle, card or licence is gone, even if also expired", () => {
    expect(validacionEstado({ ...live, revocado: true }, today)).toBe("REVOCADO");
    expect(validacionEstado({ ...live, vehiculoExiste: false, vehiculoActivo: false, licenciaFin: null, polizaFin: null }, today)).toBe("REVOCADO");
    expect(validacionEstado({ ...live, revocado: true, vigencia: "2020-01-01" }, today)).toBe("REVOCADO");
  });
});

describe("validacionEstado of an inactive vehicle", () => {
  it("is INACTIVO whether or not the code was revoked, expired or not", () => {
    expect(validacionEstado({ ...live, vehiculoActivo: false }, today)).toBe("INACTIVO");
    expect(validacionEstado({ ...live, vehiculoActivo: false, revocado: true }, today)).toBe("INACTIVO");
    expect(validacionEstado({ ...live, vehiculoActivo: false, vigencia: "2020-01-01" }, today)).toBe("INACTIVO");
  });

  it("is REVOCADO again once the vehicle is active again: revoked codes never come back", () => {
    expect(validacionEstado({ ...live, revocado: true }, today)).toBe("REVOCADO");
  });
});

describe("validacionVigencia", () => {
  it("is the earlier end", () => {
    expect(validacionVigencia("2026-01-31", "2025-12-31")).toBe("2025-12-31");
    expect(validacionVigencia("2025-03-01", "2025-12-31")).toBe("2025-03-01");
  });
});

describe("normalizeCodigo", () => {
  it("reads codes as Crockford base32 does", () => {
    expect(normalizeCodigo("ab1c-d2ef")).toBe("AB1CD2EF");
    expect(normalizeCodigo("oIl0 zzzz")).toBe("0110ZZZZ");
    expect(isCodigo(normalizeCodigo("abcd-efgh"))).toBe(true);
    expect(isCodigo("ABCDEFGU")).toBe(false);
    expect(isCodigo("ABCDEFG")).toBe(false);
  });
});

describe("qrFileName", () => {
  it("names the QR image by the plate's letters and digits and the code", () => {
    expect(qrFileName("123ABC", "7K3M9Q2T")).toBe("QR_123ABC_7K3M9Q2T.png");
    expect(qrFileName("p-123 abc", "7K3M9Q2T")).toBe("QR_P123ABC_7K3M9Q2T.png");
    expect(qrFileName("../x/ñ", "7K3M9Q2T")).toBe("QR_X_7K3M9Q2T.png");
  });
});
