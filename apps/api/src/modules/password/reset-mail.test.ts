import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { resetMail } from "./reset-mail";

describe("resetMail", () => {
  const config = loadConfig({});
  const mail = resetMail(config, { email: "flota@example.com", nit: "576937K" }, "https://portal.example/form/reset?token=t", new Date("2026-03-01T18:00:00Z"), 60);

  it("names the default provider with its article, in the text and the HTML part", () => {
    expect(mail.text).toContain("portal de actualización de datos de transportistas de la Dirección General de Transportes.");
    expect(mail.html).toContain("portal de actualización de datos de transportistas de la Dirección General de Transportes.");
  });

  it("addresses the reader as usted", () => {
    expect(mail.subject).toBe("Restablecer su contraseña - DGT");
    expect(mail.text).toContain("Para elegir una nueva contraseña, abra este enlace:");
    expect(mail.text).toContain("Si usted no solicitó este cambio, ignore este correo");
  });
});
