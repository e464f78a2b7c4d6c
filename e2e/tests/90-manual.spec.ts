import { expect, test, type Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { expectNoSeriousA11yViolations } from "../support/a11y";
import { completeProfile, newAccount, signIn, signUp } from "../support/portal";
import { addOneOfEach } from "../support/records";
import { expectNoHorizontalOverflow } from "../support/layout";
import {
  checkCommittedManual,
  compressPng,
  MANUAL_PDF_MAX_BYTES,
  MANUAL_PHONE,
  manualUpdating,
  saveFigure,
  saveManualPdf,
} from "../support/manual-files";

/**
 * The user manual made from the real screens (decision 140): a new carrier walks the main screens on a
 * phone and each is photographed under the name the /manual page shows it by. The page is then checked
 * with this run's screenshots and printed by Chromium into the PDF. With MANUAL_UPDATE=1 the screenshots
 * and the PDF replace the committed ones (apps/web/public); otherwise the committed ones are checked,
 * and screens that have changed since are reported as a warning.
 */
test.use({ viewport: MANUAL_PHONE });

type Shots = Map<string, Buffer>;

/** A screenshot of the phone's screen once its data has loaded, kept under its figure name. */
async function shoot(page: Page, shots: Shots, file: string) {
  await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
  const png = compressPng(await page.screenshot({ animations: "disabled", caret: "hide", scale: "css" }));
  shots.set(file, png);
  saveFigure(file, png, test.info());
}

/** The journey of a new carrier through the screens the manual shows. */
async function takeScreens(page: Page): Promise<Shots> {
  const shots: Shots = new Map();
  const h1 = page.getByRole("heading", { level: 1 });

  await page.goto("/signin");
  await expect(h1).toHaveText("Iniciar sesión");
  await shoot(page, shots, "iniciar-sesion.png");

  await page.goto("/signup");
  await expect(h1).toHaveText("Crear una cuenta");
  await shoot(page, shots, "registro.png");
  const account = await signUp(page, newAccount());

  await signIn(page, account);
  await page.getByRole("radio", { name: /Persona Individual/ }).check();
  await shoot(page, shots, "completar-perfil.png");
  await completeProfile(page, "natural");
  await signIn(page, account);
  await expect(page).toHaveURL(/\/home$/);
  await shoot(page, shots, "inicio.png");

  await page.getByRole("button", { name: "Abrir o cerrar el menú" }).click();
  await expect(page.getByRole("link", { name: "Licencias" }).first()).toBeVisible();
  await shoot(page, shots, "menu.png");

  const records = await addOneOfEach(page);
  const screens: Array<[path: string, heading: string, file: string]> = [
    ["/persona", "Datos de la persona", "persona.png"],
    ["/mandatario", "Mandatarios", "mandatarios.png"],
    ["/licencia", "Licencias", "licencias.png"],
    ["/piloto", "Pilotos", "pilotos.png"],
  ];
  for (const [path, heading, file] of screens) {
    await page.goto(path);
    await expect(h1).toHaveText(heading);
    await shoot(page, shots, file);
  }

  // The vehicle's QR codes: the screen takes the vehicle from the navigation state, as the lists hand it.
  await page.goto("/validacionPiloto");
  await page.evaluate((state) => window.history.replaceState({ usr: state, key: "manual", idx: 0 }, "", window.location.href), { vehiculoId: records.vehiculoId });
  await page.reload();
  const qrHeading = page.getByRole("heading", { name: "QR generados" });
  await expect(page.getByRole("img", { name: `Código QR ${records.qr.codigo}` })).toBeVisible();
  // The section's heading just below the top bar.
  await qrHeading.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 88));
  await shoot(page, shots, "vehiculo-qr.png");

  await page.goto("/home");
  await expect(h1).toBeVisible();
  await page.getByRole("button", { name: /Menú de usuario/ }).click();
  await expect(page.getByRole("button", { name: "Salir" })).toBeVisible();
  await shoot(page, shots, "menu-usuario.png");
  await page.getByRole("button", { name: "Salir" }).click();
  await expect(page).toHaveURL(/\/signin$/);

  await page.goto("/ressetPassword");
  await expect(h1).toHaveText("Restablecer contraseña");
  await shoot(page, shots, "recuperar-contrasena.png");
  return shots;
}

/** Every lazy figure loaded, as printing and the image checks need. */
async function loadAllFigures(page: Page) {
  await page.locator("main img").evaluateAll((imgs) => imgs.forEach((img) => img.setAttribute("loading", "eager")));
  await expect
    .poll(() => page.locator("main img").evaluateAll((imgs) => imgs.filter((img) => !(img as HTMLImageElement).complete || (img as HTMLImageElement).naturalWidth === 0).length))
    .toBe(0);
}

test("el manual de usuario se hace con las pantallas reales: /manual en un teléfono y el PDF del inicio de sesión", async ({ page }) => {
  test.setTimeout(480_000);
  const shots = await takeScreens(page);

  // The page shows this run's screenshots (the build being served may hold older ones).
  await page.route("**/img/manual/*.png", (route) => {
    const png = shots.get(new URL(route.request().url()).pathname.split("/").pop() ?? "");
    return png ? route.fulfill({ body: png, contentType: "image/png" }) : route.fulfill({ status: 404 });
  });

  // On a phone the sign-in page opens the manual as a page, not a PDF in a window.
  await page.goto("/signin");
  await page.getByRole("link", { name: "Manual de usuario" }).click();
  await expect(page).toHaveURL(/\/manual$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Manual de usuario");
  await expect(page).toHaveTitle(/^Manual de usuario · /);
  await expect(page.getByRole("heading", { level: 2, name: "2. Crear una cuenta" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Descargar el manual en PDF" })).toHaveAttribute("href", "/pdfs/manual-usuario.pdf");

  // Twelve numbered sections and the help one, each listed in the contents; images load only near the view.
  const sections = page.locator("main section h2");
  await expect(sections).toHaveCount(13);
  await expect(page.getByRole("navigation", { name: "Contenido" }).getByRole("link")).toHaveCount(13);
  const figures = page.locator("main figure img");
  await expect(figures.first()).toHaveAttribute("loading", "lazy");
  const shown = await figures.evaluateAll((imgs) => imgs.map((img) => ({ src: new URL((img as HTMLImageElement).src).pathname, alt: img.getAttribute("alt") ?? "" })));
  expect(shown.every((f) => f.alt.length > 20), "cada figura describe su pantalla").toBe(true);
  expect(shown.map((f) => f.src.split("/").pop()).sort(), "las figuras del manual son las pantallas tomadas").toEqual([...shots.keys()].sort());

  await expectNoHorizontalOverflow(page, "/manual a 390 px");
  await loadAllFigures(page);
  await expectNoSeriousA11yViolations(page, "manual de usuario (teléfono)");
  await page.setViewportSize({ width: 1366, height: 800 });
  await expectNoHorizontalOverflow(page, "/manual a 1366 px");
  await expectNoSeriousA11yViolations(page, "manual de usuario (escritorio)");

  // The PDF: this page printed by Chromium on A4, with page numbers.
  const pdf = await page.pdf({
    format: "A4",
    printBackground: true,
    margin: { top: "16mm", bottom: "18mm", left: "16mm", right: "16mm" },
    displayHeaderFooter: true,
    headerTemplate: "<span></span>",
    footerTemplate:
      '<div style="width:100%;font-size:8px;color:#555;padding:0 16mm;display:flex;justify-content:space-between"><span>Manual de usuario — Portal de actualización de datos de transportistas</span><span>Página <span class="pageNumber"></span> de <span class="totalPages"></span></span></div>',
  });
  const printed = await PDFDocument.load(pdf);
  expect(printed.getTitle()).toMatch(/^Manual de usuario/);
  expect(printed.getPageCount()).toBeGreaterThanOrEqual(4);
  expect(pdf.length, "el PDF pesa pocos MB").toBeLessThan(MANUAL_PDF_MAX_BYTES);
  saveManualPdf(pdf, test.info(), new Set(shots.keys()));

  // What a fresh install serves: the committed PDF at the spec's path, and (unless updating) the
  // committed screenshots compared with this run's.
  const served = await page.request.get("/pdfs/manual-usuario.pdf");
  expect(served.ok()).toBe(true);
  expect(served.headers()["content-type"]).toContain("application/pdf");
  if (!manualUpdating) {
    const committed = await PDFDocument.load(await served.body());
    expect(committed.getTitle(), "el PDF servido es el manual impreso").toMatch(/^Manual de usuario/);
    checkCommittedManual(shots, test.info());
  }
});
