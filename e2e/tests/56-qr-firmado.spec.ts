import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/a11y";
import { apiAsUser, newCarrier } from "../support/carrier";
import { expectNoHorizontalOverflow } from "../support/layout";
import { decodeQrPng, pngOfDataUrl } from "../support/qr";
import { addOneOfEach } from "../support/records";
import { expectOneVerdict } from "../support/veredicto";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const FIRMA_VALIDA = /^Firma válida, emitido por .+, vigente hasta \d{2}\/\d{2}\/\d{4}$/;

/** Swaps one signed claim of the link's credential and keeps the signature: what a forger would print. */
function tamper(url: string, placa: string): string {
  const [address, jws] = url.split("#");
  const [header, payload, signature] = jws.split(".");
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
  claims.p = placa;
  return `${address}#${header}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.${signature}`;
}

/** The same link with another `llave`: the signature stays genuine, the link does not. */
const otherKey = (url: string) => url.replace(/llave=[^#&]+/, "llave=LLAVEALTERADA000000000000");

test("QR firmado: una sola respuesta por escaneo, la firma se comprueba sin conexión y el escáner lee una foto del código", async ({ page, browser }) => {
  test.setTimeout(150_000);
  await newCarrier(page, "natural");
  const records = await addOneOfEach(page);
  const { validar } = await apiAsUser<{ validar: { id: number; codigo: string } }>(page, "GET", `/validar_registro_piloto/generar/${records.vehiculoId}/vehiculo`);
  const { documento } = await apiAsUser<{ documento: string[] }>(page, "GET", `/validar_registro_piloto/${validar.id}/documento`);
  const png = pngOfDataUrl(documento[0]);
  const url = decodeQrPng(png);
  expect(url).toContain(`/verificar/${validar.codigo}?llave=`);
  expect(url).toMatch(/#[\w-]+\.[\w-]+\.[\w-]+$/);

  // An inspector's phone, never signed in.
  const inspector = await browser.newContext({ locale: "es-GT", timezoneId: "America/Guatemala", viewport: PHONE });
  const phone = await inspector.newPage();
  const main = phone.getByRole("main");

  await test.step("en línea: una respuesta, VIGENTE; la firma y el registro como detalle", async () => {
    await phone.goto(url);
    await expectOneVerdict(phone, "VIGENTE", "aprobado");
    await expect(main).toContainText(/Firma del código\s*Auténtica, emitida por/);
    await expect(main).toContainText(records.licencia.numero);
    await expectNoHorizontalOverflow(phone, "/verificar con firma");
    await expectNoSeriousA11yViolations(phone, "/verificar con firma");
    await phone.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  });

  await test.step("en línea, una placa alterada en la firma: solo «Firma no válida», nada en verde", async () => {
    await phone.goto("about:blank");
    await phone.goto(tamper(url, "000AAA"));
    await expectOneVerdict(phone, "Firma no válida", "rechazado");
    await expect(phone.getByTestId("veredicto-texto")).toContainText("No lo tome como válido.");
    await expect(main).not.toContainText("000AAA");
    // What the registry holds for the code the link names is detail, under its own heading.
    await expect(main.getByRole("heading", { name: "Datos en el registro para este código" })).toBeVisible();
    await expect(main).toContainText(/Estado en el registro\s*VIGENTE/);
    await expectNoHorizontalOverflow(phone, "/verificar firma alterada");
    await expectNoSeriousA11yViolations(phone, "/verificar firma alterada (390 px)");
    await phone.setViewportSize(DESKTOP);
    await expectNoSeriousA11yViolations(phone, "/verificar firma alterada (1366 px)");
    await phone.setViewportSize(PHONE);
  });

  await test.step("en línea, una llave alterada: solo «Código no válido», aunque la firma sea auténtica", async () => {
    await phone.goto("about:blank");
    await phone.goto(otherKey(url));
    await expectOneVerdict(phone, "Código no válido", "rechazado");
    await expect(phone.getByTestId("veredicto-texto")).toContainText("la llave del enlace no corresponde");
    await expect(main).not.toContainText(/Firma válida/);
    await expectNoSeriousA11yViolations(phone, "/verificar llave alterada (390 px)");
    await phone.setViewportSize(DESKTOP);
    await expectNoHorizontalOverflow(phone, "/verificar llave alterada (1366 px)");
    await expectNoSeriousA11yViolations(phone, "/verificar llave alterada (1366 px)");
    await phone.setViewportSize(PHONE);
  });

  await test.step("sin conexión: la firma se comprueba igual, sin verde; una alterada dice «Firma no válida»", async () => {
    await phone.goto(url);
    await expectOneVerdict(phone, "VIGENTE", "aprobado");
    await inspector.setOffline(true);
    await phone.reload();
    await expectOneVerdict(phone, FIRMA_VALIDA, "provisional");
    await expect(phone.getByTestId("veredicto-texto")).toContainText(/^Sin conexión: el estado actual en el registro/);
    // Offline, the signed data is what there is to compare with the vehicle, the operating card included.
    await expect(main.getByRole("heading", { name: "Datos firmados en el código" })).toBeVisible();
    await expect(main).toContainText(records.tarjeta.numero);
    await expectNoSeriousA11yViolations(phone, "/verificar sin conexión");

    await phone.goto("about:blank");
    await phone.goto(tamper(url, "000AAA"));
    await expectOneVerdict(phone, "Firma no válida", "rechazado");
    await expect(main).not.toContainText("000AAA");
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
    await expectOneVerdict(phone, "VIGENTE", "aprobado");
    await expectNoHorizontalOverflow(phone, "/escanear con veredicto");
    await expectNoSeriousA11yViolations(phone, "/escanear con veredicto");

    await inspector.setOffline(true);
    await phone.reload();
    await phone.getByLabel("O use una foto del código").setInputFiles(photo);
    await expectOneVerdict(phone, FIRMA_VALIDA, "provisional");
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
