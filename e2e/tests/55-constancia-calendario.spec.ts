import { readFileSync, writeFileSync } from "node:fs";
import { expect, test, type Route } from "@playwright/test";
import { expectNoA11yViolations } from "../support/a11y";
import { newCarrier } from "../support/carrier";
import { addOneOfEach } from "../support/records";
import { expectNoHorizontalOverflow } from "../support/layout";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

test("home → download the certificate → its public page says the file is genuine, a changed copy is not; the calendar URL is made, fetched and replaced", async ({ page, context, browser, baseURL }, testInfo) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const account = await newCarrier(page, "natural");
  const records = await addOneOfEach(page);
  await page.goto("/home");

  const panel = page.locator("section", { has: page.getByRole("heading", { level: 2, name: "Constancia y calendario" }) });
  await expect(panel).toBeVisible();

  // Certificate: a PDF download, then its public check through the code.
  const [download] = await Promise.all([page.waitForEvent("download"), panel.getByRole("button", { name: "Descargar constancia" }).click()]);
  const pdfPath = testInfo.outputPath("constancia.pdf");
  await download.saveAs(pdfPath);
  expect(readFileSync(pdfPath).subarray(0, 5).toString()).toBe("%PDF-");
  const codigo = /^constancia-([\w-]{24})\.pdf$/.exec(download.suggestedFilename())?.[1] ?? "";
  expect(codigo).not.toBe("");
  await expect(panel.getByText(codigo)).toBeVisible();
  await expectNoA11yViolations(page, "/home con la constancia descargada");

  await panel.getByRole("link", { name: "Ver su página de verificación" }).click();
  await expect(page).toHaveURL(new RegExp(`/constancia/${codigo}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Constancia de datos registrados" })).toBeVisible();
  await expect(page.getByText("Constancia emitida por el portal", { exact: true })).toBeVisible();
  await expect(page.getByText(account.nit, { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/^Verificación de constancia/);

  const chooser = page.getByLabel("Elija el PDF de la constancia para comprobarlo");
  await chooser.setInputFiles(pdfPath);
  await expect(page.getByText("Constancia genuina.")).toBeVisible();
  const tampered = readFileSync(pdfPath);
  tampered[tampered.length >> 1] ^= 0xff;
  const tamperedPath = testInfo.outputPath("constancia-alterada.pdf");
  writeFileSync(tamperedPath, tampered);
  await chooser.setInputFiles(tamperedPath);
  await expect(page.getByRole("alert").filter({ hasText: "El archivo no coincide con la constancia emitida" })).toBeVisible();
  await expectNoA11yViolations(page, "/constancia/{codigo}");

  // The public page at phone width, without a session, keyboard only.
  const anonymousContext = await browser.newContext({ baseURL, viewport: PHONE, locale: "es-GT", timezoneId: "America/Guatemala" });
  const anonymous = await anonymousContext.newPage();
  await anonymous.goto(`/constancia/${codigo}`);
  await expect(anonymous.getByText("Constancia emitida por el portal", { exact: true })).toBeVisible();
  await expectNoHorizontalOverflow(anonymous, "/constancia/{codigo} a 390 px");
  await anonymous.keyboard.press("Tab");
  for (let i = 0; i < 10 && !(await anonymous.evaluate(() => document.activeElement?.getAttribute("type") === "file")); i++) await anonymous.keyboard.press("Tab");
  expect(await anonymous.evaluate(() => document.activeElement?.getAttribute("type"))).toBe("file");
  await anonymous.goto(`/constancia/${"X".repeat(24)}`);
  await expect(anonymous.getByRole("alert")).toContainText("Constancia no encontrada");
  await expectNoA11yViolations(anonymous, "/constancia desconocida");
  await anonymousContext.close();

  // Calendar: generated with the keyboard while the page still waits to learn whether a URL exists (a
  // slow network: that first answer, read before the URL was made, arrives after it), shown once with
  // copy and webcal://, fetched as a calendar app would.
  const slowFirstState = async (route: Route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.fulfill({ response });
  };
  await page.route("**/api/calendario", slowFirstState, { times: 1 });
  await page.goto("/home");
  const add = panel.getByRole("button", { name: "Agregar a mi calendario" });
  await add.focus();
  await page.keyboard.press("Enter");
  const urlField = panel.getByLabel("Dirección privada de su calendario");
  await expect(urlField).toHaveValue(/\/api\/calendario\/[\w-]{43}\.ics$/);
  // The late answer ("no URL") does not stand: the page knows the URL it has just made.
  await expect(panel.getByRole("button", { name: "Generar una dirección nueva" })).toBeVisible();
  await page.unroute("**/api/calendario", slowFirstState);
  const url = await urlField.inputValue();
  await expect(panel.getByRole("link", { name: "Abrir en mi calendario" })).toHaveAttribute("href", url.replace(/^https?:\/\//, "webcal://"));
  await panel.getByRole("button", { name: "Copiar dirección" }).click();
  await expect(page.getByText("Dirección copiada.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expectNoA11yViolations(page, "/home con la dirección del calendario");

  const feed = await page.request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const ics = await feed.text();
  expect(ics).toContain("BEGIN:VEVENT");
  expect(ics).toContain(`Licencia ${records.licencia.numero}`);

  // A new URL revokes the old one.
  await panel.getByRole("button", { name: "Generar una dirección nueva" }).click();
  await expect(urlField).not.toHaveValue(url);
  expect((await page.request.get(url)).status()).toBe(404);
  expect((await page.request.get(await urlField.inputValue())).status()).toBe(200);

  // Phone width: every action of the panel in view.
  await page.setViewportSize(PHONE);
  await page.reload();
  await expectNoHorizontalOverflow(page, "/home a 390 px");
  for (const name of ["Descargar constancia", "Generar una dirección nueva", "Desactivar la dirección"]) {
    const button = panel.getByRole("button", { name });
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport();
  }
  await page.setViewportSize(DESKTOP);
});
