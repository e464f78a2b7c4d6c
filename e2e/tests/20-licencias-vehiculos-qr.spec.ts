import { readFileSync } from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { todayInGuatemala } from "@portal/domain/formats";
import { expectNoSeriousA11yViolations } from "../support/a11y";
import { ddmmyyyy, savedOnDay } from "../support/dates";
import { newCarrier } from "../support/carrier";
import { randomNit, randomPlaca } from "../support/ids";
import { pdfFile, pngFile } from "../support/pdf";
import { decodeQrPng } from "../support/qr";

const SUCCESS = "Operación realizada con éxito!";

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text }).first();

/** A YYYY-MM-DD date `years` away from today (Guatemala). */
function yearsFromToday(years: number): string {
  const [y, m, d] = todayInGuatemala().split("-");
  return `${Number(y) + years}-${m}-${d === "29" && m === "02" ? "28" : d}`;
}

/** Reads the QR in a PNG file: the text it encodes. */

test("licencia, tarjeta, vehículo con póliza, vista previa, QR descargado y verificado, revocado", async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  const licencia = `LIC-${Date.now().toString().slice(-6)}`;
  const tarjeta = "T-12345";
  const placa = randomPlaca();
  const inicia = yearsFromToday(-1);
  const fin = yearsFromToday(2);
  await newCarrier(page, "natural");

  await test.step("pantallas abiertas sin su registro dicen qué falta", async () => {
    await page.goto("/tarjetaOperacion");
    await expect(page.getByText(/No se seleccionó una licencia/)).toBeVisible();
    await page.goto("/vehiculo");
    await expect(page.getByText(/No se seleccionó una tarjeta de operación/)).toBeVisible();
    await page.goto("/validacionPiloto");
    await expect(page.getByText(/No se seleccionó un vehículo/)).toBeVisible();
    await page.goto("/vehiculoPreview");
    await expect(page.getByText("No hay información del vehículo disponible.")).toBeVisible();
    await expectNoSeriousA11yViolations(page, "/vehiculoPreview sin vehículo");
    await page.getByRole("link", { name: "Ir a Licencias" }).click();
    await expect(page).toHaveURL(/\/licencia$/);
  });

  await test.step("licencias: registrar con número inválido y luego válido", async () => {
    await expect(page.getByRole("navigation", { name: "Ruta de navegación" })).toContainText("Licencias");
    await expect(page.getByRole("heading", { level: 1, name: "Licencias" })).toBeVisible();
    await expect(page.getByText("No hay licencias registradas.")).toBeVisible();
    const form = page.getByRole("form", { name: "Registrar licencia" });
    const add = form.getByRole("button", { name: "Agregar Licencia" });
    await expect(add).toBeDisabled();
    await form.getByLabel("Número de Licencia").fill("lic 01/#");
    await form.getByLabel("Fecha de Inicio").fill(inicia);
    await form.getByLabel("Fecha de Expiración").fill(fin);
    await form.getByLabel("Tipo de Licencia").selectOption({ index: 1 });
    await add.click();
    await expect(form.getByText("El número de Licencia no es válido.")).toBeVisible();
    await expectNoSeriousA11yViolations(page, "/licencia con error");

    await form.getByLabel("Número de Licencia").fill(licencia.toLowerCase());
    await expect(form.getByLabel("Número de Licencia")).toHaveValue(licencia);
    await add.click();
    await expect(toast(page, SUCCESS)).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: licencia });
    await expect(row).toContainText(ddmmyyyy(inicia));
    await expect(row).toContainText(ddmmyyyy(fin));
    await expect(row).toContainText("Vigente");
    await expectNoSeriousA11yViolations(page, "/licencia");
    await row.getByRole("link", { name: `Ingresar Tarjeta de Operación de la licencia ${licencia}` }).click();
  });

  await test.step("tarjetas de operación: formato, vacío ignorado, agregar", async () => {
    await expect(page).toHaveURL(/\/tarjetaOperacion$/);
    await expect(page.getByRole("heading", { level: 1, name: "Tarjetas de Operación" })).toBeVisible();
    const info = page.locator("section").filter({ has: page.getByRole("heading", { name: "Información de la Licencia" }) });
    await expect(info).toContainText(licencia);
    await expect(info).toContainText("Vigente");
    await expect(page.getByText("No hay tarjetas de operación asociadas.")).toBeVisible();
    const input = page.getByLabel("Número de Tarjeta de Operación");
    await expect(input).toHaveAttribute("placeholder", "T-12345");
    const add = page.getByRole("button", { name: "Agregar Tarjeta" });

    await add.click();
    await expect(page.getByText("El número de tarjeta de operación ingresado no es válido.")).toHaveCount(0);

    await input.fill("x-12");
    await add.click();
    await expect(page.getByText("El número de tarjeta de operación ingresado no es válido.")).toBeVisible();
    await expectNoSeriousA11yViolations(page, "/tarjetaOperacion con error");

    await input.fill(tarjeta.toLowerCase());
    await expect(input).toHaveValue(tarjeta);
    await add.click();
    await expect(toast(page, SUCCESS)).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: tarjeta });
    await expect(row).toBeVisible();
    await expectNoSeriousA11yViolations(page, "/tarjetaOperacion");
    await row.getByRole("link", { name: `Asociar Vehículo a la tarjeta ${tarjeta}` }).click();
  });

  const form = page.getByRole("form", { name: "Agregar vehículo" });
  let createdOn = /$^/;

  await test.step("vehículos: formulario con sus formatos, límites y PDF de póliza", async () => {
    await expect(page).toHaveURL(/\/vehiculo$/);
    await expect(page.getByRole("heading", { level: 1, name: "Vehículos" })).toBeVisible();
    await expect(page.getByText("No hay vehículos asociados.")).toBeVisible();
    const toggle = page.getByRole("button", { name: "Agregar Vehículo" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const save = form.getByRole("button", { name: "Guardar Vehículo" });
    await expect(save).toBeDisabled();

    await form.getByLabel("NIT del propietario").fill(randomNit());
    await form.getByLabel("Número de Placa").fill("12ab");
    await form.getByLabel("Número de Placa").blur();
    await expect(form.getByText("Formato inválido (123AAA)")).toBeVisible();
    await form.getByLabel("Número de Placa").fill(placa.toLowerCase());
    await expect(form.getByLabel("Número de Placa")).toHaveValue(placa);
    await expect(form.getByText("Formato inválido (123AAA)")).toHaveCount(0);

    // Out of range is refused with its message on leaving the field, never changed behind the user's back.
    await form.getByLabel("Asientos").fill("150");
    await form.getByLabel("Asientos").blur();
    await expect(form.getByLabel("Asientos")).toHaveValue("150");
    await expect(form.getByLabel("Asientos")).toHaveAccessibleDescription("El número de asientos debe estar entre 1 y 99.");
    await form.getByLabel("Asientos").fill("40");
    await form.getByLabel("Marca").selectOption({ index: 1 });
    await form.getByLabel("Modelo").fill("20X0");
    await form.getByLabel("Modelo").blur();
    await expect(form.getByText("Formato inválido", { exact: true })).toBeVisible();
    await form.getByLabel("Modelo").fill("2020");
    await form.getByLabel("Línea").fill("Hiace");
    await form.getByLabel("Motor").fill("1KD-".padEnd(30, "7"));
    await expect(form.getByLabel("Motor")).toHaveValue("1KD-".padEnd(25, "7"));
    await form.getByLabel("Número de Serie").fill("SER-0001");
    await form.getByLabel("Número de Chasis").fill("JTFSS22P0000001");
    await form.getByLabel("Cilindros").fill("4");
    await form.getByLabel("CC", { exact: true }).fill("2982");
    await form.getByLabel("Color").selectOption({ label: "Azul" });
    await form.getByLabel("Tipo de Vehículo").selectOption({ index: 1 });
    await form.getByLabel("Tipo de Placa").selectOption({ index: 1 });
    await form.getByLabel("Tipo de Uso").selectOption({ index: 1 });
    await form.getByLabel("Tipo de Combustible").selectOption({ index: 1 });

    await form.getByLabel("Aseguradora").fill("Seguros El Roble");
    await form.getByLabel("Número de Póliza").fill("POL-778899");
    await form.getByLabel("Tipo de Seguro").fill("Responsabilidad civil");
    await form.getByLabel("Prima Total (Q)").fill("1234.5");
    await form.getByLabel("Valor (Q)").fill("250000");
    await form.getByLabel("Monto Asegurado (Q)").fill("200000");
    await form.getByLabel("Fecha de Inicio de la Póliza").fill(inicia);
    await form.getByLabel("Fecha de Fin de la Póliza").fill(fin);
    // Everything but the policy PDF: still disabled, and the line under it says what is missing.
    await expect(save).toBeDisabled();
    await expect(save).toHaveAccessibleDescription("Falta: Documento de la Póliza (PDF)");

    const pdf = form.getByLabel("Documento de la Póliza (PDF)");
    await pdf.setInputFiles(pngFile("poliza.png"));
    await expect(form.getByText("Solo se permiten archivos PDF.")).toBeVisible();
    await expect(save).toBeDisabled();
    await pdf.setInputFiles(pdfFile("poliza.pdf", `Poliza ${Date.now()}`));
    await expect(form.getByText("Solo se permiten archivos PDF.")).toHaveCount(0);
    await expect(save).toBeEnabled();
    await expectNoSeriousA11yViolations(page, "/vehiculo formulario");

    // The policy PDF travels as a file beside the fields (decision 185), not as base64 inside JSON.
    const sent = page.waitForRequest((r) => r.method() === "POST" && /\/api\/vehiculo\/\d+\/tarjeta_operacion\/formulario$/.test(r.url()));
    createdOn = await savedOnDay(async () => {
      await save.click();
      await expect(toast(page, SUCCESS)).toBeVisible();
    });
    expect((await sent).headers()["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    await expect(form).toBeHidden();
    const row = page.getByRole("row").filter({ hasText: placa });
    await expect(row).toContainText("2020");
    await expect(row).toContainText("Azul");
    await expect(row).toContainText("Activo");
    await expectNoSeriousA11yViolations(page, "/vehiculo");

    // The search asks the server for plates starting with what is typed (decision 095).
    const search = page.getByRole("searchbox", { name: "Buscar por placa" });
    const asked = page.waitForRequest((r) => r.url().includes(`placa=${placa.slice(0, 4)}`));
    await search.fill(placa.slice(0, 4).toLowerCase());
    await asked;
    await expect(row).toBeVisible();
    await search.fill("ZZZ9");
    await expect(page.getByText("Ningún vehículo de esta tarjeta tiene una placa que empiece por ZZZ9.")).toBeVisible();
    await search.fill("12-");
    await expect(page.getByText("Escriba el inicio de la placa: solo letras y números, hasta 10.")).toBeVisible();
    await search.fill("");
    await expect(row).toBeVisible();
  });

  await test.step("editar el vehículo sin cambiar el PDF de la póliza", async () => {
    await page.getByRole("button", { name: `Editar vehículo ${placa}`, exact: true }).click();
    const edit = page.getByRole("form", { name: "Editar vehículo" });
    await expect(page.getByRole("button", { name: `Editar Vehículo ${placa}`, exact: true })).toHaveAttribute("aria-expanded", "true");
    await expect(edit.getByLabel("Número de Placa")).toHaveValue(placa);
    await expect(edit.getByLabel("Color")).toHaveValue("1");
    await expect(edit.getByLabel("Prima Total (Q)")).toHaveValue("1234.50");
    await edit.getByLabel("Asientos").fill("35");
    const sent = page.waitForRequest((r) => r.method() === "PUT" && /\/api\/vehiculo\/\d+\/formulario$/.test(r.url()));
    await edit.getByRole("button", { name: "Guardar Cambios" }).click();
    await expect(toast(page, SUCCESS)).toBeVisible();
    expect((await sent).headers()["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    await expect(edit).toBeHidden();
  });

  await test.step("vista previa: quetzales, fechas y Sí/No", async () => {
    await page.getByRole("link", { name: `Ver vehículo ${placa}` }).click();
    await expect(page).toHaveURL(/\/vehiculoPreview$/);
    await expect(page.getByRole("heading", { level: 1, name: "Información del Vehículo" })).toBeVisible();
    const datos = page.locator("section").filter({ has: page.getByRole("heading", { name: "Datos del Vehículo" }) });
    await expect(datos).toContainText(placa);
    await expect(datos).toContainText("35");
    await expect(datos).toContainText("Azul");
    await expect(datos).toContainText("Sí");
    const poliza = page.locator("section").filter({ has: page.getByRole("heading", { name: "Póliza de Seguro" }) });
    await expect(poliza).toContainText("POL-778899");
    await expect(poliza).toContainText("Q 1,234.50");
    await expect(poliza).toContainText("Q 250,000.00");
    await expect(poliza).toContainText("Q 200,000.00");
    await expect(poliza).toContainText(ddmmyyyy(inicia));
    await expect(poliza).toContainText(ddmmyyyy(fin));
    await expectNoSeriousA11yViolations(page, "/vehiculoPreview");
    await page.getByRole("link", { name: "Volver a Vehículos" }).click();
    await expect(page).toHaveURL(/\/vehiculo$/);
    await expect(page.getByRole("row").filter({ hasText: placa })).toBeVisible();
  });

  let qr = { id: 0, codigo: "", llave: "" };
  let verifyUrl = "";

  await test.step("QR: detalle del vehículo, generar y descargar el PNG", async () => {
    await page.getByRole("link", { name: `QR de validación del vehículo ${placa}` }).click();
    await expect(page).toHaveURL(/\/validacionPiloto$/);
    await expect(page.getByRole("heading", { level: 1, name: "Detalle del Vehículo" })).toBeVisible();
    const info = page.locator("section").filter({ has: page.getByRole("heading", { name: "Información del Vehículo" }) });
    await expect(info).toContainText(licencia);
    await expect(info).toContainText(placa);
    await expect(info).toContainText("2982");
    await expect(info).toContainText(createdOn);
    await expect(page.getByText("No hay QR generados para este vehículo.")).toBeVisible();

    const generated = page.waitForResponse((r) => /\/api\/validar_registro_piloto\/generar\/\d+\/vehiculo$/.test(r.url()) && r.status() === 201);
    await page.getByRole("button", { name: "Generar QR de Vehículo" }).click();
    qr = (await (await generated).json()).validar;
    await expect(toast(page, SUCCESS)).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: qr.codigo });
    await expect(row).toContainText(qr.llave);
    await expect(row).toContainText(ddmmyyyy(fin));
    await expectNoSeriousA11yViolations(page, "/validacionPiloto");

    const [download] = await Promise.all([page.waitForEvent("download"), row.getByRole("button", { name: `Descargar QR ${qr.codigo}` }).click()]);
    // Named by plate and code, so a carrier's several QR files tell themselves apart.
    expect(download.suggestedFilename()).toBe(`QR_${placa}_${qr.codigo}.png`);
    verifyUrl = decodeQrPng(readFileSync((await download.path())!));
    // The signed credential follows in the fragment (journey 56 checks it).
    expect(verifyUrl.split("#")[0]).toBe(`${baseURL}/verificar/${qr.codigo}?llave=${qr.llave}`);
  });

  const visitor = await (await browser.newContext({ locale: "es-GT" })).newPage();

  await test.step("la página pública de verificación muestra VIGENTE sin iniciar sesión", async () => {
    await visitor.goto(verifyUrl);
    await expect(visitor.getByRole("heading", { level: 1, name: "Verificación de vehículo" })).toBeVisible();
    await expect(visitor.getByTestId("veredicto")).toHaveText("VIGENTE");
    await expect(visitor.getByRole("main")).toContainText(placa);
    await expect(visitor.getByRole("main")).toContainText(licencia);
    await expect(visitor.getByRole("main")).toContainText("MARÍA JOSÉ LÓPEZ GARCÍA");
    await expect(visitor.getByRole("main")).toContainText(ddmmyyyy(fin));
    await expectNoSeriousA11yViolations(visitor, "/verificar VIGENTE");

    await visitor.goto(`${baseURL}/verificar/${qr.codigo}?llave=incorrecta`);
    await expect(visitor.getByTestId("veredicto")).toHaveText("Código no válido");
    await expectNoSeriousA11yViolations(visitor, "/verificar código no válido");
  });

  await test.step("eliminar el QR: desaparece de la lista y la verificación dice REVOCADO", async () => {
    await page.getByRole("button", { name: `Eliminar QR ${qr.codigo}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Eliminar QR" });
    await expect(confirm).toContainText(qr.codigo);
    await confirm.getByRole("button", { name: "Eliminar" }).click();
    await expect(toast(page, SUCCESS)).toBeVisible();
    await expect(page.getByText("No hay QR generados para este vehículo.")).toBeVisible();

    await visitor.goto(verifyUrl);
    await expect(visitor.getByTestId("veredicto")).toHaveText("REVOCADO");
    await expect(visitor.getByRole("main")).toContainText(placa);
    await expectNoSeriousA11yViolations(visitor, "/verificar REVOCADO");
    await visitor.context().close();
  });

  await test.step("cambiar la placa revoca el QR impreso; desactivar el vehículo lo deja INACTIVO", async () => {
    const generar = async () => {
      const generated = page.waitForResponse((r) => /\/api\/validar_registro_piloto\/generar\/\d+\/vehiculo$/.test(r.url()) && r.status() === 201);
      await page.getByRole("button", { name: "Generar QR de Vehículo" }).click();
      const code = (await (await generated).json()).validar as { codigo: string; llave: string };
      return `${baseURL}/verificar/${code.codigo}?llave=${encodeURIComponent(code.llave)}`;
    };
    const editar = async (plate: string, change: (edit: Locator) => Promise<void>) => {
      await page.getByRole("navigation", { name: "Ruta de navegación" }).getByRole("link", { name: "Vehículos" }).click();
      await page.getByRole("button", { name: `Editar vehículo ${plate}`, exact: true }).click();
      const edit = page.getByRole("form", { name: "Editar vehículo" });
      await change(edit);
      await edit.getByRole("button", { name: "Guardar Cambios" }).click();
      await expect(toast(page, SUCCESS)).toBeVisible();
      await expect(edit).toBeHidden();
    };
    const scanner = await (await browser.newContext({ locale: "es-GT" })).newPage();
    const estado = scanner.getByTestId("veredicto");

    const printed = await generar();
    await scanner.goto(printed);
    await expect(estado).toHaveText("VIGENTE");
    const nueva = randomPlaca();
    await editar(placa, (edit) => edit.getByLabel("Número de Placa").fill(nueva));
    await scanner.reload();
    await expect(estado).toHaveText("REVOCADO");
    await expect(scanner.getByRole("main")).toContainText(nueva);

    await page.getByRole("link", { name: `QR de validación del vehículo ${nueva}` }).click();
    const second = await generar();
    await editar(nueva, (edit) => edit.getByLabel("Vehículo activo").uncheck());
    await expect(page.getByRole("row").filter({ hasText: nueva })).toContainText("Inactivo");
    await scanner.goto(second);
    await expect(estado).toHaveText("INACTIVO");
    await expect(scanner.getByRole("status")).toContainText("El vehículo consta como inactivo en el registro.");
    await expectNoSeriousA11yViolations(scanner, "/verificar INACTIVO");
    await scanner.context().close();

    await page.getByRole("link", { name: `QR de validación del vehículo ${nueva}` }).click();
    await expect(page.getByText(/El vehículo está inactivo: sus códigos QR fueron revocados/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Generar QR de Vehículo" })).toBeDisabled();
    await expect(page.getByText("No hay QR generados para este vehículo.")).toBeVisible();
    await expectNoSeriousA11yViolations(page, "/validacionPiloto vehículo inactivo");
  });

  await test.step("una licencia con tarjetas no se elimina: la confirmación dice por qué y qué hacer antes", async () => {
    await page.getByRole("navigation", { name: "Ruta de navegación" }).getByRole("link", { name: "Licencias" }).click();
    await expect(page).toHaveURL(/\/licencia$/);
    await page.getByRole("button", { name: `Eliminar licencia ${licencia}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Eliminar licencia" });
    await expect(confirm).toContainText(`La licencia ${licencia} no se puede eliminar porque tiene tarjetas de operación asociadas.`);
    await expect(confirm).toContainText("Primero elimine sus tarjetas de operación");
    await expect(confirm.getByRole("button", { name: "Eliminar" })).toHaveCount(0);
    await confirm.getByRole("button", { name: "Entendido" }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole("row").filter({ hasText: licencia })).toBeVisible();
  });
});
