import { expect, test, type Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/a11y";
import { newCarrier } from "../support/carrier";
import { dataDir, waitForMail } from "../support/outbox";
import { pdfFile } from "../support/pdf";
import { signInAsStaff } from "../support/staff";
import { expectNoHorizontalOverflow } from "../support/layout";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const MOTIVO = "El DPI está vencido: suba uno vigente.";

/** A console card by its heading. */
const card = (page: Page, name: string) => page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name, exact: true }) });

/** The revisor opens the carrier's pending DPI from the queue, filtered by the carrier's NIT. */
async function openPendingDpi(rev: Page, nit: string) {
  await rev.goto("/admin/revision");
  await rev.getByLabel("NIT del transportista").fill(nit);
  await rev.getByRole("button", { name: "Filtrar" }).click();
  const link = rev.getByRole("link", { name: "DPI (persona)" });
  await expect(link).toHaveCount(1);
  await link.click();
  await expect(rev.getByRole("heading", { level: 1, name: "DPI (persona)" })).toBeVisible();
  await expect(rev).toHaveTitle(/Registro en revisión/);
}

test("Revisión: el transportista sube su DPI, un revisor lo rechaza con motivo, el transportista lo ve y lo corrige, el revisor lo aprueba y se ve «Verificado»", async ({ page, browser }) => {
  test.setTimeout(300_000);
  const account = await newCarrier(page, "natural");
  const dpi = page.getByRole("group", { name: "DPI", exact: true });

  await test.step("el transportista sube su DPI: queda en revisión, sin alarma", async () => {
    await page.goto("/persona");
    await dpi.getByLabel("Seleccionar Archivo").setInputFiles(pdfFile("dpi.pdf", `DPI ${Date.now()}`));
    await dpi.getByRole("button", { name: "Subir" }).click();
    await expect(dpi).toContainText("Subido");
    await expect(dpi).toContainText("En revisión");
  });

  const context = await browser.newContext({ locale: "es-GT", timezoneId: "America/Guatemala", viewport: DESKTOP });
  const rev = await context.newPage();
  await signInAsStaff(rev, "revisor");

  await test.step("el revisor encuentra el DPI en la cola, lo previsualiza y lo rechaza con motivo", async () => {
    await rev.getByRole("link", { name: "Revisión" }).first().click();
    await expect(rev.getByRole("heading", { level: 1, name: "Revisión" })).toBeVisible();
    await expectNoA11yViolations(rev, "cola de revisión (1366 px)");
    await openPendingDpi(rev, account.nit);
    await rev.getByText("Vista previa de DPI").click();
    await expect(rev.locator("iframe[title^='Vista previa de']").first()).toBeVisible();
    // Rejecting without a reason is refused on the spot.
    await rev.getByRole("button", { name: "Rechazar" }).click();
    await expect(rev.getByText(/Escriba el motivo del rechazo/)).toBeVisible();
    await rev.getByLabel("Motivo").fill(MOTIVO);
    await rev.getByRole("button", { name: "Rechazar" }).click();
    await expect(card(rev, "Estado")).toContainText("Rechazado");
    await expect(card(rev, "Decisiones anteriores")).toContainText(MOTIVO);
    await expectNoA11yViolations(rev, "registro en revisión (1366 px)");
    await rev.setViewportSize(PHONE);
    await expectNoHorizontalOverflow(rev, "registro en revisión (390 px)");
    await expect(rev.getByRole("button", { name: "Aprobar" })).toBeVisible();
    await expectNoA11yViolations(rev, "registro en revisión (390 px)");
    await rev.setViewportSize(DESKTOP);
  });

  await test.step("el correo solo avisa que hay una notificación; el transportista lee el motivo en su buzón, en su inicio y en su pantalla", async () => {
    const mail = await waitForMail(dataDir(), account.email);
    expect(mail.text).toContain("notificación a su buzón electrónico");
    expect(`${mail.subject}\n${mail.text}`).not.toContain(MOTIVO);
    expect(mail.links.some((l) => l.endsWith("/buzon"))).toBe(true);

    await page.setViewportSize(PHONE);
    await page.goto("/home");
    await expect(page.getByText("1 requiere corrección:")).toBeVisible();
    await expect(page.getByRole("link", { name: "DPI (persona)" })).toBeVisible();
    await page.getByRole("link", { name: "Buzón: 1 notificación sin leer" }).click();
    await page.getByRole("link", { name: /Corrección requerida: DPI \(persona\)/ }).click();
    await expect(page.getByText(`Motivo: ${MOTIVO}`)).toBeVisible();
    await page.goto("/persona");
    await expect(dpi).toContainText(`Rechazado: ${MOTIVO}`);
    await expectNoHorizontalOverflow(page, "/persona rechazado (390 px)");
    await expectNoA11yViolations(page, "/persona con un documento rechazado (390 px)");

    await dpi.getByLabel("Seleccionar Archivo").setInputFiles(pdfFile("dpi-vigente.pdf", `DPI vigente ${Date.now()}`));
    await dpi.getByRole("button", { name: "Subir" }).click();
    await expect(dpi).toContainText("En revisión");
    await expect(dpi).not.toContainText("Rechazado");
  });

  await test.step("el revisor aprueba el DPI nuevo y el transportista ve «Verificado»", async () => {
    await openPendingDpi(rev, account.nit);
    await rev.getByRole("button", { name: "Aprobar" }).click();
    await expect(card(rev, "Estado")).toContainText("Verificado");

    await page.reload();
    await expect(dpi).toContainText("Verificado");
    await page.setViewportSize(DESKTOP);
    await expectNoA11yViolations(page, "/persona verificado (1366 px)");
  });
  await context.close();
});
