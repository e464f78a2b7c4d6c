import { expect, test, type Locator, type Page } from "@playwright/test";
import { todayInGuatemala } from "@portal/domain/formats";
import { expectNoSeriousA11yViolations } from "../support/a11y";
import { newCarrier } from "../support/carrier";
import { randomNit, randomPlaca } from "../support/ids";
import { activePdfFile, pdfFile } from "../support/pdf";

const SUCCESS = "Operación realizada con éxito!";

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text }).first();

/** A YYYY-MM-DD date `days` away from today (Guatemala). */
function daysFromToday(days: number): string {
  const d = new Date(`${todayInGuatemala()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function addLicencia(page: Page, numero: string, inicia: string, fin: string) {
  const form = page.getByRole("form", { name: "Registrar licencia" });
  await form.getByLabel("Número de Licencia").fill(numero);
  await form.getByLabel("Fecha de Inicio").fill(inicia);
  await form.getByLabel("Fecha de Expiración").fill(fin);
  await form.getByLabel("Tipo de Licencia").selectOption({ index: 1 });
  await form.getByRole("button", { name: "Agregar Licencia" }).click();
}

/** Fills every field of the vehicle form, with the policy running over the given dates. */
async function fillVehiculo(form: Locator, placa: string, polizaInicio: string, polizaFin: string) {
  await form.getByLabel("NIT del propietario").fill(randomNit());
  await form.getByLabel("Número de Placa").fill(placa);
  await form.getByLabel("Asientos").fill("15");
  await form.getByLabel("Marca").selectOption({ index: 2 });
  await form.getByLabel("Modelo").fill("2018");
  await form.getByLabel("Motor").fill("4D56-889900");
  await form.getByLabel("Número de Chasis").fill("MMBJNKB40JD000777");
  await form.getByLabel("Color").selectOption({ label: "Rojo" });
  await form.getByLabel("Tipo de Vehículo").selectOption({ index: 1 });
  await form.getByLabel("Tipo de Placa").selectOption({ index: 1 });
  await form.getByLabel("Tipo de Uso").selectOption({ index: 1 });
  await form.getByLabel("Tipo de Combustible").selectOption({ index: 1 });
  await form.getByLabel("Aseguradora").fill("Aseguradora General");
  await form.getByLabel("Número de Póliza").fill("AG-2020-55");
  await form.getByLabel("Tipo de Seguro").fill("Daños a terceros");
  await form.getByLabel("Prima Total (Q)").fill("980");
  await form.getByLabel("Valor (Q)").fill("95000");
  await form.getByLabel("Monto Asegurado (Q)").fill("90000");
  await form.getByLabel("Fecha de Inicio de la Póliza").fill(polizaInicio);
  await form.getByLabel("Fecha de Fin de la Póliza").fill(polizaFin);
  await form.getByLabel("Documento de la Póliza (PDF)").setInputFiles(pdfFile("poliza.pdf", `Poliza ${placa} ${Date.now()}`));
}

test("licencia expirada, póliza vencida, duplicados y eliminaciones rechazadas con el mensaje del servidor", async ({ page }) => {
  test.setTimeout(240_000);
  const suffix = Date.now().toString().slice(-5);
  const vencida = `EXP-${suffix}`;
  const vigente = `VIG-${suffix}`;
  const tarjeta = "A-54321";
  const placa = randomPlaca();
  await newCarrier(page, "juridico");
  await page.goto("/licencia");

  await test.step("una licencia ya terminada se lee Expirada; un número repetido se rechaza en su campo", async () => {
    await addLicencia(page, vencida, daysFromToday(-800), daysFromToday(-30));
    // An expiry already past is flagged under the field and asked about before saving.
    await expect(page.getByLabel("Fecha de Expiración")).toHaveAccessibleDescription("Esta fecha ya pasó: la licencia quedará vencida.");
    await page.getByRole("alertdialog", { name: "La fecha ya pasó" }).getByRole("button", { name: "Guardar de todos modos" }).click();
    await expect(toast(page, SUCCESS)).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: vencida })).toContainText("Expirada");

    await addLicencia(page, vencida, daysFromToday(-10), daysFromToday(700));
    await expect(toast(page, "No se pudo agregar la licencia")).toBeVisible();
    await expect(page.getByRole("form", { name: "Registrar licencia" }).getByText("Ya existe una licencia registrada con ese número.")).toBeVisible();

    await addLicencia(page, vigente, daysFromToday(-10), daysFromToday(700));
    await expect(page.getByRole("row").filter({ hasText: vigente })).toContainText("Vigente");
    await expectNoSeriousA11yViolations(page, "/licencia con dos licencias");
  });

  await test.step("tarjeta y vehículo con la póliza vencida", async () => {
    await page.getByRole("link", { name: `Ingresar Tarjeta de Operación de la licencia ${vigente}` }).click();
    await page.getByLabel("Número de Tarjeta de Operación").fill(tarjeta);
    await page.getByRole("button", { name: "Agregar Tarjeta" }).click();
    await page.getByRole("link", { name: `Asociar Vehículo a la tarjeta ${tarjeta}` }).click();

    await page.getByRole("button", { name: "Agregar Vehículo" }).click();
    const form = page.getByRole("form", { name: "Agregar vehículo" });
    await fillVehiculo(form, placa, daysFromToday(-400), daysFromToday(-1));
    await form.getByRole("button", { name: "Guardar Vehículo" }).click();
    const pastPoliza = page.getByRole("alertdialog", { name: "La fecha ya pasó" });
    await expect(pastPoliza).toContainText("la póliza quedará vencida");
    await pastPoliza.getByRole("button", { name: "Guardar de todos modos" }).click();
    await expect(toast(page, SUCCESS)).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: placa })).toContainText("Rojo");
  });

  await test.step("la misma placa otra vez: el formulario lo dice en el campo de la placa", async () => {
    await page.getByRole("button", { name: "Agregar Vehículo" }).click();
    const form = page.getByRole("form", { name: "Agregar vehículo" });
    await fillVehiculo(form, placa, daysFromToday(-10), daysFromToday(300));
    await form.getByRole("button", { name: "Guardar Vehículo" }).click();
    await expect(toast(page, "No se pudo agregar el vehículo")).toBeVisible();
    await expect(form.getByText("Ya existe un vehículo con ese número de placa en esta tarjeta de operación.")).toBeVisible();
    await expect(form.getByLabel("Número de Placa")).toHaveAttribute("aria-invalid", "true");
    await expectNoSeriousA11yViolations(page, "/vehiculo placa repetida");
    await form.getByRole("button", { name: "Cancelar" }).click();
    await expect(form).toBeHidden();
  });

  await test.step("la placa en otra tarjeta ya está en un vehículo activo; un PDF con JavaScript se rechaza", async () => {
    const otra = "0-11111";
    await page.getByRole("navigation", { name: "Ruta de navegación" }).getByRole("link", { name: "Tarjetas de Operación" }).click();
    await page.getByLabel("Número de Tarjeta de Operación").fill(otra);
    await page.getByRole("button", { name: "Agregar Tarjeta" }).click();
    await page.getByRole("link", { name: `Asociar Vehículo a la tarjeta ${otra}` }).click();
    await page.getByRole("button", { name: "Agregar Vehículo" }).click();
    const form = page.getByRole("form", { name: "Agregar vehículo" });
    await fillVehiculo(form, placa, daysFromToday(-10), daysFromToday(300));
    await form.getByLabel("Documento de la Póliza (PDF)").setInputFiles(activePdfFile());
    await form.getByRole("button", { name: "Guardar Vehículo" }).click();
    await expect(toast(page, "No se pudo agregar el vehículo")).toBeVisible();
    await expect(form.getByText("El PDF contiene contenido activo (JavaScript, acciones o archivos incrustados) y no se acepta.")).toBeVisible();

    await form.getByLabel("Documento de la Póliza (PDF)").setInputFiles(pdfFile("poliza.pdf", `Poliza ${placa} ${Date.now()}`));
    await form.getByRole("button", { name: "Guardar Vehículo" }).click();
    await expect(form.getByText("La placa ya está registrada en otro vehículo activo.")).toBeVisible();
    await expect(form.getByLabel("Número de Placa")).toHaveAttribute("aria-invalid", "true");
    await expectNoSeriousA11yViolations(page, "/vehiculo placa activa en otra tarjeta");
    await form.getByRole("button", { name: "Cancelar" }).click();
    await expect(page.getByText("No hay vehículos asociados.")).toBeVisible();

    await page.getByRole("navigation", { name: "Ruta de navegación" }).getByRole("link", { name: "Tarjetas de Operación" }).click();
    await page.getByRole("button", { name: `Eliminar tarjeta ${otra}` }).click();
    await page.getByRole("alertdialog", { name: "Eliminar tarjeta de operación" }).getByRole("button", { name: "Eliminar" }).click();
    await expect(page.getByRole("row").filter({ hasText: otra })).toHaveCount(0);
    await page.getByRole("link", { name: `Asociar Vehículo a la tarjeta ${tarjeta}` }).click();
  });

  await test.step("sin póliza vigente no hay QR: el servidor explica por qué", async () => {
    await page.getByRole("link", { name: `QR de validación del vehículo ${placa}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Detalle del Vehículo" })).toBeVisible();
    await page.getByRole("button", { name: "Generar QR de Vehículo" }).click();
    // The refusal stays on the page: which record blocks the QR, since when, and where to fix it.
    const refusal = page.getByRole("alert").filter({ hasText: "No se puede generar el QR" });
    await expect(refusal).toContainText(`venció el ${daysFromToday(-1).split("-").reverse().join("/")}`);
    await expect(refusal.getByRole("link", { name: `Editar el vehículo ${placa}` })).toBeVisible();
    await expect(page.getByText("No hay QR generados para este vehículo.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Generar QR de Vehículo" })).toBeEnabled();
  });

  await test.step("una tarjeta con vehículos no se elimina; sin ellos, sí", async () => {
    await page.getByRole("navigation", { name: "Ruta de navegación" }).getByRole("link", { name: "Vehículos" }).click();
    await page.getByRole("navigation", { name: "Ruta de navegación" }).getByRole("link", { name: "Tarjetas de Operación" }).click();
    await expect(page).toHaveURL(/\/tarjetaOperacion$/);
    await page.getByRole("button", { name: `Eliminar tarjeta ${tarjeta}` }).click();
    const blocked = page.getByRole("alertdialog", { name: "Eliminar tarjeta de operación" });
    await expect(blocked).toContainText(`La tarjeta de operación ${tarjeta} no se puede eliminar porque tiene vehículos asociados.`);
    await expect(blocked.getByRole("button", { name: "Eliminar" })).toHaveCount(0);
    await blocked.getByRole("button", { name: "Entendido" }).click();

    await page.getByRole("link", { name: `Asociar Vehículo a la tarjeta ${tarjeta}` }).click();
    await page.getByRole("button", { name: `Eliminar vehículo ${placa}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Eliminar vehículo" });
    await expect(confirm).toContainText(placa);
    await confirm.getByRole("button", { name: "Eliminar" }).click();
    await expect(page.getByText("No hay vehículos asociados.")).toBeVisible();

    await page.getByRole("navigation", { name: "Ruta de navegación" }).getByRole("link", { name: "Tarjetas de Operación" }).click();
    await page.getByRole("button", { name: `Eliminar tarjeta ${tarjeta}` }).click();
    await page.getByRole("alertdialog", { name: "Eliminar tarjeta de operación" }).getByRole("button", { name: "Eliminar" }).click();
    await expect(page.getByText("No hay tarjetas de operación asociadas.")).toBeVisible();
  });

  await test.step("sin tarjetas, las licencias se eliminan", async () => {
    await page.getByRole("navigation", { name: "Ruta de navegación" }).getByRole("link", { name: "Licencias" }).click();
    for (const numero of [vigente, vencida]) {
      await page.getByRole("button", { name: `Eliminar licencia ${numero}` }).click();
      const confirm = page.getByRole("alertdialog", { name: "Eliminar licencia" });
      await expect(confirm).toContainText(numero);
      await confirm.getByRole("button", { name: "Eliminar" }).click();
      await expect(page.getByRole("row").filter({ hasText: numero })).toHaveCount(0);
    }
    await expect(page.getByText("No hay licencias registradas.")).toBeVisible();
  });
});
