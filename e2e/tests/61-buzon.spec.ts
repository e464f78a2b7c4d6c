import { expect, test, type Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/a11y";
import { apiAsUser, newCarrier } from "../support/carrier";
import { expectNoHorizontalOverflow } from "../support/layout";
import { dataDir, waitForMail } from "../support/outbox";
import { pdfFile } from "../support/pdf";
import { signInAsStaff } from "../support/staff";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const ASUNTO = `Presente la constancia de inscripción ${Date.now()}`;
const RESPUESTA = "Adjunto la constancia solicitada.";

/** A card by its heading. */
const card = (page: Page, name: string) => page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name, exact: true }) });

test("Buzón: un revisor envía un requerimiento con PDF, el transportista lo abre y responde con PDF, el revisor ve la respuesta en el registro y lo cierra", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const account = await newCarrier(page, "natural");
  const { data } = await apiAsUser<{ data: Array<{ id: number }> }>(page, "GET", "/persona");
  const recordUrl = `/admin/revision/persona/${data[0].id}`;

  const context = await browser.newContext({ locale: "es-GT", timezoneId: "America/Guatemala", viewport: DESKTOP });
  const rev = await context.newPage();
  await signInAsStaff(rev, "revisor");

  await test.step("el revisor envía un requerimiento con un PDF desde el registro en revisión", async () => {
    await rev.goto(recordUrl);
    const form = card(rev, "Enviar una notificación");
    await form.getByLabel("Asunto").fill(ASUNTO);
    await form.getByLabel("Texto").fill("Presente la constancia de inscripción vigente.");
    await form.getByLabel("Plazo (días hábiles)").fill("5");
    await form.getByLabel("Seleccionar Archivo").setInputFiles(pdfFile("oficio.pdf", `Oficio ${Date.now()}`));
    await expect(form.getByRole("button", { name: "Quitar oficio.pdf" })).toBeVisible();
    await form.getByRole("button", { name: "Enviar notificación" }).click();
    await expect(form.getByText("Notificación enviada al buzón del transportista.")).toBeVisible();
    const thread = card(rev, "Notificaciones y respuestas");
    await expect(thread.getByRole("heading", { level: 3, name: ASUNTO })).toBeVisible();
    await expect(thread).toContainText("Sin leer");
    await expectNoA11yViolations(rev, "registro con notificación enviada (1366 px)");
  });

  await test.step("el correo solo avisa que hay una notificación, sin su contenido", async () => {
    const mail = await waitForMail(dataDir(), account.email);
    expect(mail.text).toContain("notificación a su buzón electrónico");
    expect(mail.text).not.toContain(ASUNTO);
  });

  await test.step("el transportista ve la cuenta sin leer, la abre y responde con un PDF (390 px)", async () => {
    await page.setViewportSize(PHONE);
    await page.goto("/home");
    const link = page.getByRole("link", { name: "Buzón: 1 notificación sin leer" });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page.getByRole("heading", { level: 1, name: "Buzón de notificaciones" })).toBeVisible();
    await expectNoA11yViolations(page, "buzón (390 px)");
    await page.getByRole("link", { name: new RegExp(ASUNTO) }).click();
    await expect(page.getByRole("heading", { level: 1, name: ASUNTO })).toBeVisible();
    await expect(page.getByText(/Leída el .* por /)).toBeVisible();
    await expect(page.getByRole("link", { name: "Buzón: sin notificaciones nuevas" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Descargar oficio" })).toBeVisible();
    await page.getByLabel("Su respuesta").fill(RESPUESTA);
    await page.getByLabel("Seleccionar Archivo").setInputFiles(pdfFile("constancia.pdf", `Constancia ${Date.now()}`));
    const send = page.getByRole("button", { name: "Enviar respuesta" });
    await send.scrollIntoViewIfNeeded();
    await expect(send).toBeInViewport();
    await send.click();
    await expect(page.getByText("Respuesta enviada.")).toBeVisible();
    await expect(page.getByText(RESPUESTA)).toBeVisible();
    await expectNoHorizontalOverflow(page, "notificación (390 px)");
    await expectNoA11yViolations(page, "notificación respondida (390 px)");
    await page.setViewportSize(DESKTOP);
    await expectNoA11yViolations(page, "notificación respondida (1366 px)");
  });

  await test.step("el revisor ve la recepción y la respuesta en el registro y cierra el requerimiento", async () => {
    await rev.reload();
    const thread = card(rev, "Notificaciones y respuestas");
    await expect(thread).toContainText(new RegExp(`Leída el .* por ${account.email}`, "i"));
    await expect(thread).toContainText(RESPUESTA);
    await expect(thread.getByRole("button", { name: "Descargar constancia" })).toBeVisible();
    await thread.getByRole("button", { name: "Cerrar como atendido" }).click();
    await expect(thread.getByText(/^Atendido el /)).toBeVisible();
    await expect(thread.getByRole("button", { name: "Cerrar como atendido" })).toHaveCount(0);
    await rev.setViewportSize(PHONE);
    await expectNoHorizontalOverflow(rev, "registro con hilo (390 px)");
    await expectNoA11yViolations(rev, "registro con hilo cerrado (390 px)");
  });
  await context.close();
});
