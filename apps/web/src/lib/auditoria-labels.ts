import type { AuditoriaItem } from "@portal/domain/auditoria";
import { formatDate, formatFechaHora } from "@/lib/format";

/** Spanish names of what the audit trail records (the API answers table and column names): the carrier's history and the console's. */

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
};

const ACCIONES: Record<string, string> = {
  crear: "Creación",
  modificar: "Modificación",
  eliminar: "Eliminación",
  iniciar_sesion: "Inicio de sesión",
  sesion_fallida: "Intento de inicio de sesión fallido",
};

const CAMPOS: Record<string, string> = {
  nit: "NIT",
  cui: "CUI",
  email: "Correo electrónico",
  correo_electronico: "Correo electrónico",
  password_hash: "Contraseña",
  nombre: "Nombre",
  apellido: "Apellido",
  fecha_nacimiento: "Fecha de nacimiento",
  pasaporte: "Pasaporte",
  empresa: "Empresa",
  numero: "Número",
  numero_placa: "Placa",
  numero_registro: "Número de registro",
  notificar: "Notificar",
  direccion: "Dirección",
  direccion_completa: "Dirección completa",
  telefono: "Teléfono",
  activo: "Activo",
  inicia: "Fecha de inicio",
  fin: "Fecha de expiración",
  motor: "Motor",
  modelo: "Modelo",
  linea: "Línea",
  asiento: "Asientos",
  cilindro: "Cilindros",
  cc: "Centímetros cúbicos",
  numero_serie: "Número de serie",
  numero_chasis: "Número de chasis",
  nombre_aseguradora: "Aseguradora",
  tipo_seguro: "Tipo de seguro",
  prima_total: "Prima total",
  valor: "Valor",
  monto_asegurado: "Monto asegurado",
  fecha_inicio: "Fecha de inicio",
  fecha_fin: "Fecha de fin",
  archivo_sha256: "Archivo (huella SHA-256)",
  codigo: "Código",
  llave: "Llave del QR",
  vigencia: "Vigencia",
  revocado_at: "Revocado el",
  reemplazado_at: "Reemplazado el",
  familia: "Tipo de registro",
  juridico_completo: "Persona jurídica",
  plazo_vigenia: "Plazo de vigencia",
};

/** Columns that only tie a row to its owner: not news to the owner. */
const OCULTOS = new Set(["persona_id", "usuario_id"]);

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

export function campoLabel(campo: string): string {
  if (CAMPOS[campo]) return CAMPOS[campo];
  // tipo_placa_id → "Tipo placa (código)"
  return campo.endsWith("_id") ? `${humanize(campo.slice(0, -3))} (código)` : humanize(campo);
}

export const visibleCampos = (item: Pick<AuditoriaItem, "campos">) => item.campos.filter((c) => !OCULTOS.has(c.campo));

export function autorLabel(autor: AuditoriaItem["autor"]): string {
  if (autor === "usuario") return "Usted";
  if (autor === "funcionario") return "Personal de la autoridad";
  return "Sin sesión";
}


/** A value as the screens print it: Sí/No, dd/mm/yyyy, dates with time in Guatemala, a dash for nothing. */
export function formatValor(value: string | number | boolean | null): string {
  if (value === null || value === "") return "—";
  if (typeof value === "boolean") return value ? "Sí" : "No";
  if (typeof value === "number") return String(value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return formatFechaHora(value);
  return value;
}

function humanize(name: string): string {
  const words = name.replace(/_/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
