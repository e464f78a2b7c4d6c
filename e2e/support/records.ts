import type { Page } from "@playwright/test";
import { todayInGuatemala } from "@portal/domain/formats";
import { apiAsUser } from "./carrier";
import { randomCui, randomNit, randomPlaca } from "./ids";
import { tinyPdf } from "./pdf";

/** `today` (Guatemala) shifted by whole years, as YYYY-MM-DD (29 February becomes the 28th). */
function yearsFromToday(years: number): string {
  const [y, m, d] = todayInGuatemala().split("-");
  return `${Number(y) + years}-${m}-${m === "02" && d === "29" ? "28" : d}`;
}

/** A person's identity as the mandatario, lawyer and pilot bodies take it. */
const person = (nombre: string, apellido: string, fecha_nacimiento: string) => ({ cui: randomCui(), nit: randomNit(), nombre, apellido, fecha_nacimiento });

/** What the screens that receive navigation state need, as the API answered it. */
export interface CarrierRecords {
  licencia: { id: number; numero: string };
  tarjeta: { id: number; numero: string };
  vehiculoId: number;
  qr: { codigo: string; llave: string };
  pilotoId: number;
  mandatoId: number;
}

/**
 * One record of each kind for the signed-in carrier, made through the API (for journeys that check
 * screens, not the forms that make the records).
 */
export async function addOneOfEach(page: Page): Promise<CarrierRecords> {
  const personaId = Number(await page.evaluate(() => localStorage.getItem("persona_id")));
  const post = <T>(path: string, body: unknown) => apiAsUser<T>(page, "POST", path, body);
  const { licencia } = await post<{ licencia: CarrierRecords["licencia"] }>(`/licencia/${personaId}/persona`, {
    numero: `LIC-${Date.now().toString().slice(-6)}`,
    inicia: yearsFromToday(-1),
    fin: yearsFromToday(2),
    tipo_licencia_id: 1,
  });
  const { tarjeta_operacion: tarjeta } = await post<{ tarjeta_operacion: CarrierRecords["tarjeta"] }>(`/tarjeta_operacion/${licencia.id}/licencia`, { numero: "T-42042" });
  const catalogues = { color_id: 1, tipo_vehiculo_id: 1, tipo_placa_id: 1, tipo_uso_id: 1, tipo_combustible_id: 1, marca_vehiculo_id: 1 };
  const { vehiculo } = await post<{ vehiculo: { id: number } }>(`/vehiculo/${tarjeta.id}/tarjeta_operacion`, {
    ...catalogues,
    nit: randomNit(),
    asiento: 30,
    numero_placa: randomPlaca(),
    motor: "2KD-4242",
    modelo: "2021",
    numero_chasis: "CHS-4242",
    nombre_aseguradora: "ASEGURADORA GENERAL",
    poliza_numero: "POL-4242",
    poliza_prima_total: "900",
    poliza_valor: "180000",
    poliza_monto_asegurado: "150000",
    poliza_tipo_seguro: "DAÑOS A TERCEROS",
    poliza_fecha_inicio: yearsFromToday(0),
    poliza_fecha_fin: yearsFromToday(1),
    poliza_documento: `data:application/pdf;base64,${tinyPdf("poliza 42").toString("base64")}`,
  });
  const { validar: qr } = await apiAsUser<{ validar: CarrierRecords["qr"] }>(page, "GET", `/validar_registro_piloto/generar/${vehiculo.id}/vehiculo`);
  const { piloto } = await post<{ piloto: { id: number } }>("/piloto", {
    ...person("JOSÉ", "RAMÍREZ", "1990-01-10"),
    correo_electronico: "jose.ramirez@example.com",
    telefono: "55124242",
    direccion: "CALZADA ROOSEVELT 42, ZONA 11",
    estado_civil_id: 1,
    tiempo_laborar: 3,
    tipo_licencia: "B",
  });
  await post(`/piloto_emergencia/${piloto.id}/piloto`, { nombre: "PEDRO TZOC", direccion: "ALDEA EL PINAL, QUETZALTENANGO", telefono: "55557777" });
  const { mandato } = await post<{ mandato: { id: number } }>(`/mandato/${personaId}/persona`, {
    ...person("ANA LUCÍA", "MÉNDEZ ROSALES", "1982-07-30"),
    documento_numero: "A-4242",
    presentado: "2024-05-02",
    escritura: "42",
    inscripcion_escritura: "4242",
    notario: "LIC. ELENA CHÁVEZ",
    fecha: "2024-04-20",
    estado_civil_id: 1,
    tipo_poder_id: 1,
    numero_poder: "P-4242",
  });
  await post(`/abogado_auxiliar/${personaId}/persona`, { ...person("JORGE", "CIFUENTES", "1979-11-03"), documento_numero: "COL-4242", colegiado_activo: true, estado_civil_id: 1 });
  return { licencia, tarjeta, vehiculoId: vehiculo.id, qr, pilotoId: piloto.id, mandatoId: mandato.id };
}
