import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { addVehiculo, addVehiculoChain, randomPlaca } from "../../../test/licencias";
import { createPiloto } from "../../../test/pilotos";
import { createStaff, staffHeaders } from "../../../test/staff";
import { usuario } from "../../db/schema/index";

describe("GET /api/admin/transportistas/{usuarioId} (the carrier's file)", () => {
  let ctx: TestContext;
  let staff: Record<"revisor" | "supervisor" | "admin", { authorization: string }>;
  let owner: Carrier;
  let other: Carrier;
  let vehiculoIds: number[];
  let otherPlaca: string;

  beforeAll(async () => {
    ctx = await buildTestApp();
    staff = {
      revisor: staffHeaders((await createStaff(ctx, { rol: "revisor" })).token),
      supervisor: staffHeaders((await createStaff(ctx, { rol: "supervisor" })).token),
      admin: staffHeaders((await createStaff(ctx, { rol: "admin" })).token),
    };
    owner = await createCarrier(ctx);
    other = await createCarrier(ctx);
    const chain = await addVehiculoChain(ctx, owner, { vehiculo: { numero_placa: randomPlaca() } });
    const second = await addVehiculo(ctx, owner, chain.tarjeta.id, { numero_placa: randomPlaca() });
    const third = await addVehiculo(ctx, owner, chain.tarjeta.id, { numero_placa: randomPlaca() });
    vehiculoIds = [chain.vehiculo.id, second.id, third.id];
    const qr = await ctx.app.inject({ method: "POST", url: `/api/validar_registro_piloto/generar/${chain.vehiculo.id}/vehiculo`, headers: owner.headers });
    if (qr.statusCode !== 201) throw new Error(`qr: ${qr.statusCode} ${qr.body}`);
    await createPiloto(ctx, owner);
    await ctx.app.inject({ method: "POST", url: `/api/persona_email/${owner.personaId}/persona`, headers: owner.headers, payload: { email: "dueno@example.com" } });
    otherPlaca = randomPlaca();
    await addVehiculoChain(ctx, other, { vehiculo: { numero_placa: otherPlaca } });
    await createPiloto(ctx, other);
    await ctx.app.inject({ method: "POST", url: `/api/persona_email/${other.personaId}/persona`, headers: other.headers, payload: { email: "ajeno@example.com" } });
  });
  afterAll(() => ctx.close());

  const get = (path: string, headers: Record<string, string> = staff.revisor) => ctx.app.inject({ method: "GET", url: `/api/admin/transportistas/${path}`, headers });

  it.each(["revisor", "supervisor", "admin"] as const)("shows a %s everything the carrier registered, with catalogue names", async (rol) => {
    const res = await get(`${owner.userId}`, staff[rol]);
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json();
    expect(file.usuario).toMatchObject({ id: owner.userId, nit: owner.nit });
    expect(file).toMatchObject({ nombre: "JUAN PÉREZ", tipo: "individual", totales: { vehiculos: 3, qr: 1 } });
    const [p] = file.personas;
    expect(p.natural.revision).toMatchObject({ estado: "pendiente", motivo: null });
    expect(p.natural.datos).toMatchObject({ nombre: "JUAN", apellido: "PÉREZ", estado_civil_id: 1, estado_civil: expect.any(String) });
    expect(p.emails.map((e: { datos: { email: string } }) => e.datos.email)).toEqual(["dueno@example.com"]);
    expect(file.pilotos).toHaveLength(1);
    expect(file.licencias[0].tarjetas[0]).toMatchObject({ vehiculos: 3 });
    expect(file.licencias[0].datos.tipo_licencia).toEqual(expect.any(String));
  });

  it("never includes another carrier's records", async () => {
    const body = (await get(`${owner.userId}`)).body;
    expect(body).not.toContain("ajeno@example.com");
    expect(body).not.toContain(other.nit);
    const vehiculos = (await get(`${owner.userId}/vehiculos?limit=100`)).body;
    expect(vehiculos).not.toContain(otherPlaca);
  });

  it("pages the vehicles with their policies", async () => {
    const first = await get(`${owner.userId}/vehiculos?limit=2`);
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.vehiculos.map((v: { id: number }) => v.id)).toEqual(vehiculoIds.slice(0, 2));
    expect(page1.vehiculos[0].poliza.datos).toMatchObject({ vehiculo_id: vehiculoIds[0], nombre_aseguradora: expect.any(String) });
    expect(page1.vehiculos[0].revision).toMatchObject({ estado: "pendiente" });
    expect(page1.vehiculos[0].poliza_pdf_url).toBe(`/api/admin/vehiculos/${vehiculoIds[0]}/poliza/pdf`);
    const pdf = await ctx.app.inject({ method: "GET", url: page1.vehiculos[0].poliza_pdf_url, headers: staff.revisor });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toContain("application/pdf");
    expect(page1.vehiculos[0].datos).toMatchObject({ color: expect.any(String), marca_vehiculo: expect.any(String) });
    expect(first.headers.link).toContain("rel=\"next\"");
    const page2 = (await get(`${owner.userId}/vehiculos?limit=2&cursor=${page1.next_cursor}`)).json();
    expect(page2).toMatchObject({ next_cursor: null });
    expect(page2.vehiculos.map((v: { id: number }) => v.id)).toEqual([vehiculoIds[2]]);
  });

  it("lists the QR codes with their state", async () => {
    const res = await get(`${owner.userId}/qr`);
    expect(res.statusCode).toBe(200);
    expect(res.json().validaciones).toEqual([expect.objectContaining({ vehiculo_id: vehiculoIds[0], estado: "VIGENTE", revocado_at: null })]);
  });

  it("answers the carrier's history, newest first, with the vehicles it registered", async () => {
    const res = await get(`${owner.userId}/historial?limit=100`);
    expect(res.statusCode).toBe(200);
    const rows = res.json().auditoria as Array<{ entidad: string; entidad_id: number; accion: string }>;
    expect(rows.filter((r) => r.entidad === "vehiculo" && r.accion === "crear").map((r) => r.entidad_id).sort()).toEqual([...vehiculoIds].sort());
    expect(res.body).not.toContain("ajeno@example.com");
  });

  it("answers 404 in Spanish for an id that is no carrier, on every route", async () => {
    const [{ max }] = await ctx.app.db.select({ max: usuario.id }).from(usuario).orderBy(usuario.id).limit(1);
    const missing = max + 1_000_000;
    for (const path of [`${missing}`, `${missing}/vehiculos`, `${missing}/qr`, `${missing}/historial`]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().message).toBe("Transportista no encontrado.");
    }
    expect((await get("abc")).statusCode).toBe(422);
  });

  it("refuses a carrier's token, even on its own file, with 401", async () => {
    for (const path of [`${owner.userId}`, `${owner.userId}/vehiculos`, `${owner.userId}/qr`, `${owner.userId}/historial`]) {
      expect((await get(path, owner.headers)).statusCode, path).toBe(401);
    }
  });
});
