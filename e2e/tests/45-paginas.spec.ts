import { expect, test, type Locator, type Page } from "@playwright/test";
import { PAGE_LIMIT_DEFAULT } from "@portal/domain/pagination";
import { daysFromToday, validPiloto, vehiculoPayload } from "../../apps/api/test/request-bodies";
import { apiAsUser, newCarrier } from "../support/carrier";
import { randomPlaca } from "../support/ids";

// Lists longer than a page (decision 095): the first page, "Cargar más", and searches the server answers.
test.setTimeout(600_000);

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 800 };

/** Two rows more than the web's page: the last two only come with "Cargar más". */
const ROWS = PAGE_LIMIT_DEFAULT + 2;
const LICENCIA = `PAG-${Date.now().toString().slice(-6)}`;
const TARJETA = "T-45045";
/** Pilots' surnames, in the order they are created (the lists are in id order). */
const APELLIDOS = [
  "AJANEL", "BATZ", "CHOC", "COJ", "CUXIL", "GIRÓN", "ICAL", "JOCOL", "LÓPEZ", "MÉNDEZ", "OXLAJ",
  "PEREN", "QUEMÉ", "SAQUIC", "SICAJÁ", "TAY", "TZOC", "VELÁSQUEZ", "XICARÁ", "YAX", "ZAPETA", "ESQUIT",
];
const LAST_PILOT = "ZOILA ESQUIT";
const VEHICLE_CATALOGUES = { color_id: 1, tipo_vehiculo_id: 1, tipo_placa_id: 1, tipo_uso_id: 1, tipo_combustible_id: 1, marca_vehiculo_id: 1 };

function distinctPlates(n: number): string[] {
  const plates = new Set<string>();
  while (plates.size < n) plates.add(randomPlaca());
  return [...plates];
}

interface Seeded {
  plates: string[];
  pilotNits: string[];
}

/** A licence, a card with more vehicles than a page, and more pilots than a page, through the API. */
async function seed(page: Page): Promise<Seeded> {
  const personaId = Number(await page.evaluate(() => localStorage.getItem("persona_id")));
  const post = <T>(path: string, body: unknown) => apiAsUser<T>(page, "POST", path, body);
  const { licencia } = await post<{ licencia: { id: number } }>(`/licencia/${personaId}/persona`, {
    numero: LICENCIA,
    inicia: daysFromToday(-365),
    fin: daysFromToday(730),
    tipo_licencia_id: 1,
  });
  const { tarjeta_operacion } = await post<{ tarjeta_operacion: { id: number } }>(`/tarjeta_operacion/${licencia.id}/licencia`, { numero: TARJETA });
  const plates = distinctPlates(ROWS);
  for (const numero_placa of plates) await post(`/vehiculo/${tarjeta_operacion.id}/tarjeta_operacion`, vehiculoPayload(VEHICLE_CATALOGUES, { numero_placa }));
  const pilotNits: string[] = [];
  for (const [i, apellido] of APELLIDOS.entries()) {
    const body = validPiloto({ nombre: i === ROWS - 1 ? "ZOILA" : "JOSÉ", apellido });
    await post("/piloto", body);
    pilotNits.push(body.nit);
  }
  return { plates, pilotNits };
}

/** The rows of a list as the screen shows it: the table's body rows, or the cards on a phone. */
function rowsOf(page: Page, caption: string): Locator {
  return page.viewportSize()!.width < 768
    ? page.getByRole("list", { name: caption }).locator(":scope > li")
    : page.getByRole("table", { name: caption }).getByRole("row").filter({ has: page.getByRole("cell") });
}

/** "Cargar más", pressed from the keyboard; waits for the next page's answer. */
async function loadMore(page: Page, path: string) {
  const more = page.getByRole("button", { name: "Cargar más" });
  const answer = page.waitForResponse((r) => r.url().includes(path) && r.url().includes("cursor=") && r.ok());
  await more.focus();
  await page.keyboard.press("Enter");
  await answer;
}

/** Types into a search field and waits for the server's answer to that search (`name=value` in the query). */
async function search(page: Page, label: string, value: string, param: string) {
  const answer = page.waitForResponse((r) => new URL(r.url()).searchParams.get(param) === value.toUpperCase() || new URL(r.url()).searchParams.get(param) === value);
  await page.getByLabel(label).fill(value);
  const res = await answer;
  expect(res.status(), `${param}=${value}`).toBe(200);
}

test("listas largas: la primera página, «Cargar más» y la búsqueda en el servidor, a 1366 y a 390 px", async ({ page }) => {
  await newCarrier(page, "natural");
  const { plates, pilotNits } = await seed(page);
  const firstPage = plates.slice(0, PAGE_LIMIT_DEFAULT);
  const secondPage = plates.slice(PAGE_LIMIT_DEFAULT);

  for (const size of [DESKTOP, PHONE]) {
    await test.step(`pilotos a ${size.width} px`, async () => {
      await page.setViewportSize(size);
      await page.goto("/piloto");
      const rows = rowsOf(page, "Pilotos");
      await expect(rows).toHaveCount(PAGE_LIMIT_DEFAULT);
      await expect(rows.first()).toContainText("JOSÉ AJANEL");
      await expect(page.getByText(LAST_PILOT)).toHaveCount(0);

      await loadMore(page, "/api/piloto?");
      await expect(rows).toHaveCount(ROWS);
      await expect(rows.last()).toContainText(LAST_PILOT);
      await expect(page.getByRole("button", { name: "Cargar más" })).toHaveCount(0);

      // A fresh screen holds only the first page: the matches come from the server, not from rows already read.
      await page.reload();
      await expect(rows).toHaveCount(PAGE_LIMIT_DEFAULT);
      await search(page, "Buscar piloto", "zoila", "buscar");
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(LAST_PILOT);
      await expect(page.getByRole("button", { name: "Cargar más" })).toHaveCount(0);

      // The start of a NIT of the second page.
      const nit = pilotNits[PAGE_LIMIT_DEFAULT];
      await search(page, "Buscar piloto", nit, "buscar");
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(nit);
      await expect(rows.first()).toContainText(`JOSÉ ${APELLIDOS[PAGE_LIMIT_DEFAULT]}`);

      await search(page, "Buscar piloto", "NADIE ASI", "buscar");
      await expect(page.getByText("Ningún piloto coincide con «NADIE ASI».")).toBeVisible();
      await page.getByLabel("Buscar piloto").fill("");
      await expect(rows).toHaveCount(PAGE_LIMIT_DEFAULT);
    });

    await test.step(`vehículos a ${size.width} px`, async () => {
      await page.goto("/licencia");
      await page.getByRole("link", { name: `Ingresar Tarjeta de Operación de la licencia ${LICENCIA}` }).click();
      await page.getByRole("link", { name: `Asociar Vehículo a la tarjeta ${TARJETA}` }).click();
      const rows = rowsOf(page, "Vehículos asociados");
      await expect(rows).toHaveCount(PAGE_LIMIT_DEFAULT);
      for (const [i, placa] of firstPage.entries()) await expect(rows.nth(i)).toContainText(placa);
      for (const placa of secondPage) await expect(rows.filter({ hasText: placa })).toHaveCount(0);

      await loadMore(page, "/tarjeta_operacion?");
      await expect(rows).toHaveCount(ROWS);
      for (const [i, placa] of secondPage.entries()) await expect(rows.nth(PAGE_LIMIT_DEFAULT + i)).toContainText(placa);
      await expect(page.getByRole("button", { name: "Cargar más" })).toHaveCount(0);

      // The start of a plate of the second page, in lower case: the server matches it whatever the case.
      const target = secondPage[secondPage.length - 1];
      const prefix = target.slice(0, 4);
      const matches = plates.filter((p) => p.startsWith(prefix));
      await search(page, "Buscar por placa", prefix.toLowerCase(), "placa");
      await expect(rows).toHaveCount(matches.length);
      for (const placa of matches) await expect(rows.filter({ hasText: placa })).toHaveCount(1);
      await expect(rows.filter({ hasText: firstPage.find((p) => !p.startsWith(prefix))! })).toHaveCount(0);

      await search(page, "Buscar por placa", "000III", "placa");
      await expect(page.getByText("Ningún vehículo de esta tarjeta tiene una placa que empiece por 000III.")).toBeVisible();
    });
  }
});
