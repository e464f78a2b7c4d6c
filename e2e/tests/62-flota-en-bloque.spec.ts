import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { todayInGuatemala } from "@portal/domain/formats";
import ExcelJS from "exceljs";
import { expectNoSeriousA11yViolations } from "../support/a11y";
import { apiAsUser, newCarrier } from "../support/carrier";
import { randomNit, randomPlaca } from "../support/ids";
import { expectNoHorizontalOverflow } from "../support/layout";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

function yearsFromToday(years: number): string {
  const [y, m, d] = todayInGuatemala().split("-");
  return `${Number(y) + years}-${m}-${d === "29" && m === "02" ? "28" : d}`;
}

/** The template as downloaded, filled with `rows` (values by header) using the lists of its own "Listas" sheet. */
async function fillTemplate(path: string, rows: Array<Record<string, ExcelJS.CellValue>>, out: string) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path);
  const sheet = wb.getWorksheet("Vehículos")!;
  const lists = wb.getWorksheet("Listas")!;
  const headers = (sheet.getRow(1).values as string[]).slice(1);
  const firstOfList = new Map<string, ExcelJS.CellValue>();
  (lists.getRow(1).values as string[]).slice(1).forEach((h, i) => firstOfList.set(h, lists.getCell(2, i + 1).value));
  rows.forEach((r, i) => headers.forEach((h, j) => (sheet.getCell(i + 2, j + 1).value = r[h] ?? firstOfList.get(h) ?? null)));
  await wb.xlsx.writeFile(out);
}

const vehicle = (placa: string, asientos: number) => ({
  Placa: placa,
  "NIT del propietario": randomNit(),
  Asientos: asientos,
  Motor: "MTR-6262",
  "Modelo (año)": "2022",
  "Número de chasis": `CHS-${placa}`,
  Aseguradora: "ASEGURADORA GENERAL",
  "Número de póliza": `POL-${placa}`,
  "Tipo de seguro": "RESPONSABILIDAD CIVIL",
  "Prima total (Q)": 900,
  "Valor (Q)": 180000,
  "Monto asegurado (Q)": 150000,
  "Inicio de la póliza": yearsFromToday(0),
  "Fin de la póliza": yearsFromToday(1),
});

async function openVehiculos(page: Page, licencia: string, tarjeta: string) {
  await page.goto("/licencia");
  await page.getByRole("link", { name: `Ingresar Tarjeta de Operación de la licencia ${licencia}` }).click();
  await page.getByRole("link", { name: `Asociar Vehículo a la tarjeta ${tarjeta}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Vehículos" })).toBeVisible();
}

test("flota en bloque: plantilla, tres filas con un error, vista previa, corrección, guardado y lista", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  await newCarrier(page, "juridico");
  const personaId = Number(await page.evaluate(() => localStorage.getItem("persona_id")));
  const licencia = `LIC-${Date.now().toString().slice(-6)}`;
  const tarjeta = "T-62062";
  const { licencia: lic } = await apiAsUser<{ licencia: { id: number } }>(page, "POST", `/licencia/${personaId}/persona`, {
    numero: licencia,
    inicia: yearsFromToday(-1),
    fin: yearsFromToday(2),
    tipo_licencia_id: 1,
  });
  await apiAsUser(page, "POST", `/tarjeta_operacion/${lic.id}/licencia`, { numero: tarjeta });
  await openVehiculos(page, licencia, tarjeta);
  await page.setViewportSize(PHONE);

  const card = page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: "Importar y exportar vehículos" }) });
  const dir = mkdtempSync(join(tmpdir(), "flota-"));
  const placas = [randomPlaca(), randomPlaca(), randomPlaca()];

  const downloaded = page.waitForEvent("download");
  await card.getByRole("button", { name: "Descargar plantilla (.xlsx)" }).click();
  const template = await (await downloaded).path();
  expect((await downloaded).suggestedFilename()).toMatch(/\.xlsx$/);

  const wrongFile = join(dir, "flota-con-error.xlsx");
  await fillTemplate(template, [vehicle(placas[0], 30), vehicle(placas[1], 150), vehicle(placas[2], 45)], wrongFile);
  await card.getByLabel("Archivo con los vehículos").setInputFiles(wrongFile);
  await expect(card.getByText("3 filas: 2 nuevas, 0 cambiadas, 0 sin cambios, 1 con errores.")).toBeVisible();
  const wrongRow = card.getByRole("listitem").filter({ hasText: `Fila 3 · Placa ${placas[1]}` });
  await expect(wrongRow.getByText("Asientos: El número de asientos debe estar entre 1 y 99.")).toBeVisible();
  const save = card.getByRole("button", { name: /^Guardar/ });
  await expect(save).toBeDisabled();
  await wrongRow.scrollIntoViewIfNeeded();
  await expectNoHorizontalOverflow(page, "/vehiculo importación 390 px");
  await expectNoSeriousA11yViolations(page, "/vehiculo vista previa con error 390 px");

  const fixedFile = join(dir, "flota.xlsx");
  await fillTemplate(template, [vehicle(placas[0], 30), vehicle(placas[1], 15), vehicle(placas[2], 45)], fixedFile);
  await card.getByLabel("Archivo con los vehículos").setInputFiles(fixedFile);
  await expect(card.getByText("3 filas: 3 nuevas, 0 cambiadas, 0 sin cambios, 0 con errores.")).toBeVisible();
  await expect(save).toHaveText("Guardar 3 filas");
  await save.scrollIntoViewIfNeeded();
  await expect(save).toBeInViewport();
  await save.click();
  await expect(card.getByText("Se guardaron 3 vehículos nuevos y 0 cambios. Quedan pendientes de revisión.")).toBeVisible();

  await page.setViewportSize(DESKTOP);
  for (const placa of placas) await expect(page.getByRole("link", { name: `Ver vehículo ${placa}` })).toBeVisible();
  await expectNoHorizontalOverflow(page, "/vehiculo 1366 px");
  await expectNoSeriousA11yViolations(page, "/vehiculo después de importar 1366 px");
});
