import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/a11y";
import { apiAsUser, newCarrier } from "../support/carrier";
import { randomCui, randomNit } from "../support/ids";
import { fakePdfFile, pdfFile, pngFile } from "../support/pdf";

// Long journeys (sign-up with a real proof of work, several axe scans) on a shared machine.
test.setTimeout(240_000);

const NATURAL_TYPES = ["DPI", "RTU", "Certificado de propiedad (SAT)"];
const MANDATARIO_TYPES = ["DPI del mandatario", "Testimonio de la escritura de mandato", "Constancia de inscripción en el Registro de Mandatos"];

const row = (page: Page, label: string) => page.getByRole("group", { name: label, exact: true });
const preview = (page: Page, label: string) => page.getByTitle(`Vista previa de ${label}`, { exact: true });

/** Chooses a PDF for one type, uploads it and waits until its stored preview shows. */
async function upload(page: Page, label: string, fileName: string) {
  const group = row(page, label);
  const subir = group.getByRole("button", { name: "Subir" });
  await expect(subir).toBeDisabled();
  await group.getByLabel("Seleccionar Archivo").setInputFiles(pdfFile(fileName, `${label} ${Date.now()}`));
  await expect(group).toContainText(fileName);
  await expect(subir).toBeEnabled();
  await subir.click();
  await expect(preview(page, label)).toBeVisible();
  await expect(preview(page, label)).toHaveAttribute("src", /^blob:/);
  await expect(subir).toBeDisabled();
}

test("documentos personales: un PDF por tipo requerido, vista previa, reemplazo y rechazo de lo que no es PDF", async ({ page }) => {
  // The previews must work under the portal's CSP (object-src 'none', frame-src blob:): Chromium logs each refusal.
  const refusedByCsp: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) refusedByCsp.push(message.text());
  });
  await newCarrier(page, "natural");
  await page.goto("/persona");
  const docs = page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: "Cargar Documentos Personales" }) });

  await test.step("una fila por tipo requerido, sin vista previa aún", async () => {
    await expect(docs.getByRole("heading", { level: 3 })).toHaveText(NATURAL_TYPES);
    for (const label of NATURAL_TYPES) await expect(row(page, label)).toContainText("Aún no se ha subido este documento.");
    await expectNoSeriousA11yViolations(page, "/persona documentos vacíos");
  });

  await test.step("lo que no es PDF se rechaza: por tipo y por contenido", async () => {
    const group = row(page, "DPI");
    await group.getByLabel("Seleccionar Archivo").setInputFiles(pngFile());
    await expect(group.getByRole("alert")).toHaveText("Solo se permiten archivos PDF.");
    await expect(group.getByRole("button", { name: "Subir" })).toBeDisabled();
    await group.getByLabel("Seleccionar Archivo").setInputFiles(fakePdfFile());
    await expect(group.getByRole("alert")).toHaveText("Solo se permiten archivos PDF.");
    await expect(group.getByRole("button", { name: "Subir" })).toBeDisabled();
    await expectNoSeriousA11yViolations(page, "/persona PDF rechazado");
  });

  await test.step("'Subiendo...' con barra de progreso mientras se envía", async () => {
    // Hold the answer back so the busy state can be seen.
    await page.route("**/api/natural_documento/*/natural/pdf", async (route) => {
      if (route.request().method() === "POST") await new Promise((r) => setTimeout(r, 1200));
      await route.continue();
    });
    const group = row(page, "DPI");
    await group.getByLabel("Seleccionar Archivo").setInputFiles(pdfFile("dpi.pdf", `DPI ${Date.now()}`));
    await expect(group.getByRole("alert")).toHaveCount(0);
    await group.getByRole("button", { name: "Subir" }).click();
    await expect(group.getByRole("button", { name: "Subiendo..." })).toBeDisabled();
    await expect(group.getByRole("progressbar", { name: "Progreso de la carga de DPI" })).toBeVisible();
    await expect(preview(page, "DPI")).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Operación realizada con éxito!" }).first()).toBeVisible();
    await page.unroute("**/api/natural_documento/*/natural/pdf");
  });

  await test.step("los demás tipos", async () => {
    await upload(page, "RTU", "rtu.pdf");
    await upload(page, "Certificado de propiedad (SAT)", "certificado.pdf");
    for (const label of NATURAL_TYPES) await expect(preview(page, label)).toBeVisible();
    await expectNoSeriousA11yViolations(page, "/persona con documentos");
  });

  await test.step("una nueva carga reemplaza la vista previa", async () => {
    const before = await preview(page, "RTU").getAttribute("src");
    await upload(page, "RTU", "rtu-2025.pdf");
    await expect(preview(page, "RTU")).not.toHaveAttribute("src", before ?? "");
  });

  await test.step("tras recargar en un teléfono, cada vista previa se descarga solo al verla", async () => {
    // Previews come from the PDF route (application/pdf), never from the heavy base64 JSON route.
    const pdfRequests: string[] = [];
    page.on("request", (r) => {
      if (/\/api\/natural_documento\/\d+\/(?:pdf|documento)$/.test(r.url())) pdfRequests.push(r.url());
    });
    await page.setViewportSize({ width: 390, height: 700 });
    await page.reload();
    await page.evaluate(() => window.scrollTo(0, 0));
    const last = NATURAL_TYPES[NATURAL_TYPES.length - 1];
    // Out of sight: a "Ver" button in its place and nothing downloaded for it.
    await expect(row(page, last).getByRole("button", { name: `Ver ${last}` })).toBeAttached();
    expect(pdfRequests.length).toBeLessThan(NATURAL_TYPES.length);
    for (const label of NATURAL_TYPES) {
      await row(page, label).scrollIntoViewIfNeeded();
      await expect(preview(page, label)).toHaveAttribute("src", /^blob:/);
    }
    expect(pdfRequests.every((url) => url.endsWith("/pdf"))).toBe(true);
    expect(pdfRequests).toHaveLength(NATURAL_TYPES.length);
    // The preview frames hold their blob: PDFs (a refused frame shows chrome-error://), and nothing was refused.
    await expect.poll(() => page.frames().filter((frame) => frame.url().startsWith("blob:")).length).toBeGreaterThan(0);
    expect(refusedByCsp).toEqual([]);
  });
});

test("/documento: subir los documentos de un mandatario; sin estado de navegación no falla", async ({ page }) => {
  await newCarrier(page, "natural");

  await test.step("abierta sin estado (URL pegada) dice qué falta y enlaza de vuelta", async () => {
    await page.goto("/documento");
    await expect(page.getByRole("heading", { level: 1, name: "Subir Documentos" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("No se indicó de quién son los documentos.");
    await expect(page.getByRole("link", { name: "Ir a Mandatarios" })).toHaveAttribute("href", "/mandatario");
    await expect(page.getByRole("link", { name: "Ir a Abogados" })).toHaveAttribute("href", "/abogado");
    await expect(page.getByRole("link", { name: "Ir a Pilotos" })).toHaveAttribute("href", "/piloto");
    await expect(page.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/home");
    await expectNoSeriousA11yViolations(page, "/documento sin estado");
  });

  // The mandatario list is another journey's screen: the record is made through the API, and the
  // page is opened with the navigation state that list passes ({tipo, entidadId}).
  const personaId = Number(await page.evaluate(() => localStorage.getItem("persona_id")));
  const { mandato } = await apiAsUser<{ mandato: { id: number } }>(page, "POST", `/mandato/${personaId}/persona`, {
    cui: randomCui(),
    nit: randomNit(),
    nombre: "ANA LUCÍA",
    apellido: "MÉNDEZ ROSALES",
    fecha_nacimiento: "1980-02-14",
    documento_numero: "A-2231",
    presentado: "2024-03-01",
    escritura: "125",
    inscripcion_escritura: "4471",
    notario: "LIC. CARLOS ESTRADA",
    fecha: "2024-02-20",
    estado_civil_id: 1,
    tipo_poder_id: 1,
    numero_poder: "P-3390",
  });

  await test.step("con estado {tipo: mandatario, entidadId}: título, tipos requeridos y carga", async () => {
    await page.evaluate((id) => {
      window.history.pushState({ usr: { tipo: "mandatario", entidadId: id }, key: "e2e", idx: 1 }, "", "/documento");
    }, mandato.id);
    // The router reads the state at start: a reload keeps it, as in the browser.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Subir Documentos para Mandatario" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("heading", { level: 3 })).toHaveText(MANDATARIO_TYPES);
    await expectNoSeriousA11yViolations(page, "/documento mandatario");

    const posted = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith(`/api/mandato_documento/${mandato.id}/mandato/pdf`));
    await upload(page, "DPI del mandatario", "dpi-mandatario.pdf");
    // The file travels as itself in a multipart form, not as base64.
    // (The browser does not show a form's file bytes to the test; the header and the stored row tell.)
    const request = await posted;
    expect(request.headers()["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    const answer = await request.response();
    expect(answer?.status()).toBe(201);
    expect(answer ? (await answer.json()).documento : null).toMatchObject({ tipo_documento_id: 1, activo: true });

    const group = row(page, "Testimonio de la escritura de mandato");
    await group.getByLabel("Seleccionar Archivo").setInputFiles(pngFile("escritura.png"));
    await expect(group.getByRole("alert")).toHaveText("Solo se permiten archivos PDF.");
    await expectNoSeriousA11yViolations(page, "/documento mandatario con documento");
  });

  await test.step("un id que no es del usuario: mensaje de error, sin fallar", async () => {
    await page.evaluate(() => {
      window.history.replaceState({ usr: { tipo: "piloto", entidadId: 999999 }, key: "e2e2", idx: 1 }, "", "/documento");
    });
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Subir Documentos para Piloto" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText("No se pudieron cargar los documentos requeridos.");
  });
});
