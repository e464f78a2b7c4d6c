import { expect, test, type Page } from "@playwright/test";
import { todayInGuatemala } from "@portal/domain/formats";
import { expectNoSeriousA11yViolations } from "../support/a11y";
import { ddmmyyyy, savedOnDay } from "../support/dates";
import { apiAsUser, newCarrier } from "../support/carrier";
import { randomNit, randomPlaca } from "../support/ids";
import { pdfFile, tinyPdf } from "../support/pdf";
import { decodeQrDataUrl } from "../support/qr";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 800 };
const SUCCESS = "Operación realizada con éxito!";
const POLIZA = "POL-4343";

/** `today` (Guatemala) shifted by whole days, as YYYY-MM-DD. */
function daysFromToday(days: number): string {
  const d = new Date(`${todayInGuatemala()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function expectNoHorizontalOverflow(page: Page, screen: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `desbordamiento horizontal en ${screen}`).toBeLessThanOrEqual(innerWidth);
}

/** A licence in force, a card and a vehicle whose policy ended yesterday, made through the API. */
async function vehicleWithEndedPolicy(page: Page) {
  const personaId = Number(await page.evaluate(() => localStorage.getItem("persona_id")));
  const post = <T>(path: string, body: unknown) => apiAsUser<T>(page, "POST", path, body);
  const licencia = `LIC-${Date.now().toString().slice(-6)}`;
  const { licencia: l } = await post<{ licencia: { id: number } }>(`/licencia/${personaId}/persona`, {
    numero: licencia,
    inicia: daysFromToday(-400),
    fin: daysFromToday(700),
    tipo_licencia_id: 1,
  });
  const tarjeta = "T-43043";
  const { tarjeta_operacion: t } = await post<{ tarjeta_operacion: { id: number } }>(`/tarjeta_operacion/${l.id}/licencia`, { numero: tarjeta });
  const placa = randomPlaca();
  await post(`/vehiculo/${t.id}/tarjeta_operacion`, {
    color_id: 1,
    tipo_vehiculo_id: 1,
    tipo_placa_id: 1,
    tipo_uso_id: 1,
    tipo_combustible_id: 1,
    marca_vehiculo_id: 1,
    nit: randomNit(),
    asiento: 30,
    numero_placa: placa,
    motor: "2KD-4343",
    modelo: "2021",
    numero_chasis: "CHS-4343",
    nombre_aseguradora: "ASEGURADORA GENERAL",
    poliza_numero: POLIZA,
    poliza_prima_total: "900",
    poliza_valor: "180000",
    poliza_monto_asegurado: "150000",
    poliza_tipo_seguro: "DAÑOS A TERCEROS",
    poliza_fecha_inicio: daysFromToday(-400),
    poliza_fecha_fin: daysFromToday(-1),
    poliza_documento: `data:application/pdf;base64,${tinyPdf("poliza 43").toString("base64")}`,
  });
  return { licencia, tarjeta, placa };
}

test("documentos con su avance, el PDF de la póliza desde el vehículo, un QR rechazado que dice cómo arreglarlo y su imagen", async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  await newCarrier(page, "natural");
  const crumbs = page.getByRole("navigation", { name: "Ruta de navegación" });

  await test.step("documentos en el teléfono: obligatorios, «n de m» y la fecha del archivo guardado", async () => {
    await page.setViewportSize(PHONE);
    await page.goto("/persona");
    const docs = page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: "Cargar Documentos Personales" }) });
    await expect(docs).toContainText("0 de 3 documentos requeridos subidos.");
    await expect(docs.getByRole("progressbar", { name: "Documentos subidos: 0 de 3" })).toBeVisible();
    const dpi = page.getByRole("group", { name: "DPI", exact: true });
    await expect(dpi).toContainText("(obligatorio)");
    await expect(dpi).toContainText("Pendiente");
    await expect(dpi).toContainText("Ningún archivo seleccionado. Solo archivos PDF.");

    await dpi.getByLabel("Seleccionar Archivo").setInputFiles(pdfFile("dpi.pdf", `DPI ${Date.now()}`));
    await expect(dpi).toContainText("Archivo elegido: dpi.pdf");
    const uploadedOn = await savedOnDay(async () => {
      await dpi.getByRole("button", { name: "Subir" }).click();
      await expect(docs).toContainText("1 de 3 documentos requeridos subidos. Faltan 2: todos son obligatorios.");
    });
    await expect(dpi).toContainText(new RegExp(`Guardado el (${uploadedOn.source})`));
    await expect(dpi).toContainText("Subido");
    await expect(dpi).not.toContainText("Ningún archivo seleccionado");
    await expect(dpi.getByRole("button", { name: "Subir" })).toBeDisabled();
    await expect(page.getByRole("group", { name: "RTU", exact: true })).toContainText("Pendiente");
    await expectNoHorizontalOverflow(page, "/persona documentos");
    await expectNoSeriousA11yViolations(page, "/persona documentos 1 de 3");
  });

  const { licencia, tarjeta, placa } = await vehicleWithEndedPolicy(page);

  await test.step("la vista previa del vehículo muestra el PDF de la póliza", async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/licencia");
    await page.getByRole("link", { name: `Ingresar Tarjeta de Operación de la licencia ${licencia}` }).click();
    await page.getByRole("link", { name: `Asociar Vehículo a la tarjeta ${tarjeta}` }).click();
    await page.getByRole("link", { name: `Ver vehículo ${placa}` }).click();
    await expect(page).toHaveURL(/\/vehiculoPreview$/);
    await expect(crumbs.getByRole("link", { name: "Tarjetas de Operación" })).toBeVisible();
    const poliza = page.locator("section").filter({ has: page.getByRole("heading", { name: "Póliza de Seguro" }) });
    await expect(poliza).toContainText(`No (venció el ${ddmmyyyy(daysFromToday(-1))})`);
    await poliza.getByRole("heading", { name: "Documento de la Póliza (PDF)" }).scrollIntoViewIfNeeded();
    const ver = poliza.getByRole("button", { name: `Ver la póliza ${POLIZA}` });
    // Seen on screen it loads by itself; "Ver" asks for it where it has not been seen yet.
    if (await ver.isVisible()) await ver.click();
    await expect(page.getByTitle(`Vista previa de la póliza ${POLIZA}`, { exact: true })).toHaveAttribute("src", /^blob:/);
    await expect(poliza.getByRole("link", { name: `Abrir la póliza ${POLIZA} en otra pestaña` })).toBeVisible();
    await expectNoSeriousA11yViolations(page, "/vehiculoPreview con PDF de la póliza");
    await crumbs.getByRole("link", { name: "Vehículos" }).click();
  });

  await test.step("QR rechazado por la póliza vencida: el motivo queda en la página con el enlace para corregirlo", async () => {
    await page.getByRole("link", { name: `QR de validación del vehículo ${placa}` }).click();
    await expect(page).toHaveURL(/\/validacionPiloto$/);
    for (const step of ["Licencias", "Tarjetas de Operación", "Vehículos"]) await expect(crumbs.getByRole("link", { name: step })).toBeVisible();
    await expect(crumbs.locator("[aria-current=page]")).toHaveText("QR del Vehículo");
    await page.setViewportSize(PHONE);
    await page.getByRole("button", { name: "Generar QR de Vehículo" }).click();
    const refusal = page.getByRole("alert").filter({ hasText: "No se puede generar el QR" });
    await expect(refusal).toContainText(`la póliza ${POLIZA} venció el ${ddmmyyyy(daysFromToday(-1))}`);
    // It stays: it is not a toast that goes away.
    await page.waitForTimeout(4_000);
    await expect(refusal).toBeVisible();
    await expect(page.getByRole("heading", { name: "QR vigente" })).toHaveCount(0);
    await expectNoHorizontalOverflow(page, "/validacionPiloto rechazo");
    await expectNoSeriousA11yViolations(page, "/validacionPiloto rechazo por póliza vencida");

    await refusal.getByRole("link", { name: `Editar el vehículo ${placa}` }).click();
    await expect(page).toHaveURL(/\/vehiculo$/);
    const edit = page.getByRole("form", { name: "Editar vehículo" });
    await expect(edit.getByLabel("Número de Placa")).toHaveValue(placa);
    await edit.getByLabel("Fecha de Inicio de la Póliza").fill(daysFromToday(-1));
    await edit.getByLabel("Fecha de Fin de la Póliza").fill(daysFromToday(365));
    await edit.getByRole("button", { name: "Guardar Cambios" }).click();
    await expect(page.getByRole("status").filter({ hasText: SUCCESS }).first()).toBeVisible();
    await expect(edit).toBeHidden();
  });

  await test.step("con la póliza vigente el QR se genera y la página muestra su imagen", async () => {
    await page.getByRole("link", { name: `QR de validación del vehículo ${placa}` }).click();
    const generated = page.waitForResponse((r) => /\/api\/validar_registro_piloto\/generar\/\d+\/vehiculo$/.test(r.url()) && r.status() === 201);
    await page.getByRole("button", { name: "Generar QR de Vehículo" }).click();
    const qr = (await (await generated).json()).validar as { codigo: string; llave: string };
    await expect(page.getByRole("alert").filter({ hasText: "No se puede generar el QR" })).toHaveCount(0);
    const image = page.getByRole("img", { name: `Código QR ${qr.codigo}` });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const src = (await image.getAttribute("src")) ?? "";
    expect(decodeQrDataUrl(src).split("#")[0]).toBe(`${baseURL}/verificar/${qr.codigo}?llave=${qr.llave}`);
    await expect(page.getByText(`Vigente hasta el ${ddmmyyyy(daysFromToday(365))}.`)).toBeVisible();
    await expectNoHorizontalOverflow(page, "/validacionPiloto con QR");
    await expectNoSeriousA11yViolations(page, "/validacionPiloto con la imagen del QR");
  });
});
