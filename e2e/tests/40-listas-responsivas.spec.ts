import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { validAbogado } from "../../apps/api/test/abogados";
import { validMandato } from "../../apps/api/test/mandatos";
import { daysFromToday, validPiloto, vehiculoPayload } from "../../apps/api/test/request-bodies";
import { representanteBody } from "../../apps/api/test/representantes";
import { expectNoSeriousA11yViolations } from "../support/a11y";
import { apiAsUser, newCarrier } from "../support/carrier";
import { randomPlaca } from "../support/ids";

// One sign-up with a real proof of work, then every list screen at two sizes with axe scans.
test.setTimeout(600_000);

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 800 };

const LIC_OK = `LIC-${Date.now().toString().slice(-6)}`;
const LIC_OLD = `VEN-${Date.now().toString().slice(-6)}`;
const TARJETA = "T-40040";
const PLACA_OK = randomPlaca();
const PLACA_OLD = randomPlaca();
// The names in the API tests' bodies.
const PILOTO = "JOSÉ RAMÍREZ";
const MANDATARIO = "MARÍA LÓPEZ";
const ABOGADO = "ROBERTO GARCÍA";
const REPRESENTANTE = "MARÍA GARCÍA";

/** Catalogue ids of the seed data for a vehicle. */
const VEHICLE_CATALOGUES = { color_id: 1, tipo_vehiculo_id: 1, tipo_placa_id: 1, tipo_uso_id: 1, tipo_combustible_id: 1, marca_vehiculo_id: 1 };

/**
 * The carrier's records, through the API with the API tests' bodies: one or more rows in every list,
 * an expired licence and a vehicle whose policy has expired.
 */
async function seed(page: Page): Promise<{ qr: string }> {
  const personaId = Number(await page.evaluate(() => localStorage.getItem("persona_id")));
  const juridicoId = Number(await page.evaluate(() => localStorage.getItem("juridico_id")));
  const post = <T>(path: string, body: unknown) => apiAsUser<T>(page, "POST", path, body);

  await post(`/persona_direccion/${personaId}/persona`, {
    direccion: "5A AVENIDA 10-20, ZONA 1",
    pais_id: 1,
    departamento_id: 1,
    municipio_id: 101,
    tipo_direccion_id: 1,
  });
  await post(`/persona_email/${personaId}/persona`, { email: "flota@transportes-listas.com.gt" });
  await post(`/persona_telefono/${personaId}/persona`, { numero: "55123456", tipo_telefono_id: 1 });
  await post("/representante", representanteBody({ personaId, juridicoId }, { plazo_vigenia: daysFromToday(900) }));

  const licencia = (numero: string, inicia: number, fin: number) => ({ numero, inicia: daysFromToday(inicia), fin: daysFromToday(fin), tipo_licencia_id: 1 });
  const { licencia: vigente } = await post<{ licencia: { id: number } }>(`/licencia/${personaId}/persona`, licencia(LIC_OK, -365, 730));
  await post(`/licencia/${personaId}/persona`, licencia(LIC_OLD, -800, -10));
  const { tarjeta_operacion } = await post<{ tarjeta_operacion: { id: number } }>(`/tarjeta_operacion/${vigente.id}/licencia`, { numero: TARJETA });
  const vehiculos = `/vehiculo/${tarjeta_operacion.id}/tarjeta_operacion`;
  const { vehiculo } = await post<{ vehiculo: { id: number } }>(vehiculos, vehiculoPayload(VEHICLE_CATALOGUES, { numero_placa: PLACA_OK }));
  await post(vehiculos, vehiculoPayload(VEHICLE_CATALOGUES, { numero_placa: PLACA_OLD, poliza_fecha_inicio: daysFromToday(-400), poliza_fecha_fin: daysFromToday(-5) }));
  const generated = await apiAsUser<{ validar: { codigo: string } }>(page, "GET", `/validar_registro_piloto/generar/${vehiculo.id}/vehiculo`);

  const { piloto } = await post<{ piloto: { id: number } }>("/piloto", validPiloto());
  await post(`/piloto_emergencia/${piloto.id}/piloto`, { nombre: "PEDRO TZOC", direccion: "ALDEA LLANO DEL PINAL, QUETZALTENANGO", telefono: "55557777" });
  await post(`/mandato/${personaId}/persona`, validMandato());
  await post(`/abogado_auxiliar/${personaId}/persona`, validAbogado());
  return { qr: generated.validar.codigo };
}

/** The page never scrolls sideways. */
async function expectNoPageOverflow(page: Page, screen: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `desbordamiento horizontal en ${screen}`).toBeLessThanOrEqual(innerWidth);
}

/** Every button and link of the list, scrolled to, is visible and lies wholly inside the viewport. */
async function expectActionsInView(page: Page, list: Locator, screen: string) {
  const controls = list.locator("button, a");
  const count = await controls.count();
  expect(count, `acciones en ${screen}`).toBeGreaterThan(0);
  const width = page.viewportSize()!.width;
  for (let i = 0; i < count; i++) {
    const control = controls.nth(i);
    await control.scrollIntoViewIfNeeded();
    await expect(control).toBeVisible();
    const box = (await control.boundingBox())!;
    const name = (await control.getAttribute("aria-label")) ?? (await control.innerText());
    expect(box.x, `«${name}» en ${screen}`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `«${name}» en ${screen}`).toBeLessThanOrEqual(width);
  }
}

/**
 * One list on the screen: a table at desktop width and cards (a list) on a phone, never both; the
 * named actions are there; the page does not overflow; axe finds nothing in the list at any impact
 * and nothing serious on the page.
 */
async function checkList(page: Page, caption: string, actions: string[], opts: { alwaysCards?: boolean } = {}) {
  const phone = page.viewportSize()!.width < 768;
  const screen = `${caption} (${page.viewportSize()!.width} px)`;
  const asTable = !phone && !opts.alwaysCards;
  const table = page.getByRole("table", { name: caption });
  const cards = page.getByRole("list", { name: caption });
  if (asTable) {
    await expect(table).toBeVisible();
    await expect(cards).toHaveCount(0);
  } else {
    await expect(cards).toBeVisible();
    await expect(table).toHaveCount(0);
  }
  const list = asTable ? page.getByRole("region", { name: caption }) : cards;
  for (const name of actions) await expect(list.getByRole(name.startsWith("link:") ? "link" : "button", { name: name.replace(/^link:/, ""), exact: true })).toHaveCount(1);
  await expectNoPageOverflow(page, screen);
  // Nor does the list scroll sideways inside its own box (a table wider than its box hides columns).
  const inner = await list.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(inner, `la lista se desborda en ${screen}`).toBeLessThanOrEqual(0);
  await expectActionsInView(page, list, screen);
  const results = await new AxeBuilder({ page }).include(`[aria-label="${caption}"]`).analyze();
  expect(results.violations.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`), `axe en ${screen}`).toEqual([]);
  await expectNoSeriousA11yViolations(page, screen);
}

test("listas: a 390 px y a 1366 px cada fila se lee y sus acciones están a la vista; licencia y póliza vencidas marcadas", async ({ page }) => {
  await newCarrier(page, "juridico");
  const { qr } = await seed(page);

  for (const size of [PHONE, DESKTOP]) {
    await test.step(`${size.width} px`, async () => {
      await page.setViewportSize(size);

      await page.goto("/persona");
      await checkList(page, "Direcciones", ["Editar la dirección 5A AVENIDA 10-20, ZONA 1", "Eliminar la dirección 5A AVENIDA 10-20, ZONA 1"]);
      await checkList(page, "Correos electrónicos", ["Editar el correo flota@transportes-listas.com.gt", "Eliminar el correo flota@transportes-listas.com.gt"]);
      await checkList(page, "Teléfonos", ["Editar el teléfono 55123456", "Eliminar el teléfono 55123456"]);

      await page.goto("/blank");
      await checkList(page, "Representantes", [`Editar a ${REPRESENTANTE}`, `Eliminar a ${REPRESENTANTE}`]);

      await page.goto("/licencia");
      await checkList(page, "Licencias registradas", [
        `link:Ingresar Tarjeta de Operación de la licencia ${LIC_OK}`,
        `Eliminar licencia ${LIC_OK}`,
        `Eliminar licencia ${LIC_OLD}`,
      ]);
      const licencias = page.getByRole(size === PHONE ? "listitem" : "row");
      await expect(licencias.filter({ hasText: LIC_OLD })).toContainText("Licencia vencida");
      await expect(licencias.filter({ hasText: LIC_OK })).not.toContainText("vencida");

      await page.getByRole("link", { name: `Ingresar Tarjeta de Operación de la licencia ${LIC_OK}` }).click();
      await checkList(page, "Tarjetas de operación asociadas", [`link:Asociar Vehículo a la tarjeta ${TARJETA}`, `Eliminar tarjeta ${TARJETA}`]);

      await page.getByRole("link", { name: `Asociar Vehículo a la tarjeta ${TARJETA}` }).click();
      const vehiculoActions = (placa: string) => [
        `link:Ver vehículo ${placa}`,
        `link:QR de validación del vehículo ${placa}`,
        `Editar vehículo ${placa}`,
        `Eliminar vehículo ${placa}`,
      ];
      await checkList(page, "Vehículos asociados", [...vehiculoActions(PLACA_OK), ...vehiculoActions(PLACA_OLD)]);
      const vehiculos = page.getByRole(size === PHONE ? "listitem" : "row");
      await expect(vehiculos.filter({ hasText: PLACA_OLD })).toContainText("Póliza vencida");
      await expect(vehiculos.filter({ hasText: PLACA_OK })).not.toContainText("vencida");

      await page.getByRole("link", { name: `QR de validación del vehículo ${PLACA_OK}` }).click();
      await checkList(page, "QR generados", [`Descargar QR ${qr}`, `Eliminar QR ${qr}`]);

      await page.goto("/piloto");
      await checkList(page, "Pilotos", [
        `Contactos de emergencia de ${PILOTO}`,
        `Ver detalle de ${PILOTO}`,
        `Subir Documentos de ${PILOTO}`,
        `Editar ${PILOTO}`,
        `Eliminar ${PILOTO}`,
      ]);
      await page.getByRole("button", { name: `Contactos de emergencia de ${PILOTO}` }).click();
      // A pilot's few contacts are a list of description lists at every width.
      await checkList(page, "Contactos de emergencia", ["Eliminar contacto PEDRO TZOC"], { alwaysCards: true });

      // The pilot's required documents: one upload row each, nothing off screen.
      await page.goto("/piloto");
      await page.getByRole("button", { name: `Subir Documentos de ${PILOTO}` }).click();
      const documentos = page.getByRole("list", { name: "Documentos requeridos" });
      await expect(documentos).toBeVisible();
      await expectNoPageOverflow(page, `Documentos requeridos (${size.width} px)`);
      await expectActionsInView(page, documentos, `Documentos requeridos (${size.width} px)`);

      await page.goto("/mandatario");
      await checkList(page, "Mandatarios", [`Subir Documentos de ${MANDATARIO}`, `Editar ${MANDATARIO}`, `Eliminar ${MANDATARIO}`]);

      await page.goto("/abogado");
      await checkList(page, "Abogados auxiliares", [`Editar ${ABOGADO}`, `Eliminar ${ABOGADO}`]);

      await page.goto("/historial");
      await expect(page.getByRole(size === PHONE ? "list" : "table", { name: "Historial de cambios" })).toBeVisible();
      await expectNoPageOverflow(page, `Historial (${size.width} px)`);
      await expectNoSeriousA11yViolations(page, `Historial (${size.width} px)`);
    });
  }
});
