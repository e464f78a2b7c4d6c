import { TIPOS_REVISION, type TipoRevision } from "@portal/domain/revision";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../../test/app";
import type { Carrier } from "../../../test/carrier";
import { carrierWithEveryKind } from "../../../test/review";
import { createStaff, type Staff, staffHeaders } from "../../../test/staff";

describe("review fields on the carrier's API and GET /api/revision/resumen", () => {
  let ctx: TestContext;
  let staff: Staff;
  let carrier: Carrier;
  let ids: Record<TipoRevision, number>;
  let licenciaId: number;
  let tarjetaId: number;
  beforeAll(async () => {
    ctx = await buildTestApp();
    staff = await createStaff(ctx, { rol: "revisor" });
    ({ carrier, ids } = await carrierWithEveryKind(ctx));
    licenciaId = ids.licencia;
    tarjetaId = ids.tarjeta;
  });
  afterAll(() => ctx.close());

  const decide = (tipo: TipoRevision, estado: "aprobado" | "rechazado", motivo?: string) =>
    ctx.app.inject({ method: "POST", url: `/api/admin/revision/${tipo}/${ids[tipo]}`, headers: staffHeaders(staff.token), payload: { estado, motivo } });

  /** The record of each kind as the carrier's own screens read it. */
  const asCarrierSees = async (tipo: TipoRevision): Promise<Record<string, unknown>> => {
    const get = async (url: string) => {
      const res = await ctx.app.inject({ method: "GET", url, headers: carrier.headers });
      expect(res.statusCode, url).toBe(200);
      return res.json();
    };
    const find = (rows: Array<{ id: number }>) => rows.find((r) => r.id === ids[tipo]) as Record<string, unknown>;
    switch (tipo) {
      case "persona":
        return (await get(`/api/persona/${carrier.personaId}`)).jurdico[0];
      case "documento":
        return find((await get(`/api/juridico_documento/${carrier.juridicoId}/juridico`)).documento);
      case "representante":
        return find((await get(`/api/representante/${carrier.juridicoId}/juridico`)).representante);
      case "mandatario":
        return find((await get(`/api/mandato/${carrier.personaId}/persona`)).mandato);
      case "abogado":
        return find((await get(`/api/abogado_auxiliar/${carrier.personaId}/persona`)).abogado_auxiliar);
      case "piloto":
        return (await get(`/api/piloto/${ids.piloto}`)).piloto ?? find((await get("/api/piloto")).data);
      case "licencia":
        return find((await get(`/api/licencia/${carrier.personaId}/persona`)).licencia);
      case "tarjeta":
        return find((await get(`/api/tarjeta_operacion/${licenciaId}/licencia`)).tarjeta_operacion);
      case "vehiculo":
        expect(find((await get(`/api/vehiculo/${tarjetaId}/tarjeta_operacion`)).vehiculo)).toMatchObject({ estado_revision: expect.any(String) });
        return (await get(`/api/vehiculo/${ids.vehiculo}`)).vehiculo;
    }
  };

  it("answers pendiente, then the decision with its reason, reviewer and date, on every kind of record", async () => {
    for (const tipo of TIPOS_REVISION) {
      expect(await asCarrierSees(tipo), tipo).toMatchObject({ estado_revision: "pendiente", motivo_revision: null, revisado_por: null, revisado_en: null });
    }
    expect((await ctx.app.inject({ method: "GET", url: "/api/revision/resumen", headers: carrier.headers })).json()).toEqual({
      en_revision: TIPOS_REVISION.length,
      por_corregir: [],
      total_por_corregir: 0,
    });

    for (const [i, tipo] of TIPOS_REVISION.entries()) {
      const estado = i % 2 === 0 ? "rechazado" : "aprobado";
      expect((await decide(tipo, estado, estado === "rechazado" ? `Corrija ${tipo}.` : undefined)).statusCode).toBe(200);
      const seen = await asCarrierSees(tipo);
      expect(seen, tipo).toMatchObject({ estado_revision: estado, motivo_revision: estado === "rechazado" ? `Corrija ${tipo}.` : null, revisado_por: staff.id });
      expect(Date.parse(String(seen.revisado_en))).toBeGreaterThan(Date.now() - 60_000);
    }

    const resumen = (await ctx.app.inject({ method: "GET", url: "/api/revision/resumen", headers: carrier.headers })).json();
    const rechazados = TIPOS_REVISION.filter((_, i) => i % 2 === 0);
    expect(resumen.en_revision).toBe(0);
    expect(resumen.total_por_corregir).toBe(rechazados.length);
    expect(resumen.por_corregir.map((r: { tipo: string }) => r.tipo).sort()).toEqual([...rechazados].sort());
    expect(resumen.por_corregir).toContainEqual(expect.objectContaining({ tipo: "licencia", motivo: "Corrija licencia.", ruta: "/licencia" }));
  });

  it("tells the public check whether the authority verified the vehicle", async () => {
    const gen = await ctx.app.inject({ method: "GET", url: `/api/validar_registro_piloto/generar/${ids.vehiculo}/vehiculo`, headers: carrier.headers });
    const { codigo, llave } = gen.json().validar as { codigo: string; llave: string };
    const verificado = async () => (await ctx.app.inject({ method: "GET", url: `/api/verificar/${codigo}?llave=${llave}` })).json().verificacion.verificado;
    expect((await decide("vehiculo", "rechazado", "Placa ilegible.")).statusCode).toBe(200);
    expect(await verificado()).toBe(false);
    expect((await decide("vehiculo", "aprobado")).statusCode).toBe(200);
    expect(await verificado()).toBe(true);
  });

  it("answers 401 without a carrier token, and to a staff token", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/api/revision/resumen" })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "GET", url: "/api/revision/resumen", headers: staffHeaders(staff.token) })).statusCode).toBe(401);
  });
});
