import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { licencia, persona_email, poliza, recordatorio, usuario } from "../../../db/schema/index";
import type { Mail } from "../../../plugins/mail";
import { buildTestApp, type TestContext } from "../../../../test/app";
import { type Carrier, createCarrier } from "../../../../test/carrier";
import { addLicencia, addVehiculoChain, daysFromToday } from "../../../../test/licencias";
import { runReminders } from "./run-reminders";

/**
 * Two instances of the API on one database (the shared PostgreSQL when TEST_DATABASE_URL is set, else
 * one in-process PGlite), each with its own mailer, as two servers would run the reminders.
 */
describe("reminders by e-mail", () => {
  let a: TestContext;
  let b: TestContext;
  const outbox: Mail[] = [];
  let failNext = 0;

  beforeAll(async () => {
    a = await buildTestApp({ PUBLIC_URL: "https://portal.example.gt" });
    b = await buildTestApp({ PUBLIC_URL: "https://portal.example.gt" }, process.env.TEST_DATABASE_URL ? {} : { database: a.database });
    for (const ctx of [a, b]) {
      ctx.app.mailer.send = async (mail) => {
        if (failNext > 0) {
          failNext--;
          throw new Error("SMTP 421 service not available");
        }
        outbox.push(mail);
      };
    }
  });
  afterAll(async () => {
    if (process.env.TEST_DATABASE_URL) await b?.close();
    else await b?.app.close();
    await a?.close();
  });
  beforeEach(() => {
    outbox.length = 0;
    failNext = 0;
  });

  const tick = (ctx: TestContext, c: Carrier, today = daysFromToday(0)) => runReminders(ctx.app, { today, usuarioIds: [c.userId] });
  const both = (c: Carrier, today?: string) => Promise.all([tick(a, c, today), tick(b, c, today)]);
  const DIGEST = "Datos pendientes en el portal de transportistas - DGT";
  /** The mails about due items (the weekly digest of missing documents is tested on its own). */
  const due = () => outbox.filter((m) => m.subject !== DIGEST);
  const subjects = () => due().map((m) => m.subject).sort();

  async function carrierWithEmail(address: string) {
    const c = await createCarrier(a);
    await a.app.db.insert(persona_email).values({ persona_id: c.personaId, email: address, notificar: true });
    return c;
  }

  it("mails each item once per threshold across two instances, only the latest threshold crossed", async () => {
    const c = await carrierWithEmail(`flota-${Date.now()}@example.gt`);
    await addVehiculoChain(a, c, { vehiculo: { poliza_fecha_fin: daysFromToday(30) }, licencia: { numero: "LIC-500" } });
    await a.app.db.update(licencia).set({ fin: daysFromToday(5) }).where(eq(licencia.persona_id, c.personaId));

    await both(c);
    await both(c);
    expect(subjects()).toEqual([
      "Licencia LIC-500 vence en 5 días - DGT",
      expect.stringMatching(/^Póliza POL-2024-001 del vehículo \w+ vence en 30 días - DGT$/),
    ]);
    const mail = due().find((m) => m.subject.startsWith("Licencia"))!;
    expect(mail.text).toContain("https://portal.example.gt/licencia");
    // A greeting that assumes no gender, and what to do with a licence in its own words.
    expect(mail.text.split("\n")[0]).toBe("Reciba un cordial saludo.");
    expect(mail.text).toContain("Renueve su licencia de transporte y registre la licencia renovada en el portal:\nhttps://portal.example.gt/licencia");
    expect(mail.text).not.toMatch(/Estimad|Actualíc/);
    expect(mail.text).toMatch(/https:\/\/portal\.example\.gt\/recordatorios\/baja\/email\.\d+\.[\w-]{43}/);
    expect(mail.headers).toMatchObject({
      "List-Unsubscribe": expect.stringMatching(/^<https:\/\/portal\.example\.gt\/api\/recordatorios\/baja\/email\.\d+\.[\w-]{43}>$/),
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    const rows = await a.app.db.select().from(recordatorio).where(eq(recordatorio.usuario_id, c.userId));
    expect(rows.filter((r) => r.clave !== "pendientes").map((r) => [r.clave.split(":")[0], r.umbral, Boolean(r.enviado_at)]).sort()).toEqual([
      ["licencia", 7, true],
      ["poliza", 30, true],
    ]);

    // Days later the policy crosses 7 days: one more mail, from whichever instance claims it.
    outbox.length = 0;
    await both(c, daysFromToday(24));
    expect(subjects()).toEqual([expect.stringMatching(/^Póliza .* vence en 6 días - DGT$/)]);
  });

  it("sends nothing to an address after its unsubscribe link, and falls back to the account only when none is marked", async () => {
    const address = `baja-${Date.now()}@example.gt`;
    const c = await carrierWithEmail(address);
    await addLicencia(a, c, { numero: "LIC-BAJA", inicia: daysFromToday(-300), fin: daysFromToday(30) });
    await tick(a, c);
    expect(due().map((m) => m.to)).toEqual([address]);
    const link = /\/recordatorios\/baja\/(\S+)/.exec(due()[0].text)![1];
    const page = await b.app.inject({ method: "GET", url: `/api/recordatorios/baja/${link}` });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe(`https://portal.example.gt/recordatorios/baja/${link}`);

    const bad = await b.app.inject({ method: "POST", url: `/api/recordatorios/baja/${link.slice(0, -2)}xx` });
    expect(bad.statusCode).toBe(404);
    // One spelling per token: the same address and signature written another way gets the forged token's refusal.
    const [, kind, id, signature] = /^(email)\.(\d+)\.([\w-]{43})$/.exec(link)!;
    const spellings = [
      `${kind}.0${id}.${signature}`, // a leading zero: the same id to Number()
      `${kind}.00${id}.${signature}`,
      `${kind.toUpperCase()}.${id}.${signature}`,
      `${kind}.${id}.${signature}=`,
      `${kind}.${id}.${signature} `,
      `${kind}.${Number(id) + 4294967296}.${signature}`, // wraps to the same id in a 32-bit integer
    ];
    // The last base64url character of a 32-byte HMAC carries 2 unused bits: the next letter decodes to the same bytes.
    const sameBytes = `${signature.slice(0, -1)}${String.fromCharCode(signature.charCodeAt(42) + 1)}`;
    expect(Buffer.from(sameBytes, "base64url").equals(Buffer.from(signature, "base64url"))).toBe(true);
    spellings.push(`${kind}.${id}.${sameBytes}`);
    for (const spelling of spellings) {
      const refused = await b.app.inject({ method: "POST", url: `/api/recordatorios/baja/${encodeURIComponent(spelling)}` });
      expect({ spelling, status: refused.statusCode, body: refused.json() }).toEqual({ spelling, status: bad.statusCode, body: bad.json() });
    }
    const [still] = await a.app.db.select({ recordatorios: persona_email.recordatorios }).from(persona_email).where(eq(persona_email.email, address));
    expect(still.recordatorios).toBe(true);
    // As a mail client's one-click (RFC 8058) sends it.
    const res = await b.app.inject({
      method: "POST",
      url: `/api/recordatorios/baja/${link}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: address, message: "Ya no recibirá recordatorios en esta dirección." });

    outbox.length = 0;
    await tick(a, c, daysFromToday(23));
    expect(due()).toEqual([]);

    // The switch of the e-mails screen turns it back on; another carrier cannot touch it.
    const [email] = await a.app.db.select().from(persona_email).where(eq(persona_email.persona_id, c.personaId));
    const other = await createCarrier(a);
    const put = (who: Carrier, recordatorios: unknown) =>
      a.app.inject({ method: "PUT", url: `/api/persona_email/${email.id}/recordatorios`, headers: who.headers, payload: { recordatorios } });
    expect((await put(other, true)).statusCode).toBe(404);
    expect((await put(c, "sí")).statusCode).toBe(422);
    expect((await put(c, true)).statusCode).toBe(200);
    await tick(a, c, daysFromToday(30));
    expect(due().map((m) => [m.to, m.subject])).toEqual([[address, "Licencia LIC-BAJA vence hoy - DGT"]]);

    // No e-mail marked notificar: the account's address.
    const solo = await createCarrier(a);
    await addLicencia(a, solo, { numero: "LIC-SOLA", inicia: daysFromToday(-300), fin: daysFromToday(7) });
    outbox.length = 0;
    await tick(a, solo);
    const [account] = await a.app.db.select({ email: usuario.email }).from(usuario).where(eq(usuario.id, solo.userId));
    expect(outbox.map((m) => m.to)).toContain(account.email);
  });

  it("stops a renewed policy's reminders", async () => {
    const c = await carrierWithEmail(`renueva-${Date.now()}@example.gt`);
    const { vehiculo } = await addVehiculoChain(a, c, { vehiculo: { poliza_fecha_fin: daysFromToday(30) } });
    await tick(a, c);
    expect(subjects()).toEqual([expect.stringMatching(/^Póliza .* vence en 30 días/)]);
    await a.app.db.update(poliza).set({ fecha_fin: daysFromToday(400) }).where(eq(poliza.vehiculo_id, vehiculo.id));
    outbox.length = 0;
    await both(c, daysFromToday(23));
    await both(c, daysFromToday(30));
    expect(due()).toEqual([]);
  });

  it("retries a mail the server refused on the next tick, and sends it once", async () => {
    const c = await carrierWithEmail(`falla-${Date.now()}@example.gt`);
    await addLicencia(a, c, { numero: "LIC-FALLA", inicia: daysFromToday(-300), fin: daysFromToday(60) });
    failNext = 1; // the licence's mail comes first, the digest after it
    expect(await tick(a, c)).toEqual({ sent: 1, failed: 1 });
    expect(due()).toEqual([]);
    expect(await tick(b, c)).toEqual({ sent: 1, failed: 0 });
    expect(await tick(a, c)).toEqual({ sent: 0, failed: 0 });
    expect(subjects()).toEqual(["Licencia LIC-FALLA vence en 60 días - DGT"]);
  });

  it("mails the weekly digest of missing documents once a week", async () => {
    const c = await createCarrier(a);
    await both(c);
    await both(c);
    expect(outbox.map((m) => m.subject)).toEqual([DIGEST]);
    expect(outbox[0].text).toMatch(/Faltan \d+ documentos requeridos de JUAN PÉREZ/);
    expect(outbox[0].text).toContain("https://portal.example.gt/home");
    outbox.length = 0;
    await tick(a, c, daysFromToday(7));
    expect(outbox).toHaveLength(1);
  });
});
