import { expect, test, type Page } from "@playwright/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { expectNoSeriousA11yViolations } from "../support/a11y";
import { apiAsUser, newCarrier } from "../support/carrier";
import { addOneOfEach } from "../support/records";

const PHONE = { width: 390, height: 844 };
const FIRMA_VALIDA = /^Firma válida, emitido por .+, vigente hasta \d{2}\/\d{2}\/\d{4}$/;

async function expectNoHorizontalOverflow(page: Page, screen: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `desbordamiento horizontal en ${screen}`).toBeLessThanOrEqual(innerWidth);
}

/** Swaps one signed claim of the link's credential and keeps the signature: what a forger would print. */
function tamper(url: string, placa: string): string {
  const [address, jws] = url.split("#");
  const [header, payload, signature] = jws.split(".");
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
  claims.p = placa;
  return `${address}#${header}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.${signature}`;
}

test("QR firmado: la verificación comprueba la firma sin conexión y el escáner lee una foto del código", async ({ page, browser }) => {
  test.setTimeout(150_000);
  await newCarrier(page, "natural");
  const records = await addOneOfEach(page);
  const { validar } = await apiAsUser<{ validar: { id: number; codigo: string } }>(page, "GET", `/validar_registro_piloto/generar/${records.vehiculoId}/vehiculo`);
  const { documento } = await apiAsUser<{ documento: string[] }>(page, "GET", `/validar_registro_piloto/${validar.id}/documento`);
  const png = Buffer.from(documento[0].slice(documento[0].indexOf(",") + 1), "base64");
  const decoded = PNG.sync.read(png);
  const url = jsQR(new Uint8ClampedArray(decoded.data), decoded.width, decoded.height)!.data;
  expect(url).toContain(`/verificar/${validar.codigo}?llave=`);
  expect(url).toMatch(/#[\w-]+\.[\w-]+\.[\w-]+$/);

  // An inspector's phone, never signed in.
  const inspector = await browser.newContext({ locale: "es-GT", timezoneId: "America/Guatemala", viewport: PHONE });
  const phone = await inspector.newPage();
  const firma = phone.getByTestId("firma-verificacion");

  await test.step("en línea: la firma y el estado del registro", async () => {
    await phone.goto(url);
    await expect(firma).toHaveText(FIRMA_VALIDA);
    await expect(phone.getByTestId("estado-verificacion")).toHaveText("VIGENTE");
    await expect(phone.getByRole("main")).toContainText(records.licencia.numero);
    await expect(phone.getByRole("main")).toContainText(records.tarjeta.numero);
    await expectNoHorizontalOverflow(phone, "/verificar con firma");
    await expectNoSeriousA11yViolations(phone, "/verificar con firma");
    await phone.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  });

  await test.step("sin conexión: la firma se comprueba igual; una alterada dice «Firma no válida»", async () => {
    await inspector.setOffline(true);
    await phone.reload();
    await expect(firma).toHaveText(FIRMA_VALIDA);
    await expect(phone.getByText(/Sin conexión: el estado actual en el registro/)).toBeVisible();
    await expect(phone.getByTestId("estado-verificacion")).toHaveCount(0);

    await phone.goto("about:blank");
    await phone.goto(tamper(url, "P000AAA"));
    await expect(firma).toHaveText("Firma no válida");
    await expect(phone.getByRole("main")).not.toContainText("P000AAA");
    await expectNoSeriousA11yViolations(phone, "/verificar firma no válida");
    await inspector.setOffline(false);
  });

  await test.step("el escáner lee una foto del QR y da el mismo veredicto, también sin conexión", async () => {
    await phone.goto("/signin");
    await phone.getByRole("link", { name: "Verificar con la cámara" }).click();
    await expect(phone.getByRole("heading", { level: 1, name: "Verificar con la cámara" })).toBeVisible();
    await expect(phone.getByRole("button", { name: "Abrir la cámara" })).toBeVisible();
    await expectNoSeriousA11yViolations(phone, "/escanear");
    const photo = { name: "qr.png", mimeType: "image/png", buffer: png };
    await phone.getByLabel("O use una foto del código").setInputFiles(photo);
    await expect(firma).toHaveText(FIRMA_VALIDA);
    await expect(phone.getByTestId("estado-verificacion")).toHaveText("VIGENTE");
    await expectNoHorizontalOverflow(phone, "/escanear con veredicto");
    await expectNoSeriousA11yViolations(phone, "/escanear con veredicto");

    await inspector.setOffline(true);
    await phone.reload();
    await phone.getByLabel("O use una foto del código").setInputFiles(photo);
    await expect(firma).toHaveText(FIRMA_VALIDA);
    await phone.getByRole("button", { name: "Leer otro código" }).click();
    await expect(phone.getByLabel("O use una foto del código")).toBeVisible();
  });
  await inspector.close();

  await test.step("el escáner en una pantalla ancha", async () => {
    await page.goto("/escanear");
    await expect(page.getByRole("heading", { level: 1, name: "Verificar con la cámara" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Abrir la cámara" })).toBeVisible();
    await expect(page.getByLabel("O use una foto del código")).toBeVisible();
    await expectNoHorizontalOverflow(page, "/escanear a 1366 px");
  });
});
