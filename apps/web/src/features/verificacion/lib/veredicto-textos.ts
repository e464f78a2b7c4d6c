import type { RevocacionPublica } from "@portal/domain/revocacion";
import { formatDate } from "@/lib/format";
import { provider } from "@/lib/provider";
import type { Firma, Registro, Titular } from "./veredicto";

export const FIRMA_NO_VALIDA = "Firma no válida";
export const CODIGO_NO_VALIDO = "Código no válido";
const NO_VALIDO = "No lo tome como válido.";
/** Offline (the installed app opens this page from its kept shell) and nothing signed to go by. */
export const SIN_CONEXION = "Sin conexión: se necesita conexión a internet para verificar el código. Se verificará en cuanto vuelva la conexión.";
/** Offline with a signed code: the signature was checked here, the live state waits for the network. */
export const SIN_CONEXION_FIRMADO =
  "Sin conexión: el estado actual en el registro (vigente, vencido, revocado o inactivo) se consultará en cuanto vuelva la conexión. Compare la placa con la del vehículo.";

const QUIEN: Record<RevocacionPublica["por"], string> = {
  AUTORIDAD: "Revocado por la autoridad",
  TRANSPORTISTA: "Retirado por el transportista",
  ASEGURADORA: "Póliza no vigente según la aseguradora",
};

/** "Revocado por la autoridad: Vehículo reportado como robado" — who and the public category, never private text. */
export function quienRevoco(r: RevocacionPublica): string {
  return `${QUIEN[r.por]}: ${r.motivo}`;
}
const revocadoEl = (r: RevocacionPublica) => `${quienRevoco(r)}${r.fecha ? `, el ${formatDate(r.fecha)}` : ""}.`;

export interface TextoTitular {
  titulo: string;
  texto: string;
}

const verificacionDe = (registro: Registro) => (registro.tipo === "respuesta" ? registro.verificacion : null);
const credencialDe = (firma: Firma) => (firma.tipo === "valida" || firma.tipo === "vencida" ? firma.credencial : null);

/** The headline's words: a title an inspector reads at arm's length, and one or two sentences under it. */
export function textoTitular(titular: Titular, firma: Firma, registro: Registro): TextoTitular {
  const v = verificacionDe(registro);
  const c = credencialDe(firma);
  switch (titular) {
    case "comprobando":
      return { titulo: "Verificando código...", texto: "" };
    case "firma-no-valida":
      return { titulo: FIRMA_NO_VALIDA, texto: `Este código no fue emitido por ${provider.name} o fue alterado. ${NO_VALIDO}` };
    case "codigo-no-valido":
      return {
        titulo: CODIGO_NO_VALIDO,
        texto:
          (c
            ? "La firma del código es auténtica, pero la llave del enlace no corresponde a ese código: el enlace fue alterado. "
            : "El código no corresponde a ningún vehículo registrado o su llave no es correcta. Verifique que escaneó el código completo. ") + NO_VALIDO,
      };
    case "revocado":
      return {
        titulo: "REVOCADO",
        texto: `${v?.revocacion ? revocadoEl(v.revocacion) : "Este código fue retirado."} Este código no es válido.`,
      };
    case "inactivo":
      return {
        titulo: "INACTIVO",
        // Who deactivated it matters when it was the authority (a settled plate conflict).
        texto: `El vehículo consta como inactivo en el registro.${v?.revocacion?.por === "AUTORIDAD" ? ` ${revocadoEl(v.revocacion)}` : ""} Este código no es válido mientras el vehículo esté inactivo. ${NO_VALIDO}`,
      };
    case "datos-no-coinciden":
      return {
        titulo: "Los datos no coinciden con el registro",
        texto: `La placa firmada en el código (${c?.p ?? "—"}) no es la que consta en el registro (${v?.numero_placa ?? "—"}). ${NO_VALIDO}`,
      };
    case "vencido": {
      const fin = v?.vigencia ?? c?.v;
      return {
        titulo: "VENCIDO",
        texto: `La vigencia de este código terminó${fin ? ` el ${formatDate(fin)}` : ""}: la licencia o la póliza del vehículo ya no están vigentes. No es válido.`,
      };
    }
    case "estado-desconocido":
      return { titulo: "Estado desconocido", texto: `El estado de este código no permite confirmar el registro del vehículo. ${NO_VALIDO}` };
    case "vigente":
      return {
        titulo: "VIGENTE",
        texto: `El vehículo está registrado con licencia y póliza de seguro vigentes. Vigente hasta el ${formatDate(v?.vigencia ?? c?.v)}.`,
      };
    case "firma-valida-sin-confirmar":
      return {
        titulo: `Firma válida, emitido por ${provider.name}, vigente hasta ${formatDate(c?.v)}`,
        texto:
          registro.tipo === "error"
            ? `No se pudo consultar el registro (${registro.mensaje}): la firma es auténtica, pero no confirma si el código fue revocado. Compare la placa con la del vehículo.`
            : SIN_CONEXION_FIRMADO,
      };
    case "sin-conexion":
      return { titulo: "Sin conexión", texto: SIN_CONEXION };
    case "sin-comprobar":
      return {
        titulo: "Firma sin comprobar",
        texto:
          firma.tipo === "no-soportada"
            ? "Este navegador no puede comprobar la firma del código y el registro no respondió. Actualícelo o use otro navegador."
            : "El código usa una clave de firma que este dispositivo aún no conoce. Conéctese a internet y vuelva a abrirlo.",
      };
    case "error":
      return { titulo: "No se pudo verificar", texto: registro.tipo === "error" ? registro.mensaje : "No se pudo verificar el código." };
  }
}

/** The secondary lines: what the signature and the registry each said, as plain facts. */
export function detalles(firma: Firma, registro: Registro): { etiqueta: string; valor: string }[] {
  const lines: { etiqueta: string; valor: string }[] = [];
  const firmaValor: Record<Firma["tipo"], string> = {
    "sin-credencial": "El enlace no trae firma (código impreso antes de la firma digital).",
    comprobando: "Comprobando...",
    valida: `Auténtica, emitida por ${provider.name}.`,
    vencida: `Auténtica, emitida por ${provider.name}; su vigencia terminó el ${formatDate(credencialDe(firma)?.v)}.`,
    "no-valida": `No válida: alterada o no emitida por ${provider.name}.`,
    "clave-desconocida": "Sin comprobar: este dispositivo no conoce su clave.",
    "no-soportada": "Sin comprobar: este navegador no puede comprobarla.",
  };
  lines.push({ etiqueta: "Firma del código", valor: firmaValor[firma.tipo] });
  const v = verificacionDe(registro);
  const registroValor =
    registro.tipo === "respuesta"
      ? registro.verificacion.estado
      : registro.tipo === "consultando"
        ? "Consultando..."
        : registro.tipo === "sin-conexion"
          ? "Sin conexión: se consultará en cuanto vuelva la conexión."
          : registro.tipo === "no-encontrado"
            ? "No encontrado: código desconocido o llave incorrecta."
            : registro.mensaje;
  lines.push({ etiqueta: "Estado en el registro", valor: registroValor });
  if (v) {
    lines.push({
      etiqueta: "Revisión de la autoridad",
      valor: v.verificado ? "Datos del vehículo verificados por la autoridad." : "Datos del vehículo aún no verificados por la autoridad.",
    });
  }
  return lines;
}
