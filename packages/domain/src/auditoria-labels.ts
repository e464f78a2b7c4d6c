import type { AuditoriaItem } from "./auditoria";
import { CIERRE_LABEL, CONFLICTO_ESTADO_LABEL, ESTADO_POLIZA_REPORTADA_LABEL, ESTADO_REVISION_LABEL, ROL_LABEL, TIPO_NOTIFICACION_LABEL, TIPO_REVISION_LABEL } from "./code-labels";
import { formatDate, formatFechaHora, formatQuetzales } from "./es-gt-format";
import { ROL_MIEMBRO_LABEL } from "./miembro-roles";
import { CAUSA_TEXTO } from "./revocacion";

/**
 * The one table that turns stored fields, codes, ids and dates into Spanish for people: the carrier's
 * "Historial de cambios", the console's history and its record files all read it (decision 205).
 * Every column of an audited table has a line here; a test reads the columns from the database and
 * fails for a new column without one.
 */

/** How a field's value is read. Ids are never printed: the API answers their names (`antes_nombre`). */
export type TipoCampo =
  | "texto"
  | "numero"
  | "dinero"
  /** A calendar date: dd/mm/aaaa. */
  | "fecha"
  /** A moment: dd/mm/aaaa hh:mm in Guatemala. */
  | "momento"
  | "si_no"
  /** A staff member's id: their name. */
  | "funcionario"
  /** A catalogue entry's id: its name. */
  | "catalogo"
  /** Another of the carrier's records (a licence, a vehicle): its number, plate or name. */
  | "registro"
  /** A file's SHA-256: that a PDF was stored, with the start of its fingerprint. */
  | "huella"
  /** One of a fixed list of codes, each with its words. */
  | "codigo"
  /** Bookkeeping that says nothing to a person (the row's owner, the queue's clock). */
  | "oculto";

export interface CampoInfo {
  label: string;
  tipo: TipoCampo;
  /** For `codigo`: each stored code and its words. */
  valores?: Record<string, string>;
}


const FAMILIA = { natural: "Persona individual", juridico: "Empresa", mandato: "Mandatario", abogado_auxiliar: "Abogado auxiliar", piloto: "Piloto" };


const t = (label: string, tipo: TipoCampo = "texto", valores?: Record<string, string>): CampoInfo => ({ label, tipo, ...(valores ? { valores } : {}) });

export const CAMPOS: Record<string, CampoInfo> = {
  // The row, its owner and its links.
  id: t("Número interno", "oculto"),
  persona_id: t("Transportista", "oculto"),
  usuario_id: t("Cuenta", "oculto"),
  entidad_id: t("Registro al que pertenece", "oculto"),
  created_at: t("Registrado", "momento"),
  updated_at: t("Actualizado", "momento"),
  juridico_id: t("Empresa", "registro"),
  licencia_id: t("Licencia", "registro"),
  tarjeta_operacion_id: t("Tarjeta de operación", "registro"),
  vehiculo_id: t("Vehículo", "registro"),
  piloto_id: t("Piloto", "registro"),
  existente_vehiculo_id: t("Vehículo que tenía la placa", "registro"),
  // The authority's review (decision 155).
  estado_revision: t("Estado de revisión", "codigo", ESTADO_REVISION_LABEL),
  motivo_revision: t("Motivo de la revisión"),
  revisado_por: t("Revisado por", "funcionario"),
  revisado_en: t("Revisado el", "momento"),
  revision_desde: t("En este estado desde", "oculto"),
  // Account and person.
  nit: t("NIT"),
  cui: t("CUI"),
  email: t("Correo electrónico"),
  correo_electronico: t("Correo electrónico"),
  password_hash: t("Contraseña"),
  recordatorios: t("Recibir recordatorios", "si_no"),
  juridico_completo: t("Persona jurídica completa", "si_no"),
  nombre: t("Nombre"),
  apellido: t("Apellido"),
  fecha_nacimiento: t("Fecha de nacimiento", "fecha"),
  pasaporte: t("Pasaporte"),
  estado_civil_id: t("Estado civil", "catalogo"),
  estado_civil: t("Estado civil"),
  profesion_oficio_id: t("Profesión u oficio", "catalogo"),
  profesion_oficio: t("Profesión u oficio"),
  nacionalidad_id: t("Nacionalidad", "catalogo"),
  nacionalidad: t("Nacionalidad"),
  empresa: t("Empresa"),
  numero_registro: t("Número de registro"),
  folio: t("Folio"),
  libro: t("Libro"),
  expediente: t("Expediente"),
  fecha_definitiva: t("Fecha definitiva", "fecha"),
  fecha_profesional: t("Fecha profesional", "fecha"),
  objeto_sociedad: t("Objeto de la sociedad"),
  // Representatives, mandatarios, lawyers.
  fecha_registro: t("Fecha de registro", "fecha"),
  fecha_acta: t("Fecha del acta", "fecha"),
  inicio_vigencia: t("Inicio de la vigencia", "fecha"),
  plazo_vigenia: t("Fin de la vigencia", "fecha"),
  tipo_libro_id: t("Tipo de libro", "catalogo"),
  tipo_libro: t("Tipo de libro"),
  cargo_id: t("Cargo", "catalogo"),
  cargo: t("Cargo"),
  documento_numero: t("Número de documento"),
  colegiado_activo: t("Colegiado activo", "si_no"),
  presentado: t("Fecha de presentación", "fecha"),
  escritura: t("Escritura"),
  inscripcion_escritura: t("Inscripción de la escritura"),
  notario: t("Notario"),
  fecha: t("Fecha", "fecha"),
  tipo_poder_id: t("Tipo de poder", "catalogo"),
  tipo_poder: t("Tipo de poder"),
  numero_poder: t("Número de poder"),
  // Contacts.
  direccion: t("Dirección"),
  direccion_completa: t("Dirección completa"),
  notificar: t("Recibir notificaciones", "si_no"),
  pais_id: t("País", "catalogo"),
  pais: t("País"),
  departamento_id: t("Departamento", "catalogo"),
  departamento: t("Departamento"),
  municipio_id: t("Municipio", "catalogo"),
  municipio: t("Municipio"),
  tipo_direccion_id: t("Tipo de dirección", "catalogo"),
  tipo_direccion: t("Tipo de dirección"),
  tipo_telefono_id: t("Tipo de teléfono", "catalogo"),
  tipo_telefono: t("Tipo de teléfono"),
  telefono: t("Teléfono"),
  numero: t("Número"),
  // Pilots.
  tiene_hijo: t("Tiene hijos", "si_no"),
  tiempo_laborar: t("Tiempo de laborar (meses)", "numero"),
  tiempo_laboral: t("Tiempo laboral"),
  experiencia_manejando: t("Experiencia manejando"),
  numero_documento: t("Número de documento"),
  documento_intecap: t("Documento del INTECAP"),
  tipo_licencia: t("Tipo de licencia"),
  licencia_vencimiento: t("Vencimiento de la licencia", "fecha"),
  activo: t("Activo", "si_no"),
  // Documents.
  familia: t("Documento de", "codigo", FAMILIA),
  tipo_documento_id: t("Tipo de documento", "catalogo"),
  tipo_documento: t("Tipo de documento"),
  archivo_id: t("Archivo PDF", "oculto"),
  archivo_sha256: t("Archivo PDF", "huella"),
  reemplazado_at: t("Reemplazado el", "momento"),
  // Licences, cards, vehicles, policies.
  inicia: t("Fecha de inicio", "fecha"),
  fin: t("Fecha de vencimiento", "fecha"),
  tipo_licencia_id: t("Tipo de licencia", "catalogo"),
  numero_placa: t("Placa"),
  asiento: t("Asientos", "numero"),
  motor: t("Motor"),
  modelo: t("Modelo"),
  linea: t("Línea"),
  cilindro: t("Cilindros", "numero"),
  cc: t("Centímetros cúbicos", "numero"),
  numero_serie: t("Número de serie"),
  numero_chasis: t("Número de chasis"),
  color_id: t("Color", "catalogo"),
  color: t("Color"),
  tipo_vehiculo_id: t("Tipo de vehículo", "catalogo"),
  tipo_vehiculo: t("Tipo de vehículo"),
  tipo_placa_id: t("Tipo de placa", "catalogo"),
  tipo_placa: t("Tipo de placa"),
  tipo_uso_id: t("Uso", "catalogo"),
  tipo_uso: t("Uso"),
  tipo_combustible_id: t("Combustible", "catalogo"),
  tipo_combustible: t("Combustible"),
  marca_vehiculo_id: t("Marca", "catalogo"),
  marca_vehiculo: t("Marca"),
  nombre_aseguradora: t("Aseguradora"),
  tipo_seguro: t("Tipo de seguro"),
  prima_total: t("Prima total", "dinero"),
  valor: t("Valor", "dinero"),
  monto_asegurado: t("Monto asegurado", "dinero"),
  fecha_inicio: t("Inicio de la póliza", "fecha"),
  fecha_fin: t("Fin de la póliza", "fecha"),
  // QR codes.
  codigo: t("Código"),
  llave: t("Llave del QR"),
  vigencia: t("Vigente hasta", "fecha"),
  marca: t("Marca"),
  licencia_numero: t("Número de licencia"),
  transportista: t("Transportista"),
  revocado_at: t("Revocado el", "momento"),
  revocado_motivo: t("Motivo de la revocación"),
  revocado_causa: t("Motivo público de la revocación", "codigo", CAUSA_TEXTO),
  revocado_por: t("Revocado por", "funcionario"),
  // Plate conflicts (decision 163).
  estado: t("Estado", "codigo", CONFLICTO_ESTADO_LABEL),
  motivo: t("Motivo"),
  resuelto_por: t("Resuelto por", "funcionario"),
  resuelto_en: t("Resuelto el", "momento"),
  // Staff accounts and signing keys (the authority's own tables).
  // A staff member's role and a carrier member's role (issue 21) share the column name.
  rol: t("Rol", "codigo", { ...ROL_LABEL, ...ROL_MIEMBRO_LABEL }),
  totp_secret: t("Código de verificación"),
  totp_confirmado_en: t("Código de verificación configurado el", "momento"),
  totp_ultimo_paso: t("Último código usado", "oculto"),
  kid: t("Identificador de la llave"),
  clave_publica: t("Llave pública", "oculto"),
  clave_privada: t("Llave privada"),
  retirada_at: t("Retirada el", "momento"),
  publicar_hasta: t("Publicada hasta", "fecha"),
  // The notice box (issue 22, decision 240).
  tipo: t("Tipo de notificación", "codigo", TIPO_NOTIFICACION_LABEL),
  origen: t("Origen", "codigo", { manual: "Enviada por la autoridad", rechazo: "Rechazo en la revisión" }),
  asunto: t("Asunto"),
  cuerpo: t("Texto de la notificación"),
  plazo_dias: t("Plazo (días hábiles)", "numero"),
  registro_tipo: t("Registro al que se refiere", "codigo", TIPO_REVISION_LABEL),
  registro_id: t("Número del registro", "oculto"),
  contenido_sha256: t("Huella del contenido", "huella"),
  enviada_en: t("Enviada el", "momento"),
  enviada_por: t("Enviada por", "funcionario"),
  vence_el: t("El plazo vence el", "fecha"),
  leida_en: t("Leída el", "momento"),
  leida_por: t("Leída por", "oculto"),
  leida_ip: t("Abierta desde la dirección"),
  cierre: t("Cierre del requerimiento", "codigo", CIERRE_LABEL),
  cerrada_en: t("Cerrado el", "momento"),
  cerrada_por: t("Cerrado por", "funcionario"),
  notificacion_id: t("Notificación", "oculto"),
  respuesta_id: t("Respuesta", "oculto"),
  texto: t("Texto de la respuesta"),
  fuera_de_plazo: t("Fuera de plazo", "si_no"),
  // Insurers' API clients and the policies they report (issue 24).
  aseguradora_id: t("Aseguradora", "catalogo"),
  aseguradora_cliente_id: t("Cliente de la aseguradora", "oculto"),
  client_id: t("Identificador del cliente (client_id)"),
  secreto_hash: t("Secreto del cliente"),
  secreto_anterior_hash: t("Secreto anterior del cliente"),
  secreto_anterior_hasta: t("Secreto anterior válido hasta", "momento"),
  descripcion: t("Descripción"),
  creado_por: t("Registrado por", "funcionario"),
  ultimo_uso_at: t("Último uso", "momento"),
  estado_poliza: t("Estado de la póliza según la aseguradora", "codigo", ESTADO_POLIZA_REPORTADA_LABEL),
  reportado_at: t("Reportado el", "momento"),
  // Members and invitations (issue 21).
  vence: t("Acceso hasta", "fecha"),
  mandato_id: t("Mandatario", "registro"),
  invitado_por: t("Invitado por", "oculto"),
  aceptada_por: t("Aceptada por", "oculto"),
  aceptada_at: t("Aceptada el", "momento"),
  revocada_at: t("Revocada el", "momento"),
  expires_at: t("El enlace vence el", "momento"),
  token_hash: t("Enlace de invitación"),
};

const ENTIDADES: Record<string, string> = {
  usuario: "Cuenta",
  persona: "Persona",
  natural: "Datos personales",
  juridico: "Datos de la empresa",
  representante: "Representante",
  persona_direccion: "Dirección",
  persona_email: "Correo electrónico",
  persona_telefono: "Teléfono",
  mandato: "Mandatario",
  abogado_auxiliar: "Abogado auxiliar",
  piloto: "Piloto",
  piloto_emergencia: "Contacto de emergencia",
  documento: "Documento",
  licencia: "Licencia",
  tarjeta_operacion: "Tarjeta de operación",
  vehiculo: "Vehículo",
  poliza: "Póliza de seguro",
  validar_registro_piloto: "Código QR de validación",
  conflicto_placa: "Reclamo de placa",
  funcionario: "Funcionario",
  clave_firma: "Llave de firma",
  notificacion: "Notificación",
  notificacion_respuesta: "Respuesta a una notificación",
  notificacion_adjunto: "Adjunto de una notificación",
  aseguradora_cliente: "Cliente API de aseguradora",
  poliza_reportada: "Póliza reportada por la aseguradora",
  miembro: "Miembro del transportista",
  invitacion: "Invitación",
};

const ACCIONES: Record<string, string> = {
  crear: "Creación",
  modificar: "Modificación",
  eliminar: "Eliminación",
  iniciar_sesion: "Inicio de sesión",
  sesion_fallida: "Intento de inicio de sesión fallido",
};

function humanize(name: string): string {
  const words = name.replace(/_/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The field's line of the table; a field the table does not know is read as text under its humanized name. */
export const campoInfo = (campo: string): CampoInfo => CAMPOS[campo] ?? { label: humanize(campo.replace(/_id$/, "")), tipo: "texto" };

export const campoLabel = (campo: string) => campoInfo(campo).label;

export const entidadLabel = (entidad: string) => ENTIDADES[entidad] ?? humanize(entidad);

/** What happened, in words; a QR code's creation and revocation read as such. */
export function accionLabel(item: Pick<AuditoriaItem, "accion" | "entidad" | "campos">): string {
  if (item.entidad === "validar_registro_piloto") {
    if (item.accion === "crear") return "Generación de código QR";
    if (item.accion === "modificar" && item.campos.some((c) => c.campo === "revocado_at" && c.antes === null && c.despues !== null)) {
      return "Revocación de código QR";
    }
  }
  return ACCIONES[item.accion] ?? humanize(item.accion);
}

/** Who made a change, as its owner reads it ("Usted") or as the authority reads it ("El transportista"). */
export function autorLabel(autor: AuditoriaItem["autor"], lector: "transportista" | "consola" = "transportista"): string {
  if (autor === "usuario") return lector === "transportista" ? "Usted" : "El transportista";
  if (autor === "funcionario") return "Personal de la autoridad";
  return "Sin sesión";
}

type Valor = string | number | boolean | null;

/**
 * A stored value as a person reads it, by its field's kind: names for ids (the API answers them in
 * `nombre`), dd/mm/aaaa dates, Guatemala's hour, Sí/No, quetzales, a dash for nothing.
 */
export function formatCampo(campo: string, valor: Valor, nombre?: string | null): string {
  if (valor === null || valor === "") return "—";
  const info = campoInfo(campo);
  switch (info.tipo) {
    case "funcionario":
      return nombre ?? "Personal de la autoridad";
    case "catalogo":
      return nombre ?? "Valor ya no disponible en el catálogo";
    case "registro":
      return nombre ?? "Registro eliminado";
    case "fecha":
    case "momento":
      return typeof valor === "string" ? (info.tipo === "fecha" && /^\d{4}-\d{2}-\d{2}$/.test(valor) ? formatDate(valor) : formatFechaHora(valor)) : String(valor);
    case "si_no":
      return valor === true ? "Sí" : valor === false ? "No" : String(valor);
    case "dinero":
      return formatQuetzales(valor as string | number);
    case "huella":
      return `PDF cargado (huella ${String(valor).slice(0, 12)}…)`;
    case "codigo":
      return info.valores?.[String(valor)] ?? humanize(String(valor));
    default:
      return formatLibre(valor);
  }
}

/** A value of a field the table does not describe: still no ISO date or bare true/false reaches a person. */
function formatLibre(valor: Exclude<Valor, null>): string {
  if (typeof valor === "boolean") return valor ? "Sí" : "No";
  if (typeof valor === "number") return String(valor);
  if (/^\d{4}-\d{2}-\d{2}$/.test(valor)) return formatDate(valor);
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(valor)) return formatFechaHora(valor);
  return valor;
}

type Campo = AuditoriaItem["campos"][number];

/** The fields of a change a person reads: not the ownership links nor the review's bookkeeping. */
export const visibleCampos = (item: Pick<AuditoriaItem, "campos">): Campo[] => item.campos.filter((c) => campoInfo(c.campo).tipo !== "oculto");

/** One changed field in words: "Placa: P123ABC → P456DEF", or its value alone when the record was created. */
export function cambioTexto(accion: string, c: Campo): { label: string; antes: string | null; despues: string } {
  const label = campoLabel(c.campo);
  if (c.protegido) return { label, antes: null, despues: "Cambió (valor protegido)" };
  const despues = formatCampo(c.campo, c.despues, c.despues_nombre);
  if (accion === "crear") return { label, antes: null, despues };
  if (accion === "eliminar") return { label, antes: null, despues: formatCampo(c.campo, c.antes, c.antes_nombre) };
  return { label, antes: formatCampo(c.campo, c.antes, c.antes_nombre), despues };
}

/** A whole change as one line of text (tests read it; screens lay out `cambioTexto` themselves). */
export const cambiosTexto = (item: Pick<AuditoriaItem, "accion" | "campos">): string =>
  visibleCampos(item)
    .map((c) => {
      const x = cambioTexto(item.accion, c);
      return `${x.label}: ${x.antes === null ? x.despues : `${x.antes} → ${x.despues}`}`;
    })
    .join("; ");
