import { describe, expect, it } from "vitest";
import type { Validar } from "@portal/domain/validacion";
import { ApiError } from "@/lib/api-client";
import { currentQr } from "./qr-actual";
import { refusalOf } from "./qr-refusal";

const FALLBACK = "Error al generar la validación";
const http = (status: number, body: unknown) =>
  new ApiError({ kind: "http", status, message: (body as { message?: string })?.message ?? "x", body });

describe("refusalOf: what the QR screen shows after a failed generation", () => {
  it("keeps the server's message and its motivo", () => {
    const message = "No se puede generar el QR: la póliza POL-1 venció el 01/01/2026. Edite el vehículo…";
    expect(refusalOf(http(422, { message, motivo: "POLIZA_VENCIDA" }), FALLBACK)).toEqual({ message, motivo: "POLIZA_VENCIDA" });
  });

  it("shows the message without a link for a motivo it does not know, or none", () => {
    expect(refusalOf(http(422, { message: "Otro motivo.", motivo: "NUEVO_MOTIVO" }), FALLBACK)).toEqual({ message: "Otro motivo.", motivo: null });
    expect(refusalOf(http(422, { message: "Sin motivo." }), FALLBACK)).toEqual({ message: "Sin motivo.", motivo: null });
  });

  it("falls back to the spec's text on a server fault and to the connection message without an answer", () => {
    expect(refusalOf(http(500, { message: "Ocurrió un error inesperado." }), FALLBACK)).toEqual({ message: FALLBACK, motivo: null });
    const offline = new ApiError({ kind: "network", status: 0, message: "No se pudo conectar con el servidor." });
    expect(refusalOf(offline, FALLBACK)).toEqual({ message: "No se pudo conectar con el servidor.", motivo: null });
  });
});

describe("currentQr: the code whose image the page shows", () => {
  const qr = (id: number, estado: Validar["estado"]): Validar => ({ id, codigo: `C${id}`, llave: "k", vigencia: "2027-01-01", estado, created_at: "" });

  it("is the newest VIGENTE code, none without one", () => {
    expect(currentQr([qr(1, "VIGENTE"), qr(3, "VIGENTE"), qr(4, "VENCIDO"), qr(2, "VIGENTE")])?.id).toBe(3);
    expect(currentQr([qr(5, "VENCIDO")])).toBeNull();
    expect(currentQr(undefined)).toBeNull();
  });
});
