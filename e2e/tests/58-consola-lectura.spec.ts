import { readFileSync } from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/a11y";
import { apiAsUser, newCarrier } from "../support/carrier";
import { expectNoHorizontalOverflow } from "../support/layout";
import { dataDir, readOutbox, waitForMail } from "../support/outbox";
import { addOneOfEach } from "../support/records";
import { signInAsStaff, STAFF_PASSWORD, totpCode } from "../support/staff";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/** What must never reach a person: an ISO date or time, a bare true/false, a "(código)" of an id. */
const RAW = [/\d{4}-\d{2}-\d{2}/, /T\d{2}:\d{2}:\d{2}/, /\b(true|false)\b/, /\(código\)/i];

async function expectReadable(locator: Locator, screen: string) {
  const text = (await locator.innerText()).replace(/\s+/g, " ");
  for (const raw of RAW) expect(text, `${screen}: ${raw} en «${raw.exec(text)?.[0]}»`).not.toMatch(raw);
}

const card = (page: Page, name: string) => page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name, exact: true }) });

/** The first `cui` anywhere in an API answer. */
function findCui(value: unknown): string | undefined {
  if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (k === "cui" && typeof v === "string") return v;
      const found = findCui(v);
      if (found) return found;
    }
  }
  return undefined;
}

test("Consola, lo que lee el personal: la póliza en la revisión, motivos listos, el siguiente de la cola, historial en palabras, fechas dd/mm/aaaa y búsqueda por CUI", async ({ page, browser }) => {
  test.setTimeout(300_000);
  const account = await newCarrier(page, "natural");
  const records = await addOneOfEach(page);
  const { vehiculo } = await apiAsUser<{ vehiculo: { numero_placa: string } }>(page, "GET", `/vehiculo/${records.vehiculoId}`);
  const personaId = await page.evaluate(() => localStorage.getItem("persona_id"));
  const cui = findCui(await apiAsUser<unknown>(page, "GET", `/persona/${personaId}`));
  expect(cui, "CUI del transportista").toMatch(/^\d{13}$/);

  const context = await browser.newContext({ locale: "es-GT", timezoneId: "America/Guatemala", viewport: DESKTOP });
  const rev = await context.newPage();
  const revisor = await signInAsStaff(rev, "revisor");

  await test.step("Buscar por el CUI del propio transportista lo encuentra", async () => {
    await rev.goto(`/admin/buscar?q=${cui}`);
    await expect(rev.getByText(`CUI (DPI) del transportista: ${cui}`)).toBeVisible();
  });

  await test.step("la revisión de «Vehículo y póliza» muestra la póliza con todos sus campos y su PDF", async () => {
    await rev.goto("/admin/revision");
    await rev.getByLabel("NIT del transportista").fill(account.nit);
    await rev.getByRole("button", { name: "Filtrar" }).click();
    await rev.getByRole("link", { name: `Vehículo placa ${vehiculo.numero_placa}` }).click();
    await expect(rev.getByRole("heading", { level: 1, name: `Vehículo placa ${vehiculo.numero_placa}` })).toBeVisible();
    const poliza = card(rev, "Póliza de seguro");
    for (const [label, value] of [
      ["Aseguradora", "ASEGURADORA GENERAL"],
      ["Número", "POL-4242"],
      ["Tipo de seguro", "DAÑOS A TERCEROS"],
      ["Prima total", "Q 900.00"],
      ["Valor", "Q 180,000.00"],
      ["Monto asegurado", "Q 150,000.00"],
    ]) {
      await expect(poliza.locator("dl > div").filter({ has: rev.locator("dt", { hasText: new RegExp(`^${label}$`) }) }).locator("dd")).toHaveText(value);
    }
    // Its start and end as dd/mm/aaaa.
    await expect(poliza.locator("dl > div").filter({ hasText: /^Inicio de la póliza\d{2}\/\d{2}\/\d{4}$/ })).toHaveCount(1);
    await expect(poliza.locator("dl > div").filter({ hasText: /^Fin de la póliza\d{2}\/\d{2}\/\d{4}$/ })).toHaveCount(1);
    await poliza.getByText("Vista previa de la póliza de seguro (PDF)").click();
    await expect(poliza.locator("iframe[title^='Vista previa de']")).toBeVisible();
    await expectReadable(rev.getByRole("main"), "revisión del vehículo");
    await expectNoA11yViolations(rev, "revisión del vehículo con su póliza (1366 px)");
  });

  await test.step("rechazar con un motivo listo ofrece el siguiente registro de la cola", async () => {
    // With the keyboard, as a reviewer going through the queue would: Space ticks a reason.
    await rev.getByRole("checkbox", { name: "La póliza está vencida." }).focus();
    await rev.keyboard.press("Space");
    await expect(rev.getByRole("checkbox", { name: "La póliza está vencida." })).toBeChecked();
    await rev.getByLabel("Otro motivo o más detalle").fill("Vence antes que la licencia.");
    await rev.getByRole("button", { name: "Rechazar" }).click();
    await expect(card(rev, "Estado")).toContainText("Rechazado");
    await expect(card(rev, "Estado")).toContainText("Motivo: La póliza está vencida. Vence antes que la licencia.");
    await expect(rev.getByText("Registro rechazado: se avisó al transportista.")).toBeVisible();
    const next = rev.getByRole("link", { name: /^Abrir el siguiente: / });
    await expect(next).toBeVisible();
    const siguiente = ((await next.textContent()) ?? "").replace("Abrir el siguiente: ", "");
    // The mail only says a notice waits; the reason is served in the carrier's box.
    const mail = await waitForMail(dataDir(), account.email);
    expect(mail.text).toContain("notificación a su buzón electrónico");
    expect(mail.text).not.toContain("La póliza está vencida.");
    const { notificaciones } = await apiAsUser<{ notificaciones: Array<{ id: number; origen: string }> }>(page, "GET", "/buzon");
    const rechazo = notificaciones.find((n) => n.origen === "rechazo");
    expect(rechazo, "el rechazo en el buzón").toBeDefined();
    const { notificacion } = await apiAsUser<{ notificacion: { cuerpo: string } }>(page, "GET", `/buzon/${rechazo!.id}`);
    expect(notificacion.cuerpo).toContain("Motivo: La póliza está vencida. Vence antes que la licencia.");
    await next.click();
    await expect(rev.getByRole("heading", { level: 1, name: siguiente })).toBeVisible();
    await rev.goBack();
    await expect(rev.getByRole("heading", { level: 1, name: `Vehículo placa ${vehiculo.numero_placa}` })).toBeVisible();
  });

  await test.step("aprobar; aprobar otra vez no cambia nada y lo dice", async () => {
    await rev.getByRole("button", { name: "Aprobar" }).click();
    await expect(card(rev, "Estado")).toContainText("Verificado");
    const decisiones = card(rev, "Decisiones anteriores").getByRole("listitem");
    await expect(decisiones).toHaveCount(2);
    await rev.getByRole("button", { name: "Aprobar" }).click();
    await expect(rev.getByRole("alert")).toContainText("Este registro ya estaba aprobado: no se registró otra decisión.");
    await expect(decisiones).toHaveCount(2);
    const historial = card(rev, "Historial de cambios");
    await expect(historial).toContainText("Revisado por");
    await expect(historial.getByText(revisor.nombre).first()).toBeVisible();
    await expectReadable(historial, "historial de la revisión");
    await rev.setViewportSize(PHONE);
    await expectNoHorizontalOverflow(rev, "revisión (390 px)");
    await rev.getByRole("checkbox", { name: "La póliza está vencida." }).scrollIntoViewIfNeeded();
    await expect(rev.getByRole("checkbox", { name: "La póliza está vencida." })).toBeInViewport();
    await expectNoA11yViolations(rev, "revisión (390 px)");
    await rev.setViewportSize(DESKTOP);
  });

  await test.step("el expediente: historial con nombres y palabras, fechas dd/mm/aaaa, «1 vehículo»", async () => {
    await rev.getByRole("link", { name: "MARÍA JOSÉ LÓPEZ GARCÍA", exact: true }).click();
    await expect(rev).toHaveTitle(/Expediente del transportista/);
    await expect(rev.getByRole("heading", { level: 4, name: `Tarjeta ${records.tarjeta.numero} · 1 vehículo` })).toBeVisible();
    const history = rev.getByRole("table", { name: "Historial de cambios del transportista" });
    await expect(history).toContainText("Revisado por");
    await expect(history).toContainText(revisor.nombre);
    await expect(history).toContainText("Estado de revisión");
    await expect(history).toContainText("Verificado");
    await expect(rev.getByRole("table", { name: "Códigos QR del transportista" })).toContainText(/\d{2}\/\d{2}\/\d{4}/);
    await expectReadable(rev.getByRole("main"), "expediente");
    await expectNoA11yViolations(rev, "expediente (1366 px)");
    await rev.setViewportSize(PHONE);
    await expectNoHorizontalOverflow(rev, "expediente (390 px)");
    await expectReadable(rev.getByRole("main"), "expediente (390 px)");
  });

  await test.step("el «Historial de cambios» del transportista lee la misma tabla: nombres, Sí/No, fechas en Guatemala", async () => {
    await page.setViewportSize(PHONE);
    await page.goto("/historial");
    const main = page.getByRole("main");
    await expect(main).toContainText("Revisado por");
    await expect(main).toContainText(revisor.nombre);
    await expect(main).toContainText("Estado de revisión");
    await expect(main).not.toContainText("Revision desde");
    await expectReadable(main, "historial del transportista");
    await expectNoA11yViolations(page, "historial del transportista (390 px)");
  });
  await context.close();
});

test("Tablero: «Cifras al» dd/mm/aaaa y cada tipo de vencimiento con su nombre entero en el eje", async ({ page }) => {
  await signInAsStaff(page, "supervisor");
  await page.goto("/admin/tablero");
  await expect(page.getByText(/^Cifras al \d{2}\/\d{2}\/\d{4} \(hora de Guatemala\)\.$/)).toBeVisible();
  const figure = page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: "Vencimientos próximos" }) });
  // The category axis: the drawing's only texts with letters (the other axis counts, the legend is HTML).
  const ticks = figure.locator("svg text").filter({ hasText: /[a-zé]/i });
  await expect(ticks).toHaveCount(4);
  const names = (await ticks.allTextContents()).map((t) => t.trim());
  expect(new Set(names).size, `ejes: ${names.join(" | ")}`).toBe(4);
  expect(names.join("|")).toContain("Licencias detransporte");
  await expectReadable(page.getByRole("main"), "tablero");
  await page.setViewportSize(PHONE);
  await expectNoHorizontalOverflow(page, "tablero (390 px)");
  await expectNoA11yViolations(page, "tablero (390 px)");
});

test("Funcionarios: una invitación sin respuesta dice «Invitación pendiente» y se reenvía; los códigos de recuperación se copian, descargan e imprimen", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signInAsStaff(page, "admin");
  const email = `pendiente-${Date.now()}@example.com`;

  await test.step("la invitación queda pendiente y se reenvía desde la lista", async () => {
    await page.goto("/admin/funcionarios");
    await page.getByRole("button", { name: "Invitar funcionario" }).click();
    const dialog = page.getByRole("dialog", { name: "Invitar funcionario" });
    await dialog.getByLabel("Correo electrónico").fill(email);
    await dialog.getByLabel("Nombre completo").fill("Pablo Pendiente");
    await dialog.getByLabel("Rol").selectOption({ label: "Revisor" });
    await dialog.getByRole("button", { name: "Enviar invitación" }).click();
    const row = page.getByRole("row", { name: /Pablo Pendiente/ });
    await expect(row).toContainText("Invitación pendiente");
    await expect(row).not.toContainText("Activo");
    await row.getByRole("button", { name: "Reenviar la invitación a Pablo Pendiente" }).click();
    await expect(page.getByText(`Reenviamos la invitación a ${email}. El enlace anterior ya no sirve.`)).toBeVisible();
    await expect.poll(() => readOutbox(dataDir()).filter((m) => m.to === email).length).toBe(2);
    await expectNoA11yViolations(page, "funcionarios con una invitación pendiente (1366 px)");
    await page.setViewportSize(PHONE);
    const cardItem = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2, name: "Pablo Pendiente" }) });
    await cardItem.scrollIntoViewIfNeeded();
    await expect(cardItem.getByRole("button", { name: "Reenviar la invitación a Pablo Pendiente" })).toBeInViewport();
    await expect(cardItem).toContainText("Invitación pendiente");
    await page.setViewportSize(DESKTOP);
  });

  await test.step("con el enlace nuevo elige su contraseña, configura TOTP y copia, descarga e imprime sus códigos", async () => {
    const context = await browser.newContext({ locale: "es-GT", timezoneId: "America/Guatemala", viewport: PHONE, acceptDownloads: true });
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const nuevo = await context.newPage();
    const mails = readOutbox(dataDir()).filter((m) => m.to === email);
    const link = new URL(mails[mails.length - 1].links.find((l) => l.includes("/admin/activar?token="))!);
    await nuevo.goto(`${link.pathname}${link.search}`);
    await nuevo.getByLabel("Contraseña nueva").fill(STAFF_PASSWORD);
    await nuevo.getByLabel("Confirme la contraseña").fill(STAFF_PASSWORD);
    await nuevo.getByRole("button", { name: "Guardar contraseña" }).click();
    await nuevo.getByRole("link", { name: "Ir a iniciar sesión" }).click();
    await nuevo.getByLabel("Correo electrónico").fill(email);
    await nuevo.getByLabel("Contraseña").fill(STAFF_PASSWORD);
    await nuevo.getByRole("button", { name: "Continuar" }).click();
    const key = (await nuevo.getByTestId("clave-totp").textContent()) ?? "";
    await nuevo.getByLabel("Código de 6 dígitos").fill(totpCode(key));
    await nuevo.getByRole("button", { name: "Verificar" }).click();
    const list = nuevo.getByRole("list", { name: "Códigos de recuperación" }).getByRole("listitem");
    await expect(list).toHaveCount(10);
    const codes = (await list.allTextContents()).map((c) => c.trim());

    for (const name of ["Copiar", "Descargar (.txt)", "Imprimir", "He guardado mis códigos"]) {
      const button = nuevo.getByRole("button", { name });
      await button.scrollIntoViewIfNeeded();
      await expect(button).toBeInViewport();
    }
    await expectNoA11yViolations(nuevo, "códigos de recuperación (390 px)");

    await nuevo.getByRole("button", { name: "Copiar" }).click();
    await expect(nuevo.getByText("Códigos copiados.")).toBeVisible();
    expect((await nuevo.evaluate(() => navigator.clipboard.readText())).split("\n")).toEqual(codes);

    const [download] = await Promise.all([nuevo.waitForEvent("download"), nuevo.getByRole("button", { name: "Descargar (.txt)" }).click()]);
    expect(download.suggestedFilename()).toBe("codigos-de-recuperacion-consola.txt");
    const text = readFileSync((await download.path())!, "utf8");
    expect(text).toContain("Códigos de recuperación de la consola de revisión");
    expect(text).toMatch(/Generados el \d{2}\/\d{2}\/\d{4}/);
    expect(text.split(/\r\n/).filter((l) => /^[A-Z0-9]{5}-[A-Z0-9]{5}$/.test(l))).toEqual(codes);

    await nuevo.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await nuevo.getByRole("button", { name: "Imprimir" }).click();
    expect(await nuevo.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await nuevo.getByRole("button", { name: "He guardado mis códigos" }).click();
    await expect(nuevo.getByRole("heading", { level: 1, name: "Le damos la bienvenida, Pablo Pendiente" })).toBeVisible();
    await context.close();
  });

  await test.step("ya entró: la lista lo muestra «Activo», sin reenvío", async () => {
    await page.reload();
    const row = page.getByRole("row", { name: /Pablo Pendiente/ });
    await expect(row).toContainText("Activo");
    await expect(row).not.toContainText("Invitación pendiente");
    await expect(row.getByRole("button", { name: "Restablecer el acceso de Pablo Pendiente" })).toBeVisible();
  });
});
