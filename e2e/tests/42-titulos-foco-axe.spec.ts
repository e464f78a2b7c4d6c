import { expect, test, type Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/a11y";
import { newCarrier } from "../support/carrier";
import { addOneOfEach, type CarrierRecords } from "../support/records";

// One sign-up with a real proof of work, then some sixty axe scans: every screen at two sizes, some dark
// (about 8 minutes on a loaded 2-core machine).
test.setTimeout(900_000);

const PORTAL = "Portal de Transportistas";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 800 };

interface Screen {
  path: string;
  /** The page's name in the tab title, before " · Portal de Transportistas". */
  title: string;
  h1: string | RegExp;
  /** The navigation state the screen receives from the screen before it. */
  state?: unknown;
}

function screens(r: CarrierRecords): Screen[] {
  return [
    { path: "/home", title: "Inicio", h1: /Le damos la bienvenida al sistema de actualización de datos de la Dirección General/ },
    { path: "/licencia", title: "Licencias", h1: "Licencias" },
    { path: "/tarjetaOperacion", title: "Tarjetas de Operación", h1: "Tarjetas de Operación", state: { licencia: r.licencia } },
    { path: "/vehiculo", title: "Vehículos", h1: "Vehículos", state: { tarjeta: r.tarjeta, licencia: r.licencia } },
    { path: "/vehiculoPreview", title: "Información del Vehículo", h1: "Información del Vehículo", state: { vehiculoId: r.vehiculoId } },
    { path: "/validacionPiloto", title: "Detalle del Vehículo", h1: "Detalle del Vehículo", state: { vehiculoId: r.vehiculoId } },
    { path: "/mandatario", title: "Mandatarios", h1: "Mandatarios" },
    { path: "/abogado", title: "Abogados", h1: "Abogados" },
    { path: "/piloto", title: "Pilotos", h1: "Pilotos" },
    { path: "/pilotoPreview", title: "Detalle del Piloto", h1: /^Detalle del Piloto: JOSÉ RAMÍREZ/, state: { pilotoId: r.pilotoId } },
    { path: "/contactosEmergencia", title: "Contactos de Emergencia", h1: "Contactos de Emergencia", state: { pilotoId: r.pilotoId } },
    { path: "/documento", title: "Subir Documentos", h1: "Subir Documentos para Mandatario", state: { tipo: "mandatario", entidadId: r.mandatoId } },
    { path: "/persona", title: "Datos de la persona", h1: "Datos de la persona" },
    { path: "/blank", title: "Representantes", h1: "Representantes" },
    { path: "/historial", title: "Historial de cambios", h1: "Historial de cambios" },
    { path: "/completar-perfil", title: "Completar perfil", h1: "Completar perfil" },
  ];
}

/** Screens outside the session (opened signed out). */
function publicScreens(qr: CarrierRecords["qr"]): Screen[] {
  return [
    { path: "/signin", title: "Iniciar sesión", h1: "Iniciar sesión" },
    { path: "/signup", title: "Crear una cuenta", h1: "Crear una cuenta" },
    { path: "/ressetPassword", title: "Restablecer contraseña", h1: "Restablecer contraseña" },
    { path: `/form/reset?token=abc123&email=${btoa("flota@example.com")}`, title: "Nueva contraseña", h1: "Nueva contraseña" },
    { path: "/userdata", title: "Datos de usuario", h1: "Datos de usuario" },
    { path: `/verificar/${qr.codigo}?llave=${encodeURIComponent(qr.llave)}`, title: "Verificación de vehículo", h1: "Verificación de vehículo" },
    { path: "/no-existe", title: "Página no encontrada", h1: "Ocurrió un error" },
  ];
}

const h1 = (page: Page) => page.getByRole("heading", { level: 1 });

/** Opens a screen as a first load, with its navigation state when it takes one (the router reads it at start). */
async function open(page: Page, s: Screen) {
  await page.goto(s.path);
  if (s.state !== undefined) {
    await page.evaluate((state) => window.history.replaceState({ usr: state, key: "e2e", idx: 0 }, "", window.location.href), s.state);
    await page.reload();
  }
}

/** Title, heading, no sideways scroll and axe at every impact, as the screen stands once loaded. */
async function checkScreen(page: Page, s: Screen, label: string) {
  await expect(h1(page)).toHaveText(s.h1);
  await expect(page).toHaveTitle(`${s.title} · ${PORTAL}`);
  // Lists and previews have loaded (no spinner left) before axe reads the page.
  await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `desbordamiento horizontal en ${label}`).toBeLessThanOrEqual(innerWidth);
  await expectNoA11yViolations(page, label);
}

async function setTheme(page: Page, theme: "light" | "dark") {
  await page.evaluate((t) => localStorage.setItem("theme", t), theme);
}

/** The computed look of a control once its colour transition has ended (a just-enabled button fades in). */
const look = (page: Page, name: string) =>
  page.getByRole("button", { name, exact: true }).evaluate(async (el) => {
    await Promise.all(el.getAnimations().map((a) => a.finished.catch(() => undefined)));
    const s = getComputedStyle(el);
    return { background: s.backgroundColor, color: s.color, border: s.borderTopStyle };
  });

/** True for a grey: little chroma (Tailwind's greys are slightly blue, up to 0.034), as oklch(), oklab() or rgb(). */
const isGrey = (color: string) => {
  const [a, b, c] = (color.match(/-?[\d.]+/g) ?? []).map(Number);
  if (color.startsWith("oklch")) return b < 0.05;
  if (color.startsWith("oklab")) return Math.hypot(b, c) < 0.05;
  return Math.max(a, b, c) - Math.min(a, b, c) <= 12;
};

test("cada pantalla: título, foco en el encabezado al navegar, modo oscuro y axe sin ninguna infracción", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await newCarrier(page, "juridico");
  const records = await addOneOfEach(page);

  await test.step("1366 px: el enlace del menú lleva el foco al encabezado de la página, no en la primera carga", async () => {
    await expect(page).toHaveTitle(`Inicio · ${PORTAL}`);
    // Signing in was an in-app navigation: the welcome heading has the focus.
    await expect(h1(page)).toBeFocused();
    await page.getByRole("navigation", { name: "Persona Jurídica" }).getByRole("link", { name: "Licencias" }).click();
    await expect(page).toHaveURL(/\/licencia$/);
    await expect(page).toHaveTitle(`Licencias · ${PORTAL}`);
    await expect(h1(page)).toHaveText("Licencias");
    await expect(h1(page)).toBeFocused();
    await expect(h1(page)).toHaveAttribute("tabindex", "-1");
    // The next Tab goes on inside the page, not back to the menu.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("main") !== null)).toBe(true);

    // Keyboard only: the menu link taken with Enter.
    await page.getByRole("navigation", { name: "Persona Jurídica" }).getByRole("link", { name: "Abogados" }).focus();
    await page.keyboard.press("Enter");
    await expect(h1(page)).toHaveText("Abogados");
    await expect(h1(page)).toBeFocused();

    await page.goto("/piloto");
    await expect(h1(page)).toHaveText("Pilotos");
    await expect(page).toHaveTitle(`Pilotos · ${PORTAL}`);
    await expect(h1(page)).not.toBeFocused();
  });

  for (const size of [DESKTOP, PHONE]) {
    await test.step(`${size.width} px: cada pantalla con sesión`, async () => {
      await page.setViewportSize(size);
      for (const s of screens(records)) {
        await open(page, s);
        await checkScreen(page, s, `${s.path} (${size.width} px)`);
      }
    });
  }

  await test.step("390 px: el menú desplegable lleva el foco al encabezado; los avisos no tapan el menú de usuario", async () => {
    await page.goto("/home");
    // Closed, the menu is not on the page: no link off the screen takes the keyboard's focus.
    const menu = page.getByRole("navigation", { name: "Persona Jurídica" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(menu).toHaveCount(0);
    await page.getByRole("button", { name: "Abrir o cerrar el menú" }).click();
    await expect(menu).toBeInViewport();
    await menu.getByRole("link", { name: "Pilotos" }).click();
    await expect(page).toHaveURL(/\/piloto$/);
    await expect(h1(page)).toHaveText("Pilotos");
    await expect(h1(page)).toBeFocused();
    await expect(page.getByRole("button", { name: "Abrir o cerrar el menú" })).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toHaveCount(0);

    await open(page, { path: "/tarjetaOperacion", title: "Tarjetas de Operación", h1: "Tarjetas de Operación", state: { licencia: records.licencia } });
    await page.getByLabel("Número de Tarjeta de Operación").fill("T-42043");
    await page.getByRole("button", { name: "Agregar Tarjeta" }).click();
    const toast = page.getByRole("status").filter({ hasText: "Operación realizada con éxito!" });
    await expect(toast).toBeVisible();
    const userMenu = (await page.getByRole("button", { name: /Menú de usuario/ }).boundingBox())!;
    const toastBox = (await toast.boundingBox())!;
    expect(toastBox.y, "el aviso empieza debajo de la barra superior").toBeGreaterThanOrEqual(userMenu.y + userMenu.height);
    // Still top right.
    expect(toastBox.x + toastBox.width).toBeGreaterThan(PHONE.width - 24);
  });

  for (const size of [PHONE, DESKTOP]) {
    await test.step(`${size.width} px, modo oscuro: pantallas y botones deshabilitados que se ven deshabilitados`, async () => {
      await page.setViewportSize(size);
      await setTheme(page, "dark");
      for (const s of screens(records).filter((x) => ["/home", "/licencia", "/vehiculo", "/persona"].includes(x.path))) {
        await open(page, s);
        await expect(page.locator("html")).toHaveClass(/dark/);
        await checkScreen(page, s, `${s.path} oscuro (${size.width} px)`);
      }
      await setTheme(page, "light");
    });
  }

  await test.step("botón deshabilitado: gris y de borde discontinuo en modo claro y oscuro; habilitado, del color de la marca", async () => {
    for (const theme of ["light", "dark"] as const) {
      await setTheme(page, theme);
      await page.goto("/licencia");
      const disabled = await look(page, "Agregar Licencia");
      await expect(page.getByRole("button", { name: "Agregar Licencia", exact: true })).toBeDisabled();
      expect(isGrey(disabled.background), `fondo ${disabled.background} (${theme})`).toBe(true);
      expect(disabled.border).toBe("dashed");
      const form = page.getByRole("form", { name: "Registrar licencia" });
      await form.getByLabel("Número de Licencia").fill("LIC-900001");
      await form.getByLabel("Fecha de Inicio").fill("2024-01-01");
      await form.getByLabel("Fecha de Expiración").fill("2030-01-01");
      await form.getByLabel("Tipo de Licencia").selectOption({ index: 1 });
      await expect(page.getByRole("button", { name: "Agregar Licencia", exact: true })).toBeEnabled();
      const enabled = await look(page, "Agregar Licencia");
      expect(isGrey(enabled.background), `fondo ${enabled.background} (${theme})`).toBe(false);
      expect(enabled.border).not.toBe("dashed");
    }
    await setTheme(page, "light");
  });

  await test.step("pantallas públicas a 390 y 1366 px, y en modo oscuro", async () => {
    await page.evaluate(() => localStorage.clear());
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      for (const s of publicScreens(records.qr)) {
        await open(page, s);
        await checkScreen(page, s, `${s.path} (${size.width} px)`);
      }
    }
    await setTheme(page, "dark");
    for (const s of publicScreens(records.qr).slice(0, 3)) {
      await open(page, s);
      await checkScreen(page, s, `${s.path} oscuro`);
    }
    // From one public screen to another: focus on the new heading too.
    await page.goto("/signin");
    await page.getByRole("link", { name: "Regístrese" }).click();
    await expect(h1(page)).toHaveText("Crear una cuenta");
    await expect(h1(page)).toBeFocused();
    await expect(page).toHaveTitle(`Crear una cuenta · ${PORTAL}`);
  });
});
