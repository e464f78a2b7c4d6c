import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { pdfPageTexts } from "../../apps/api/test/pdf-contents";
import { daysFromToday } from "../../apps/api/test/request-bodies";
import { expectNoA11yViolations } from "../support/a11y";
import { apiAsUser, newCarrier } from "../support/carrier";
import { expectNoHorizontalOverflow } from "../support/layout";
import { pdfFile, pngFile } from "../support/pdf";
import { addOneOfEach } from "../support/records";
import { signInAsStaff } from "../support/staff";

/** What carriers read and do: a rejected document, Inicio's order and links, the theme, the file control, the lists' warnings, the certificate, the calendar and the console's greeting. */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const MOTIVO = "El DPI no es legible: súbalo escaneado a color.";

/** The console session's token of a staff page (support/staff.ts puts it in sessionStorage). */
const staffToken = (staff: Page) => staff.evaluate(() => sessionStorage.getItem("consola_access_token"));

/** A decision of the authority on a record, through the console's API. */
async function decide(staff: Page, tipo: string, id: number, body: { estado: "aprobado" | "rechazado"; motivo?: string }) {
  const res = await staff.request.post(`/api/admin/revision/${tipo}/${id}`, { data: body, headers: { authorization: `Bearer ${await staffToken(staff)}` } });
  expect(res.ok(), `${tipo} ${id}: ${res.status()} ${await res.text()}`).toBe(true);
}

/** A staff page signed in as a revisor, in its own browser context. */
async function revisor(page: Page) {
  const context = await page.context().browser()!.newContext({ baseURL: new URL(page.url()).origin, locale: "es-GT", timezoneId: "America/Guatemala", viewport: DESKTOP });
  const staff = await context.newPage();
  const member = await signInAsStaff(staff, "revisor");
  return { staff, member, close: () => context.close() };
}

test("Inicio primero dice qué hacer; «Faltan n documentos» lleva a la sección de documentos; un documento rechazado no dice «Subido»; un solo selector de archivos en español", async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(PHONE);
  await newCarrier(page, "natural");

  await test.step("en un teléfono, «Estado de sus datos» está en la primera pantalla, antes de los módulos", async () => {
    await page.goto("/home");
    const estado = page.getByRole("heading", { level: 2, name: "Estado de sus datos" });
    const modulos = page.getByRole("list", { name: "Módulos" });
    await expect(estado).toBeInViewport();
    const [e, m] = [await estado.boundingBox(), await modulos.boundingBox()];
    expect(e!.y).toBeLessThan(m!.y);
    await expectNoHorizontalOverflow(page, "/home a 390 px");
    await expectNoA11yViolations(page, "/home a 390 px");
  });

  const docs = page.getByRole("heading", { level: 2, name: "Cargar Documentos Personales" });
  const dpi = page.getByRole("group", { name: "DPI", exact: true });

  await test.step("su enlace «Faltan n documentos» abre /persona en la sección de documentos, con el foco en su título", async () => {
    await page.getByRole("link", { name: /^Faltan \d+ documentos requeridos de / }).click();
    await expect(page).toHaveURL(/\/persona#documentos$/);
    await expect(docs).toBeInViewport();
    await expect(docs).toBeFocused();
    // A pasted link lands too, as the page draws its sections in order.
    await page.goto("/home");
    await page.goto("/persona#documentos");
    await expect(docs).toBeInViewport();
  });

  await test.step("el selector de archivos de los documentos está en español y rechaza lo que no es PDF", async () => {
    await expect(dpi.getByText("Seleccionar Archivo", { exact: true })).toBeVisible();
    await expect(dpi.getByLabel("Seleccionar Archivo")).toHaveAccessibleName("Seleccionar Archivo");
    await expect(dpi).toContainText("Ningún archivo seleccionado. Solo archivos PDF.");
    await dpi.getByLabel("Seleccionar Archivo").setInputFiles(pngFile());
    await expect(dpi.getByRole("alert")).toHaveText("Solo se permiten archivos PDF.");
    await dpi.getByLabel("Seleccionar Archivo").setInputFiles(pdfFile("dpi.pdf", `DPI ${Date.now()}`));
    await expect(dpi).toContainText("Archivo elegido: dpi.pdf");
    await dpi.getByRole("button", { name: "Subir" }).click();
    await expect(dpi).toContainText("Subido");
    await expect(dpi).toContainText("En revisión");
  });

  const naturalId = Number(await page.evaluate(() => localStorage.getItem("natural_id")));
  const { documento } = await apiAsUser<{ documento: Array<{ id: number }> }>(page, "GET", `/natural_documento/${naturalId}/natural`);
  const rev = await revisor(page);
  await decide(rev.staff, "documento", documento[0].id, { estado: "rechazado", motivo: MOTIVO });
  await rev.close();

  await test.step("rechazado, el DPI dice «Rechazado: motivo» sin un «Subido» verde al lado, y pide subirlo de nuevo", async () => {
    await page.goto("/home");
    await page.getByRole("link", { name: "DPI (persona)" }).click();
    await expect(page).toHaveURL(/\/persona#documentos$/);
    await expect(docs).toBeInViewport();
    await expect(dpi).toContainText(`Rechazado: ${MOTIVO}`);
    await expect(dpi).not.toContainText("Subido");
    await expect(dpi).toContainText("fue rechazado. Elija el PDF corregido y pulse «Subir».");
    await expect(page.getByText(/^0 de 3 documentos requeridos subidos\. Faltan 3: todos son obligatorios\. 1 fue rechazado: súbalo de nuevo corregido\.$/)).toBeVisible();
    await expectNoHorizontalOverflow(page, "/persona con un documento rechazado a 390 px");
    await expectNoA11yViolations(page, "/persona con un documento rechazado a 390 px");
  });

  await test.step("la póliza del vehículo usa el mismo selector en español, con el teclado", async () => {
    const records = await addOneOfEach(page);
    await page.goto("/licencia");
    await page.getByRole("link", { name: `Ingresar Tarjeta de Operación de la licencia ${records.licencia.numero}` }).click();
    await page.getByRole("link", { name: `Asociar Vehículo a la tarjeta ${records.tarjeta.numero}` }).click();
    await page.getByRole("button", { name: "Agregar Vehículo" }).click();
    const form = page.getByRole("form", { name: "Agregar vehículo" });
    const picker = form.getByLabel("Documento de la Póliza (PDF)");
    await expect(picker).toHaveAccessibleName("Documento de la Póliza (PDF) Seleccionar Archivo");
    const field = form.getByText("Seleccionar Archivo", { exact: true });
    await field.scrollIntoViewIfNeeded();
    await expect(field).toBeInViewport();
    await expect(form).toContainText("Ningún archivo seleccionado. Solo archivos PDF.");
    // The browser's own control ("Choose File / No file chosen") is not what the carrier sees.
    const box = await picker.boundingBox();
    expect(box!.width * box!.height).toBeLessThanOrEqual(1);
    await picker.focus();
    await expect(picker).toBeFocused();
    await picker.setInputFiles(pngFile());
    await expect(form.getByText("Solo se permiten archivos PDF.")).toBeVisible();
    await picker.setInputFiles(pdfFile("poliza.pdf", `Poliza ${Date.now()}`));
    await expect(form).toContainText("Archivo elegido: poliza.pdf");
    await expectNoHorizontalOverflow(page, "/vehiculo formulario a 390 px");
    await expectNoA11yViolations(page, "/vehiculo formulario a 390 px");
    await page.setViewportSize(DESKTOP);
    await expectNoA11yViolations(page, "/vehiculo formulario a 1366 px");
  });
});

test.describe("con el sistema en modo oscuro", () => {
  test.use({ colorScheme: "dark" });

  test("el portal sigue el tema del sistema hasta que la persona elige, recuerda su elección y no pinta antes el tema equivocado", async ({ page }) => {
    // The theme <html> carries when the body starts: what the first paint shows.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        (window as unknown as { darkAtFirstPaint: boolean }).darkAtFirstPaint = document.documentElement.classList.contains("dark");
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const darkAtFirstPaint = () => page.evaluate(() => (window as unknown as { darkAtFirstPaint: boolean }).darkAtFirstPaint);
    const html = page.locator("html");

    await page.setViewportSize(PHONE);
    await page.goto("/signin");
    expect(await darkAtFirstPaint()).toBe(true);
    await expect(html).toHaveClass(/\bdark\b/);
    await expectNoA11yViolations(page, "/signin oscuro a 390 px");

    await newCarrier(page, "natural");
    const toggle = page.getByRole("button", { name: /^Cambiar a tema (claro|oscuro)$/ });
    await expect(toggle).toHaveAccessibleName("Cambiar a tema claro");
    await expectNoA11yViolations(page, "/home oscuro a 390 px");

    // Without a choice, the system switching to light shows at once, and back.
    await page.emulateMedia({ colorScheme: "light" });
    await expect(html).not.toHaveClass(/\bdark\b/);
    await expect(toggle).toHaveAccessibleName("Cambiar a tema oscuro");
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(html).toHaveClass(/\bdark\b/);

    // The person chooses light with the keyboard: it stays light on a dark system, after a reload too.
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(html).not.toHaveClass(/\bdark\b/);
    await expect(toggle).toHaveAccessibleName("Cambiar a tema oscuro");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await darkAtFirstPaint()).toBe(false);
    await expect(html).not.toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: "light" });
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(html).not.toHaveClass(/\bdark\b/);

    // "Salir" forgets every stored value, the choice too: the system's dark applies again.
    await page.setViewportSize(DESKTOP);
    await page.getByRole("button", { name: /^Menú de usuario/ }).click();
    await page.getByRole("button", { name: "Salir" }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(html).toHaveClass(/\bdark\b/);
  });
});

test("la lista de licencias avisa lo que vence pronto como Inicio; la constancia dice la revisión de cada registro; el calendario dice qué hacer; la consola saluda sin suponer el género", async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  await newCarrier(page, "natural");
  const personaId = Number(await page.evaluate(() => localStorage.getItem("persona_id")));
  const numero = `LIC-14-${Date.now().toString().slice(-5)}`;
  const { licencia } = await apiAsUser<{ licencia: { id: number } }>(page, "POST", `/licencia/${personaId}/persona`, {
    numero,
    inicia: daysFromToday(-300),
    fin: daysFromToday(14),
    tipo_licencia_id: 1,
  });
  const lejana = `LIC-400-${Date.now().toString().slice(-5)}`;
  await apiAsUser(page, "POST", `/licencia/${personaId}/persona`, { numero: lejana, inicia: daysFromToday(-10), fin: daysFromToday(400), tipo_licencia_id: 1 });

  await test.step("Inicio y la lista de licencias dicen lo mismo: «Vence en 14 días»", async () => {
    await page.goto("/home");
    await expect(page.getByRole("list", { name: "Pendientes y vencimientos" }).getByRole("listitem").filter({ hasText: `Licencia ${numero}` })).toContainText(
      "Vence en 14 días",
    );
    await page.getByRole("link", { name: "Licencias" }).first().click();
    const tabla = page.getByRole("table", { name: "Licencias registradas" });
    const row = tabla.getByRole("row").filter({ hasText: numero });
    await expect(row).toContainText("Vigente");
    await expect(row).toContainText("Vence en 14 días");
    await expect(tabla.getByRole("row").filter({ hasText: lejana })).not.toContainText("Vence en");
    await expectNoA11yViolations(page, "/licencia con una licencia por vencer a 1366 px");
    await page.setViewportSize(PHONE);
    const card = page.getByRole("list", { name: "Licencias registradas" }).getByRole("listitem").filter({ hasText: numero });
    await expect(card).toContainText("Vence en 14 días");
    await expectNoHorizontalOverflow(page, "/licencia a 390 px");
    await expectNoA11yViolations(page, "/licencia con una licencia por vencer a 390 px");
    await page.setViewportSize(DESKTOP);
  });

  const rev = await revisor(page);
  await test.step("la consola saluda sin suponer el género", async () => {
    await expect(rev.staff.getByRole("heading", { level: 1 })).toHaveText(`Le damos la bienvenida, ${rev.member.nombre}`);
    await expect(rev.staff.getByText(/Bienvenid[oa]\b/)).toHaveCount(0);
  });
  await decide(rev.staff, "licencia", licencia.id, { estado: "aprobado" });
  await rev.close();

  await test.step("la constancia dice la revisión de cada registro", async () => {
    await page.goto("/home");
    const panel = page.locator("section", { has: page.getByRole("heading", { level: 2, name: "Constancia y calendario" }) });
    const [download] = await Promise.all([page.waitForEvent("download"), panel.getByRole("button", { name: "Descargar constancia" }).click()]);
    const path = testInfo.outputPath("constancia.pdf");
    await download.saveAs(path);
    const text = (await pdfPageTexts(readFileSync(path))).join("\n");
    expect(text).toMatch(new RegExp(`${numero} \\S+ \\S+ Verificado`));
    expect(text).toMatch(new RegExp(`${lejana} \\S+ \\S+ Pendiente de revisión`));
    expect(text).toContain("«Pendiente de revisión», la autoridad aún no lo revisa; «Rechazado», el transportista debe corregirlo.");
  });

  await test.step("el evento del calendario dice qué hacer con la licencia, de usted", async () => {
    const panel = page.locator("section", { has: page.getByRole("heading", { level: 2, name: "Constancia y calendario" }) });
    await panel.getByRole("button", { name: "Agregar a mi calendario" }).click();
    const url = await panel.getByLabel("Dirección privada de su calendario").inputValue();
    expect(url).toMatch(/\.ics$/);
    // Unfolded (RFC 5545 wraps lines at 75 octets).
    const ics = (await (await page.request.get(url)).text()).replace(/\r\n[ \t]/g, "");
    const event = ics.split("BEGIN:VEVENT").find((e) => e.includes(`SUMMARY:Vence: Licencia ${numero}`)) ?? "";
    expect(event).toContain("Renueve su licencia de transporte y registre la licencia renovada en el portal: ");
    expect(ics).not.toContain("Actualícelo");
  });
});
