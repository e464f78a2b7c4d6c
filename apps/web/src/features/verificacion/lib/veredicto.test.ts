import type { Credencial } from "@portal/domain/credencial";
import type { Verificacion } from "@portal/domain/validacion";
import { describe, expect, it } from "vitest";
import { type Firma, type Registro, type Titular, TONO, veredicto } from "./veredicto";
import { detalles, textoTitular } from "./veredicto-textos";

const credencial: Credencial = {
  c: "AB12CD34",
  p: "123ABC",
  b: "TOYOTA",
  m: "2019",
  l: "LIC-1",
  t: "T-12345",
  n: "JUAN PÉREZ",
  v: "2027-01-31",
  iat: 1,
  exp: 2,
};
const registro = (estado: string, extra: Partial<Verificacion> = {}): Registro => ({
  tipo: "respuesta",
  verificacion: {
    estado: estado as Verificacion["estado"],
    codigo: "AB12CD34",
    numero_placa: "123ABC",
    marca: "TOYOTA",
    modelo: "2019",
    licencia_numero: "LIC-1",
    vigencia: "2027-01-31",
    transportista: "JUAN PÉREZ",
    verificado: true,
    revocacion: null,
    ...extra,
  },
});
const robado = { por: "AUTORIDAD", causa: "ROBO", motivo: "Vehículo reportado como robado", fecha: "2026-11-20" } as const;
const cambioPlaca = { por: "TRANSPORTISTA", causa: "CAMBIO_PLACA", motivo: "Cambio de placa del vehículo", fecha: "2026-11-21" } as const;

/** Every signature state, and a genuine credential whose plate the registry does not hold (an altered plate re-signed nowhere). */
const FIRMAS: Record<string, Firma> = {
  "sin credencial": { tipo: "sin-credencial" },
  comprobando: { tipo: "comprobando" },
  valida: { tipo: "valida", credencial },
  "valida, otra placa": { tipo: "valida", credencial: { ...credencial, p: "999ZZZ" } },
  vencida: { tipo: "vencida", credencial },
  "no valida": { tipo: "no-valida" },
  "clave desconocida": { tipo: "clave-desconocida" },
  "no soportada": { tipo: "no-soportada" },
};

/** Every live state: pending, offline, a network or server error, 404, and each answer (with an unknown future state). */
const REGISTROS: Record<string, Registro> = {
  consultando: { tipo: "consultando" },
  "sin conexion": { tipo: "sin-conexion" },
  error: { tipo: "error", mensaje: "Demasiadas consultas. Espere un minuto." },
  "no encontrado": { tipo: "no-encontrado" },
  VIGENTE: registro("VIGENTE"),
  VENCIDO: registro("VENCIDO", { vigencia: "2026-01-31" }),
  "REVOCADO autoridad": registro("REVOCADO", { revocacion: robado }),
  "REVOCADO transportista": registro("REVOCADO", { numero_placa: "999ZZZ", revocacion: cambioPlaca }),
  INACTIVO: registro("INACTIVO"),
  SUSPENDIDO: registro("SUSPENDIDO"),
};

// Columns in the order of REGISTROS. Abbreviations keep the table readable.
const C = "comprobando", FNV = "firma-no-valida", CNV = "codigo-no-valido", REV = "revocado", INA = "inactivo", DNC = "datos-no-coinciden";
const VEN = "vencido", DES = "estado-desconocido", VIG = "vigente", FVS = "firma-valida-sin-confirmar", SC = "sin-conexion", SCO = "sin-comprobar", ERR = "error";
const TABLA: Record<string, Titular[]> = {
  //                    consultando  sin conexión  error  404  VIGENTE  VENCIDO  REV aut.  REV transp.  INACTIVO  futuro
  "sin credencial":     [C,          SC,           ERR,   CNV, VIG,     VEN,     REV,      REV,         INA,      DES],
  comprobando:          [C,          C,            C,     C,   C,       C,       C,        C,           C,        C],
  valida:               [C,          FVS,          FVS,   CNV, VIG,     VEN,     REV,      REV,         INA,      DES],
  "valida, otra placa": [C,          FVS,          FVS,   CNV, DNC,     DNC,     REV,      REV,         INA,      DNC],
  vencida:              [C,          VEN,          VEN,   CNV, VIG,     VEN,     REV,      REV,         INA,      DES],
  "no valida":          [FNV,        FNV,          FNV,   FNV, FNV,     FNV,     FNV,      FNV,         FNV,      FNV],
  "clave desconocida":  [C,          SCO,          SCO,   CNV, VIG,     VEN,     REV,      REV,         INA,      DES],
  "no soportada":       [C,          SCO,          SCO,   CNV, VIG,     VEN,     REV,      REV,         INA,      DES],
};

const combinaciones = Object.entries(FIRMAS).flatMap(([f, firma]) =>
  Object.entries(REGISTROS).map(([r, reg], i) => ({ f, r, firma, registro: reg, esperado: TABLA[f][i] })),
);

describe("the verdict of a scan: one headline for every signature × live state", () => {
  it("covers every combination", () => {
    expect(Object.keys(TABLA)).toEqual(Object.keys(FIRMAS));
    for (const row of Object.values(TABLA)) expect(row).toHaveLength(Object.keys(REGISTROS).length);
    expect(combinaciones).toHaveLength(80);
  });

  it.each(combinaciones)("firma $f × registro $r → $esperado", ({ firma, registro: reg, esperado }) => {
    const v = veredicto(firma, reg);
    expect(v.titular).toBe(esperado);
    expect(v.tono).toBe(TONO[esperado]);
  });

  it.each(combinaciones)("firma $f × registro $r: a pass only when the registry itself says VIGENTE", ({ firma, registro: reg }) => {
    const v = veredicto(firma, reg);
    const registryVigente = reg.tipo === "respuesta" && reg.verificacion.estado === "VIGENTE";
    expect(v.tono === "aprobado").toBe(v.titular === "vigente");
    if (v.tono === "aprobado") expect(registryVigente).toBe(true);
    // The signature's word alone is never green.
    if (reg.tipo !== "respuesta") expect(v.tono).not.toBe("aprobado");
  });

  it.each(combinaciones)("firma $f × registro $r: forged claims are never shown; the signed data only when they are the portal's", ({ firma, registro: reg }) => {
    const v = veredicto(firma, reg);
    if (firma.tipo !== "valida" && firma.tipo !== "vencida") expect(v.datos.firmados).toBe(false);
    if (reg.tipo !== "respuesta") expect(v.datos.registro).toBe(false);
    if (v.titular === "comprobando" || v.titular === "codigo-no-valido") expect(v.datos).toEqual({ firmados: false, registro: false });
  });

  it.each(combinaciones)("firma $f × registro $r: every headline that is not a pass says so", ({ firma, registro: reg }) => {
    const v = veredicto(firma, reg);
    const { titulo, texto } = textoTitular(v.titular, firma, reg);
    expect(titulo).not.toBe("");
    if (v.tono === "rechazado") expect(texto).toMatch(/No lo tome como válido\.|no es válido/);
    if (v.tono === "vencido") expect(texto).toMatch(/No es válido\./);
    // The secondary lines are facts, one per check, and never repeat a pass as a headline would.
    const lines = detalles(firma, reg);
    expect(lines.map((l) => l.etiqueta).slice(0, 2)).toEqual(["Firma del código", "Estado en el registro"]);
  });
});

describe("the words of the headlines the issue names", () => {
  it("a supervisor's revocation: by the authority, with the public reason and the day", () => {
    const reg = REGISTROS["REVOCADO autoridad"];
    expect(textoTitular("revocado", FIRMAS.valida, reg)).toEqual({
      titulo: "REVOCADO",
      texto: "Revocado por la autoridad: Vehículo reportado como robado, el 20/11/2026. Este código no es válido.",
    });
  });

  it("a vehicle the authority deactivated over a plate conflict says so under INACTIVO", () => {
    const reg = registro("INACTIVO", { revocacion: { por: "AUTORIDAD", causa: "CONFLICTO_PLACA", motivo: "Placa reclamada por otro transportista", fecha: "2026-11-22" } });
    expect(textoTitular("inactivo", FIRMAS.valida, reg).texto).toBe(
      "El vehículo consta como inactivo en el registro. Revocado por la autoridad: Placa reclamada por otro transportista, el 22/11/2026. " +
        "Este código no es válido mientras el vehículo esté inactivo. No lo tome como válido.",
    );
    expect(textoTitular("inactivo", FIRMAS.valida, registro("INACTIVO")).texto).toBe(
      "El vehículo consta como inactivo en el registro. Este código no es válido mientras el vehículo esté inactivo. No lo tome como válido.",
    );
  });

  it("a carrier's plate change: by the carrier, with what it did", () => {
    const { texto } = textoTitular("revocado", FIRMAS.valida, REGISTROS["REVOCADO transportista"]);
    expect(texto).toBe("Retirado por el transportista: Cambio de placa del vehículo, el 21/11/2026. Este código no es válido.");
  });

  it("a wrong llave with a genuine signature: one answer, the link was altered", () => {
    const { titulo, texto } = textoTitular("codigo-no-valido", FIRMAS.valida, REGISTROS["no encontrado"]);
    expect(titulo).toBe("Código no válido");
    expect(texto).toContain("la llave del enlace no corresponde");
  });

  it("a genuine credential whose plate the registry does not hold names both plates", () => {
    const { texto } = textoTitular("datos-no-coinciden", FIRMAS["valida, otra placa"], REGISTROS.VIGENTE);
    expect(texto).toBe("La placa firmada en el código (999ZZZ) no es la que consta en el registro (123ABC). No lo tome como válido.");
  });

  it("offline with a genuine signature: the signature's words, the registry pending", () => {
    const { titulo, texto } = textoTitular("firma-valida-sin-confirmar", FIRMAS.valida, REGISTROS["sin conexion"]);
    expect(titulo).toMatch(/^Firma válida, emitido por .+, vigente hasta 31\/01\/2027$/);
    expect(texto).toMatch(/^Sin conexión: el estado actual en el registro/);
  });
});
