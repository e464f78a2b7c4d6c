import { expect, test, type Page } from "@playwright/test";
import { ageOn, todayInGuatemala } from "@portal/domain/formats";
import { expectNoSeriousA11yViolations } from "../support/a11y";
import { newCarrier } from "../support/carrier";
import { randomCui, randomNit } from "../support/ids";
import { pdfFile } from "../support/pdf";

const BIRTH = "1979-08-23";
const SUCCESS = "Operación realizada con éxito!";

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text }).first();

test("mandatarios: agregar, validar, editar, subir y ver un documento, eliminar", async ({ page }) => {
  test.setTimeout(180_000);
  const cui = randomCui();
  const nit = randomNit();
  await newCarrier(page, "natural");

  await test.step("desde inicio, la lista vacía", async () => {
    await page.getByRole("list", { name: "Módulos" }).getByRole("link", { name: /Mandatarios/ }).click();
    await expect(page).toHaveURL(/\/mandatario$/);
    await expect(page.getByRole("heading", { level: 1, name: "Mandatarios" })).toBeVisible();
    await expect(page.getByText("No hay mandatarios registrados.")).toBeVisible();
    await expectNoSeriousA11yViolations(page, "/mandatario vacío");
  });

  const dialog = page.getByRole("dialog", { name: "Agregar Mandatario" });

  await test.step("el formulario exige todo y revisa NIT y CUI en sus campos", async () => {
    await page.getByRole("button", { name: "Agregar Mandatario" }).click();
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page, "formulario de mandatario");
    await dialog.getByLabel("NIT").fill("12345");
    await dialog.getByLabel("CUI").fill("0123456789012");
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect(dialog.getByText("El NIT no tiene un formato válido.")).toBeVisible();
    await expect(dialog.getByText("El CUI no tiene un formato válido.")).toBeVisible();
    await expect(dialog.getByText("Este campo es obligatorio.")).toHaveCount(12);
    await expect(dialog.getByLabel("NIT")).toHaveAttribute("aria-invalid", "true");
    await expectNoSeriousA11yViolations(page, "formulario de mandatario con errores");
  });

  await test.step("la edad se calcula al escribir la fecha de nacimiento; se guarda", async () => {
    await dialog.getByLabel("CUI").fill(cui);
    await dialog.getByLabel("NIT").fill(nit);
    await dialog.getByLabel("Nombre", { exact: true }).fill("Ana Lucía");
    await dialog.getByLabel("Apellido").fill("Méndez Rosales");
    await dialog.getByLabel("Fecha de nacimiento").fill(BIRTH);
    const edad = ageOn(BIRTH, todayInGuatemala());
    await expect(dialog.getByLabel("Edad")).toHaveValue(`${edad} años`);
    await dialog.getByLabel("Estado civil").selectOption({ label: "Casado(a)" });
    await dialog.getByLabel("Número de documento").fill("A-2231");
    await dialog.getByLabel("Tipo de poder").selectOption({ label: "Mandato especial con representación" });
    await dialog.getByLabel("Número de poder").fill("P-3390");
    await dialog.getByLabel("Escritura", { exact: true }).fill("125");
    await dialog.getByLabel("Inscripción de la escritura").fill("4471");
    await dialog.getByLabel("Notario").fill("Lic. Carlos Estrada");
    await dialog.getByLabel("Fecha de la escritura").fill("2024-02-20");
    await dialog.getByLabel("Fecha de presentación").fill("2024-03-01");
    await expect(dialog.getByLabel("Nombre", { exact: true })).toHaveValue("ANA LUCÍA");
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect(toast(page, SUCCESS)).toBeVisible();
    await expect(dialog).toBeHidden();

    const table = page.getByRole("table", { name: "Mandatarios" });
    await expect(table.getByRole("columnheader")).toHaveText(["CUI", "NIT", "Nombre", "Apellido", "Documento", "Edad", "Notario", "Subir Documentos", "Acciones"]);
    const row = table.getByRole("row").nth(1);
    await expect(row.getByRole("cell")).toHaveText([cui, nit, "ANA LUCÍA", "MÉNDEZ ROSALES", "A-2231", String(edad), "LIC. CARLOS ESTRADA", /Subir Documentos/, /Editar/]);
    await expectNoSeriousA11yViolations(page, "/mandatario con un registro");
  });

  await test.step("el mismo CUI otra vez: aviso de la especificación y el mensaje del servidor en el campo", async () => {
    await page.getByRole("button", { name: "Agregar Mandatario" }).click();
    await dialog.getByLabel("CUI").fill(cui);
    await dialog.getByLabel("NIT").fill(randomNit());
    await dialog.getByLabel("Nombre", { exact: true }).fill("Otro");
    await dialog.getByLabel("Apellido").fill("Mandatario");
    await dialog.getByLabel("Fecha de nacimiento").fill("1990-01-01");
    await dialog.getByLabel("Estado civil").selectOption({ index: 1 });
    await dialog.getByLabel("Número de documento").fill("B-1");
    await dialog.getByLabel("Tipo de poder").selectOption({ index: 1 });
    await dialog.getByLabel("Número de poder").fill("P-1");
    await dialog.getByLabel("Escritura", { exact: true }).fill("1");
    await dialog.getByLabel("Inscripción de la escritura").fill("1");
    await dialog.getByLabel("Notario").fill("Lic. Pérez");
    await dialog.getByLabel("Fecha de la escritura").fill("2023-01-10");
    await dialog.getByLabel("Fecha de presentación").fill("2023-01-11");
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect(toast(page, "No se pudo guardar el mandato")).toBeVisible();
    await expect(dialog.getByText("Ya existe un mandatario registrado con ese CUI.")).toBeVisible();
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("table", { name: "Mandatarios" }).getByRole("row")).toHaveCount(2);
  });

  await test.step("editar: el formulario trae los datos (catálogos incluidos) y guarda el cambio", async () => {
    await page.getByRole("button", { name: "Editar ANA LUCÍA MÉNDEZ ROSALES" }).click();
    const edit = page.getByRole("dialog", { name: "Editar Mandatario" });
    await expect(edit.getByLabel("CUI")).toHaveValue(cui);
    await expect(edit.getByLabel("Estado civil")).toHaveValue("2");
    await expect(edit.getByLabel("Tipo de poder")).toHaveValue("2");
    await expect(edit.getByLabel("Fecha de presentación")).toHaveValue("2024-03-01");
    await edit.getByLabel("Notario").fill("Licda. Marta Ávila");
    await edit.getByRole("button", { name: "Guardar" }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByRole("table", { name: "Mandatarios" }).getByRole("row").nth(1)).toContainText("LICDA. MARTA ÁVILA");
  });

  await test.step("Subir Documentos lleva a /documento del mandatario: subir y ver el DPI", async () => {
    await page.getByRole("button", { name: "Subir Documentos de ANA LUCÍA MÉNDEZ ROSALES" }).click();
    await expect(page).toHaveURL(/\/documento$/);
    await expect(page.getByRole("heading", { level: 1, name: "Subir Documentos para Mandatario" })).toBeVisible();
    const group = page.getByRole("group", { name: "DPI del mandatario", exact: true });
    await group.getByLabel("Seleccionar Archivo").setInputFiles(pdfFile("dpi-mandatario.pdf", `DPI ${Date.now()}`));
    await group.getByRole("button", { name: "Subir" }).click();
    const preview = page.getByTitle("Vista previa de DPI del mandatario", { exact: true });
    await expect(preview).toBeVisible();
    await expect(preview).toHaveAttribute("src", /^blob:/);
    await expectNoSeriousA11yViolations(page, "/documento del mandatario");
    await page.getByRole("navigation", { name: "Ruta de navegación" }).getByRole("link", { name: "Mandatarios" }).click();
    await expect(page).toHaveURL(/\/mandatario$/);
  });

  await test.step("eliminar con confirmación", async () => {
    await page.getByRole("button", { name: "Eliminar ANA LUCÍA MÉNDEZ ROSALES" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Eliminar mandatario" });
    await expect(confirm).toContainText("¿Está seguro de que desea eliminar a ANA LUCÍA MÉNDEZ ROSALES?");
    await expectNoSeriousA11yViolations(page, "confirmación de eliminación de mandatario");
    await confirm.getByRole("button", { name: "Cancelar" }).click();
    await expect(page.getByRole("table", { name: "Mandatarios" })).toBeVisible();
    await page.getByRole("button", { name: "Eliminar ANA LUCÍA MÉNDEZ ROSALES" }).click();
    await confirm.getByRole("button", { name: "Eliminar" }).click();
    await expect(toast(page, SUCCESS)).toBeVisible();
    await expect(page.getByText("No hay mandatarios registrados.")).toBeVisible();
  });
});
