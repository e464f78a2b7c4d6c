import type { TestContext } from "./app";
import { createStaff, staffHeaders } from "./staff";

export interface InsurerClient {
  id: number;
  clientId: string;
  secret: string;
  aseguradoraId: number;
}

/** An insurer's API client registered through the console's route, as an admin does it. */
export async function createInsurerClient(ctx: TestContext, aseguradoraId = 1): Promise<InsurerClient> {
  const admin = await createStaff(ctx, { rol: "admin" });
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/admin/aseguradoras/clientes",
    headers: staffHeaders(admin.token),
    payload: { aseguradora_id: aseguradoraId, descripcion: "Sistema de emisión" },
  });
  if (res.statusCode !== 201) throw new Error(`cliente: ${res.statusCode} ${res.body}`);
  const body = res.json();
  return { id: body.cliente.id, clientId: body.cliente.client_id, secret: body.client_secret, aseguradoraId };
}

export const basicAuth = (clientId: string, secret: string) =>
  `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`).toString("base64")}`;

/** An access token by client_secret_basic, as an insurer's system gets one. */
export async function insurerToken(ctx: TestContext, client: InsurerClient): Promise<string> {
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/aseguradoras/oauth/token",
    headers: { authorization: basicAuth(client.clientId, client.secret), "content-type": "application/x-www-form-urlencoded" },
    payload: "grant_type=client_credentials",
  });
  if (res.statusCode !== 200) throw new Error(`token: ${res.statusCode} ${res.body}`);
  return res.json().access_token as string;
}

/** A report body: plate type P (the test vehicles' first catalogue row), in force for a year. */
export function polizaReporte(numero_placa: string, overrides: Record<string, unknown> = {}) {
  return {
    tipo_placa: "P",
    numero_placa,
    numero_poliza: `POL-${numero_placa}`,
    fecha_inicio: "2026-01-01",
    fecha_fin: "2099-12-31",
    prima_total: "4500.00",
    monto_asegurado: 150000,
    estado: "vigente",
    ...overrides,
  };
}
