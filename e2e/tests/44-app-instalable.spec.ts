import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/a11y";

interface WebManifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  lang: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
}

/** Every URL the service worker's caches hold. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });
}

test("app instalable: manifiesto, service worker y páginas sin conexión", async ({ page, context, baseURL }) => {
  await page.goto("/signin");

  // The manifest is linked and describes an installable app with its PNG icons.
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBeTruthy();
  const manifestResponse = await page.request.get(href!);
  expect(manifestResponse.ok()).toBe(true);
  const manifest = (await manifestResponse.json()) as WebManifest;
  expect(manifest).toMatchObject({ name: "Portal de Transportistas", short_name: "Transportistas", start_url: "/", display: "standalone", lang: "es" });
  for (const size of ["192x192", "512x512"]) expect(manifest.icons.some((i) => i.sizes === size && i.type === "image/png")).toBe(true);
  expect(manifest.icons.some((i) => i.purpose === "maskable")).toBe(true);
  for (const icon of manifest.icons) {
    const res = await page.request.get(icon.src);
    expect(res.ok(), icon.src).toBe(true);
    expect(res.headers()["content-type"]).toBe("image/png");
  }

  // The service worker registers and takes control of the page.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  // The kept shell: the offline page, the app's page and its scripts (names carry a revision query).
  const urls = (await cachedUrls(page)).map((u) => u.replace(/\?__WB_REVISION__=\w+$/, ""));
  expect(urls).toEqual(expect.arrayContaining([`${baseURL}/offline.html`, `${baseURL}/index.html`]));
  expect(urls.some((u) => /\/assets\/index-[\w-]+\.js$/.test(u))).toBe(true);

  // A carrier's data is never kept: answers of the API go to the network only.
  await page.request.get("/api/captcha/config");
  await page.evaluate(() => fetch("/api/captcha/config").then((r) => r.text()));
  expect((await cachedUrls(page)).filter((u) => u.includes("/api/"))).toEqual([]);

  // Offline, a page that needs the server says so in Spanish.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Sin conexión" })).toBeVisible();
  await expect(page.getByText("Esta página necesita conexión a internet.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Reintentar" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "sin conexión");

  // The public QR check opens from the kept shell and says the check needs a connection...
  await page.goto("/verificar/QR-SIN-RED?llave=llave-de-prueba");
  await expect(page.getByRole("heading", { level: 1, name: "Verificación de vehículo" })).toBeVisible();
  await expect(page.getByText(/Sin conexión: se necesita conexión a internet para verificar el código/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, "/verificar sin conexión");

  // ...and checks by itself once the connection is back (this code does not exist).
  await context.setOffline(false);
  await expect(page.getByText("Código no válido")).toBeVisible({ timeout: 20_000 });
});
