import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/a11y";
import { newAccount, solveBotCheck } from "../support/portal";

/**
 * The first load (decision 190): the build ships React, the public pages arrive as HTML rendered at build
 * time and React hydrates that HTML without replacing it; nothing typed while a page loads is lost or moved.
 */

const PHONE = { width: 390, height: 844 };

/** The public pages the build prerenders, each with what its HTML shows before any script runs. */
const PUBLIC_PAGES = [
  { path: "/signin", heading: "Iniciar sesión" },
  { path: "/manual", heading: "Manual de usuario" },
  { path: "/verificar/ABCD2345?llave=clave-de-prueba", heading: "Verificación de vehículo" },
  { path: "/constancia/C0NST4NC1A0000", heading: "Constancia de datos registrados" },
];

/** Console errors and uncaught exceptions of a page, as they come. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    // A public page asking the API about a code that does not exist gets a 404: the page says so, not an error.
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Whether React has taken the page's root (hydrated or rendered it). */
const reactHasRoot = (page: Page) =>
  page.evaluate(() => Object.keys(document.getElementById("root") ?? {}).some((key) => key.startsWith("__reactContainer$")));

/**
 * Opens `path` with the page's entry script held back, runs `beforeScripts` on the prerendered HTML, then
 * lets the script through and waits until React has the page.
 */
async function openHoldingScripts(page: Page, path: string, beforeScripts: () => Promise<void>): Promise<void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "commit" });
  await beforeScripts();
  release();
  await expect.poll(() => reactHasRoot(page)).toBe(true);
  await page.unrouteAll({ behavior: "ignoreErrors" });
}

test("las páginas públicas se ven sin scripts y React las hidrata sin reemplazarlas ni errores", async ({ browser }) => {
  // Without JavaScript each public page still shows its content: its first paint waits for no script.
  const noScript = await browser.newContext({ javaScriptEnabled: false, locale: "es-GT", viewport: PHONE });
  const bare = await noScript.newPage();
  for (const { path, heading } of PUBLIC_PAGES) {
    await bare.goto(path);
    await expect(bare.getByRole("heading", { level: 1, name: heading }), path).toBeVisible();
  }
  await bare.goto("/signin");
  await expect(bare.getByRole("textbox", { name: "NIT" })).toBeVisible();
  await expect(bare.getByRole("button", { name: "Iniciar sesión" })).toBeVisible();
  await noScript.close();

  // With JavaScript, React hydrates the same nodes: a mark left on the prerendered heading is still there
  // after hydration (a mismatch would make React render the page again and drop it), and nothing is logged.
  for (const viewport of [PHONE, { width: 1366, height: 900 }]) {
    const context = await browser.newContext({ locale: "es-GT", timezoneId: "America/Guatemala", viewport });
    const page = await context.newPage();
    const errors = collectErrors(page);
    for (const { path, heading } of PUBLIC_PAGES) {
      await openHoldingScripts(page, path, async () => {
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        await page.evaluate(() => Object.assign(document.querySelector("h1")!, { prerenderMark: true }));
      });
      // Give React the time to find a mismatch and render the page again, if it would.
      await page.waitForLoadState("load");
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      expect(await page.evaluate(() => (document.querySelector("h1") as HTMLElement & { prerenderMark?: boolean }).prerenderMark), path).toBe(true);
      expect(errors, `${path} at ${viewport.width} px`).toEqual([]);
    }
    await context.close();
  }
});

test("la verificación pública sin firma en el enlace no descarga zod, la librería de formularios ni la comprobación de firmas", async ({ page }) => {
  // Decision 223: the signature check (jose, the credential's schema, zod) loads only for a link that carries one.
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/verificar/ABCD2345?llave=clave-de-prueba");
  await expect(page.getByTestId("veredicto")).toHaveText("Código no válido");
  expect(scripts.filter((src) => /\/assets\/(?:zod|forms|veredicto-firma)-[^/]+\.js$/.test(src))).toEqual([]);
});

test("el build trae React y no Preact", async ({ page }) => {
  await page.goto("/signin");
  await expect.poll(() => reactHasRoot(page)).toBe(true);
  // React DOM marks the nodes it owns; Preact would leave its own fields on the root instead.
  expect(await page.evaluate(() => Object.keys(document.querySelector("h1")!).some((key) => key.startsWith("__reactFiber$")))).toBe(true);
  expect(await page.evaluate(() => Object.keys(document.getElementById("root")!).filter((key) => /^(?:__k|_children|__P)$/.test(key)))).toEqual([]);

  // The scripts /signin loads: React's production build (its errors point to react.dev) and nothing of Preact.
  const html = await (await page.request.get("/signin")).text();
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  expect(scripts.length).toBeGreaterThan(2);
  const code = (await Promise.all(scripts.map(async (src) => (await page.request.get(src)).text()))).join("\n");
  expect(code).toContain("https://react.dev/errors/");
  expect(code).not.toMatch(/preact/i);
});

test("inicio de sesión: lo escrito antes de que cargue la página se queda donde se escribió", async ({ page }) => {
  await page.setViewportSize(PHONE);
  const errors = collectErrors(page);
  await openHoldingScripts(page, "/signin", async () => {
    await page.getByLabel("NIT").fill("1234567K");
    await page.getByLabel("Contraseña").fill("una-clave-cualquiera");
  });
  await expect(page.getByLabel("NIT")).toHaveValue("1234567K");
  await expect(page.getByLabel("Contraseña")).toHaveValue("una-clave-cualquiera");
  // Hydrated, the form is the app's: a wrong password gets the API's answer, the fields keep their text.
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByLabel("NIT")).toHaveValue("1234567K");
  expect(errors).toEqual([]);
  await expectNoSeriousA11yViolations(page, "inicio de sesión hidratado");
});

test("registro: lo que se escribe en cuanto abre la página no se pierde ni cambia de campo", async ({ page }) => {
  // 1366 px, as reported; typing starts as soon as the NIT field exists, with no pause.
  const account = newAccount();
  await page.goto("/signup", { waitUntil: "commit" });
  await page.getByLabel("NIT").pressSequentially(account.nit);
  await page.keyboard.press("Tab");
  await page.keyboard.type(account.email);
  await page.keyboard.press("Tab");
  await page.keyboard.type(account.password);

  await expect(page.getByLabel("NIT")).toHaveValue(account.nit);
  // The e-mail shows as typed, not in capitals.
  await expect(page.getByLabel("Correo electrónico")).toHaveValue(account.email);
  await expect(page.getByLabel("Correo electrónico")).toHaveCSS("text-transform", "none");
  await expect(page.getByLabel("Contraseña", { exact: true })).toHaveValue(account.password);

  await solveBotCheck(page);
  await page.getByLabel("Acepto los Términos y Condiciones").check();
  await page.getByRole("button", { name: "Registrarse" }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByLabel("NIT")).toHaveValue(account.nit);
});

test("registro desde el inicio de sesión: lo tecleado en seguida va a los campos del registro", async ({ page }) => {
  // As reported at 1366 px: from /signin, "Regístrese", then typing at once, a key at a time. The sign-up
  // page's scripts come slowly (as on a busy connection); meanwhile the sign-in page, which looks alike,
  // was still on screen and took the NIT, and the next Tab put the e-mail into sign-up's NIT field.
  const account = newAccount();
  await page.goto("/signin");
  await page.route(/\/assets\/(?:signup-page|forms|zod)-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.getByRole("link", { name: "Regístrese" }).click();
  await page.getByLabel("NIT").click();
  await page.keyboard.type(account.nit, { delay: 60 });
  await page.keyboard.press("Tab");
  await page.keyboard.type(account.email, { delay: 20 });
  await page.keyboard.press("Tab");
  await page.keyboard.type(account.password, { delay: 20 });

  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByLabel("NIT")).toHaveValue(account.nit);
  await expect(page.getByLabel("Correo electrónico")).toHaveValue(account.email);
  await expect(page.getByLabel("Contraseña", { exact: true })).toHaveValue(account.password);
  await expectNoSeriousA11yViolations(page, "registro");
});
