import type { Credencial } from "@portal/domain/credencial";
import type { Verificacion } from "@portal/domain/validacion";
import { VALIDACION_ESTADOS } from "@portal/domain/validacion-estados";
import type { Veredicto as VeredictoFirma } from "./verify-credencial";

/**
 * The one answer of a scan (decision 200): the signature checked in this browser and the live state the
 * registry gives are combined by one rule into exactly one headline; everything else is secondary
 * detail, shown without the look of a pass.
 */

/** The signature of the link's credential: none in the link, still being checked, or its verdict. */
export type Firma = { tipo: "sin-credencial" } | { tipo: "comprobando" } | VeredictoFirma;

/** The registry's live answer (GET /api/verificar). */
export type Registro =
  | { tipo: "consultando" }
  /** The browser has no network: asked again once it is back. */
  | { tipo: "sin-conexion" }
  /** Online, but the check failed (server down, too many checks): `mensaje` says why. */
  | { tipo: "error"; mensaje: string }
  /** 404: an unknown code or a wrong `llave` (the API does not say which). */
  | { tipo: "no-encontrado" }
  | { tipo: "respuesta"; verificacion: Verificacion };

export type Titular =
  | "comprobando"
  | "firma-no-valida"
  | "codigo-no-valido"
  | "revocado"
  | "inactivo"
  | "datos-no-coinciden"
  | "vencido"
  | "estado-desconocido"
  | "vigente"
  /** Signed by the portal and in date; the registry could not be asked yet (offline, failed, or asking). */
  | "firma-valida-sin-confirmar"
  | "sin-conexion"
  | "sin-comprobar"
  | "error";

/**
 * How the headline looks. Only `aprobado` is green, and only VIGENTE confirmed by the registry is
 * `aprobado`; `provisional` (blue) is the signature's word alone; every other answer is not a pass.
 */
export type Tono = "aprobado" | "provisional" | "vencido" | "rechazado" | "neutro";

export const TONO: Record<Titular, Tono> = {
  comprobando: "neutro",
  "firma-no-valida": "rechazado",
  "codigo-no-valido": "rechazado",
  revocado: "rechazado",
  inactivo: "rechazado",
  "datos-no-coinciden": "rechazado",
  vencido: "vencido",
  "estado-desconocido": "neutro",
  vigente: "aprobado",
  "firma-valida-sin-confirmar": "provisional",
  "sin-conexion": "neutro",
  "sin-comprobar": "neutro",
  error: "neutro",
};

export interface Veredicto {
  titular: Titular;
  tono: Tono;
  /** Which vehicle data to show below: as signed in the code, as the registry holds it, or both (they differ). */
  datos: { firmados: boolean; registro: boolean };
}

/** A plate as typed anywhere: letters and digits only, upper case. */
const placa = (value: string) => value.toUpperCase().replace(/[^A-Z0-9]/g, "");

/** The signed claims the registry contradicts: another plate or another code for the same link. */
export function datosDistintos(c: Credencial, v: Verificacion): boolean {
  return placa(c.p) !== placa(v.numero_placa) || placa(c.c) !== placa(v.codigo);
}

const firmados = (f: Firma): Credencial | null => (f.tipo === "valida" || f.tipo === "vencida" ? f.credencial : null);

function titular(firma: Firma, registro: Registro): Titular {
  // A forged or altered code is never anything else, whatever the registry says of the code it names.
  if (firma.tipo === "no-valida") return "firma-no-valida";
  if (firma.tipo === "comprobando" || registro.tipo === "consultando") return "comprobando";
  if (registro.tipo === "no-encontrado") return "codigo-no-valido";
  const credencial = firmados(firma);
  if (registro.tipo === "respuesta") {
    const { estado } = registro.verificacion;
    if (estado === "REVOCADO") return "revocado";
    if (estado === "INACTIVO") return "inactivo";
    if (credencial && datosDistintos(credencial, registro.verificacion)) return "datos-no-coinciden";
    if (estado === "VENCIDO") return "vencido";
    // A state added to the API after this page was built: not a pass.
    if (!(VALIDACION_ESTADOS as readonly string[]).includes(estado)) return "estado-desconocido";
    // VIGENTE: the registry (asked with the printed key) is the authority on time-bound state, also when
    // this device's clock makes the credential look expired.
    return "vigente";
  }
  // The registry could not be asked: the signature alone speaks, when it can.
  if (firma.tipo === "vencida") return "vencido";
  if (firma.tipo === "valida") return "firma-valida-sin-confirmar";
  if (firma.tipo === "clave-desconocida" || firma.tipo === "no-soportada") return "sin-comprobar";
  return registro.tipo === "sin-conexion" ? "sin-conexion" : "error";
}

/** The rule: one headline from the signature and the live state, and which data go under it. */
export function veredicto(firma: Firma, registro: Registro): Veredicto {
  const t = titular(firma, registro);
  const signed = firmados(firma) !== null;
  const live = registro.tipo === "respuesta";
  const datos =
    t === "comprobando"
      ? { firmados: false, registro: false }
      : t === "firma-no-valida"
        ? // The forged claims are never shown; the registry's record of the code the link names is.
          { firmados: false, registro: live }
        : t === "codigo-no-valido"
          ? // An altered link: nothing to lean on.
            { firmados: false, registro: false }
          : t === "datos-no-coinciden"
            ? { firmados: true, registro: true }
            : { firmados: signed && !live, registro: live };
  return { titular: t, tono: TONO[t], datos };
}
