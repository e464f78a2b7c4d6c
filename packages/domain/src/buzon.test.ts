import { describe, expect, it } from "vitest";
import { esFueraDePlazo, estadoNotificacion, notificacionBodySchema } from "./buzon";

// Sent Monday 2 Nov 2026, 10:00 in Guatemala (16:00 UTC).
const enviada_en = "2026-11-02T16:00:00.000Z";
const requerimiento = { tipo: "requerimiento" as const, enviada_en, plazo_dias: 5 };

describe("estadoNotificacion", () => {
  it("is not served while unread and before the tenth day", () => {
    const estado = estadoNotificacion({ ...requerimiento, leida_en: null }, new Date("2026-11-12T15:59:59.999Z"));
    expect(estado).toEqual({ notificada_en: null, forma: null, vence_el: null });
  });

  it("counts as served by lapse at exactly sent + 10 calendar days", () => {
    const estado = estadoNotificacion({ ...requerimiento, leida_en: null }, new Date("2026-11-12T16:00:00.000Z"));
    expect(estado.forma).toBe("vencimiento");
    expect(estado.notificada_en).toBe("2026-11-12T16:00:00.000Z");
    // Served Thursday 12 Nov: Fri 13, Mon 16, Tue 17, Wed 18, Thu 19.
    expect(estado.vence_el).toBe("2026-11-19");
  });

  it("opened on the last instant of the period is served when opened", () => {
    const estado = estadoNotificacion({ ...requerimiento, leida_en: "2026-11-12T16:00:00.000Z" }, new Date("2026-12-01T00:00:00Z"));
    expect(estado.forma).toBe("lectura");
  });

  it("opened after the period: served at the lapse, not when opened", () => {
    const estado = estadoNotificacion({ ...requerimiento, leida_en: "2026-11-20T16:00:00.000Z" }, new Date("2026-11-20T17:00:00Z"));
    expect(estado.forma).toBe("vencimiento");
    expect(estado.notificada_en).toBe("2026-11-12T16:00:00.000Z");
  });

  it("opened the same day: the deadline runs from the next business day, across the weekend", () => {
    // Opened Friday 6 Nov 2026 at 17:00 Guatemala: Mon 9 (1) ... Fri 13 (5).
    const estado = estadoNotificacion({ ...requerimiento, leida_en: "2026-11-06T23:00:00.000Z" });
    expect(estado).toMatchObject({ forma: "lectura", vence_el: "2026-11-13" });
  });

  it("uses Guatemala's day: opened at 01:00 UTC Saturday is still Friday there", () => {
    const estado = estadoNotificacion({ ...requerimiento, leida_en: "2026-11-07T01:00:00.000Z" });
    expect(estado.vence_el).toBe("2026-11-13");
  });

  it("an aviso has no deadline", () => {
    expect(estadoNotificacion({ tipo: "aviso", enviada_en, plazo_dias: null, leida_en: enviada_en }).vence_el).toBeNull();
  });
});

describe("esFueraDePlazo", () => {
  it("the last day itself is in time until midnight in Guatemala", () => {
    expect(esFueraDePlazo("2026-11-13", new Date("2026-11-14T05:59:59Z"))).toBe(false);
    expect(esFueraDePlazo("2026-11-13", new Date("2026-11-14T06:00:00Z"))).toBe(true);
    expect(esFueraDePlazo(null, new Date())).toBe(false);
  });
});

describe("notificacionBodySchema", () => {
  it("asks a requirement for its deadline and refuses one on an aviso", () => {
    const sinPlazo = notificacionBodySchema.safeParse({ tipo: "requerimiento", asunto: "A", cuerpo: "B" });
    expect(sinPlazo.success).toBe(false);
    const avisoConPlazo = notificacionBodySchema.safeParse({ tipo: "aviso", asunto: "A", cuerpo: "B", plazo_dias: 3 });
    expect(avisoConPlazo.success).toBe(false);
    expect(notificacionBodySchema.safeParse({ tipo: "aviso", asunto: "A", cuerpo: "B" }).success).toBe(true);
  });
});
