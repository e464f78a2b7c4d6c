#!/usr/bin/env node
/**
 * Writes public/pdfs/manual-usuario.pdf: the portal's short user manual, as a hand-made PDF 1.4
 * (no PDF library). Standard Helvetica fonts with WinAnsiEncoding, so á é í ó ú ñ ¿ ¡ render;
 * text is wrapped with the real Helvetica glyph widths; the xref offsets are computed from bytes.
 *
 *   node apps/web/scripts/build-manual.mjs
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../public/pdfs/manual-usuario.pdf");

// ---------------------------------------------------------------- content

const PROVIDER = "Dirección General de Transportes (DGT)";
/** The provider with its article, for running text. */
const THE_PROVIDER = `la ${PROVIDER}`;
const TITLE = "Manual de usuario";
const SUBTITLE = "Portal de actualización de datos de transportistas";

/** @type {Array<[kind: "h" | "p" | "li" | "n", text: string]>} */
const CONTENT = [
  ["p", `Este portal de ${THE_PROVIDER} permite a las personas individuales y jurídicas que tienen licencias de transporte mantener actualizados sus datos, los de sus representantes, mandatarios, abogados y pilotos, y los de sus licencias, tarjetas de operación y vehículos.`],
  ["h", "1. Antes de empezar"],
  ["li", "Un navegador actualizado (Chrome, Edge, Firefox o Safari) y conexión a internet."],
  ["li", "Su NIT, un correo electrónico al que tenga acceso y, para personas individuales, su CUI (número del DPI)."],
  ["li", "Los documentos en formato PDF: DPI y RTU (personas individuales), documentos de la sociedad (personas jurídicas), pólizas de seguro de los vehículos y documentos de mandatarios, abogados y pilotos."],
  ["h", "2. Crear una cuenta"],
  ["n", "En la pantalla de inicio de sesión seleccione «Regístrese»."],
  ["n", "Escriba su NIT (con o sin guion), su correo electrónico y una contraseña de al menos 8 caracteres que no sea su NIT."],
  ["n", "Marque la casilla de verificación anti-robots «No soy un robot» y espere a que indique «Verificado»."],
  ["n", "Lea los Términos y Condiciones (siete secciones; entre ellas, la captura de la ubicación GPS de su dispositivo en cada solicitud, si usted la permite, y el envío de notificaciones por correo), marque «Acepto» y presione «Registrarse»."],
  ["p", "Si algún dato no es válido, el portal le indica cuál corregir. Al terminar, vuelve a la pantalla de inicio de sesión."],
  ["h", "3. Completar el perfil"],
  ["p", "La primera vez que inicie sesión el portal le pedirá completar su perfil. Elija «Persona Individual» o «Persona Jurídica»:"],
  ["li", "Persona Individual: NIT, CUI, nombres, apellidos, fecha de nacimiento, estado civil, profesión u oficio y nacionalidad; el pasaporte es opcional."],
  ["li", "Persona Jurídica: NIT, nombre de la empresa, número de registro, folio, libro, fechas de inscripción, objeto de la sociedad y nacionalidad; el expediente es opcional."],
  ["p", "El botón «Guardar» se habilita cuando todos los campos obligatorios tienen valor. Complete la verificación anti-robots y guarde; después inicie sesión de nuevo."],
  ["h", "4. Iniciar sesión"],
  ["p", "Escriba su NIT y su contraseña y presione «Iniciar sesión». Los textos se escriben en mayúsculas automáticamente, excepto la contraseña. En la misma pantalla encontrará este manual y las preguntas frecuentes."],
  ["h", "5. Pantalla de inicio y menú"],
  ["p", "La pantalla de inicio muestra tres accesos: Licencias, Mandatarios y Abogados. El menú lateral agrupa las funciones en «Actualización de datos», «Registrar licencia de transporte», «Representaciones» (Representantes, solo para personas jurídicas; Mandatarios y Abogados) y «Actualización de información individual o jurídica». En la barra superior puede buscar un módulo (Ctrl+K o Cmd+K), cambiar entre tema claro y oscuro y abrir el menú de usuario."],
  ["h", "6. Actualizar los datos de la persona"],
  ["p", "En «Actualización de información individual o jurídica» administre sus direcciones (país, departamento y municipio), correos electrónicos y teléfonos (8 dígitos), e indique en cuáles desea recibir notificaciones. En la misma pantalla cargue los documentos requeridos: elija el archivo PDF con «Seleccionar Archivo» y presione «Subir»."],
  ["h", "7. Representantes, mandatarios y abogados"],
  ["p", "Cada lista tiene un botón para agregar un registro y, en cada fila, acciones para editarlo, eliminarlo (el portal pide confirmación) y subir sus documentos en PDF. Las personas jurídicas registran aquí a sus representantes legales con su cargo, número de registro, folio, libro y vigencia."],
  ["h", "8. Licencias, tarjetas de operación y vehículos"],
  ["n", "En «Licencias» registre cada licencia con su número, tipo y fechas de inicio y de expiración. La columna Estado indica si está Vigente o Expirada."],
  ["n", "Con «Ingresar Tarjeta de Operación» agregue las tarjetas de la licencia (por ejemplo T-12345)."],
  ["n", "Con «Asociar Vehículo» registre los vehículos de cada tarjeta: placa (por ejemplo 123AAA), marca, modelo, motor, chasis, colores y tipos, junto con los datos y el PDF de la póliza de seguro."],
  ["h", "9. Pilotos y contactos de emergencia"],
  ["p", "En «Pilotos» agregue a sus pilotos; al escribir al menos 3 caracteres del NIT o del CUI el portal busca si ya están registrados. Desde cada fila puede ver el detalle del piloto, registrar sus contactos de emergencia (nombre, dirección y teléfono de 8 dígitos) y subir sus documentos."],
  ["h", "10. Códigos QR de validación"],
  ["p", "En el detalle de un vehículo, la sección «QR generados» tiene el botón «Generar QR de Vehículo». Cada código tiene una llave y una vigencia; descárguelo con «Descargar QR» (imagen PNG) para imprimirlo y llevarlo en el vehículo. Las autoridades lo escanean para validar el vehículo y su piloto."],
  ["h", "11. Recuperar o cambiar la contraseña"],
  ["n", "Si la olvidó: en el inicio de sesión seleccione «¿Olvidó su contraseña?», escriba su NIT y su correo y presione «Enviar correo de restablecimiento»."],
  ["n", "Abra el enlace del correo (vence en poco tiempo y sirve una sola vez), escriba su NIT y la nueva contraseña dos veces. Tras el mensaje «¡Contraseña restablecida con éxito!» el portal lo lleva al inicio de sesión."],
  ["n", "Con la sesión iniciada, puede cambiarla en el menú de usuario, opción «Restablecer contraseña»."],
  ["h", "12. Cerrar sesión y seguridad"],
  ["p", "Use «Salir» en el menú de usuario al terminar: se borran los datos guardados en el navegador. No comparta su contraseña. Si lo permite, el portal registra la ubicación aproximada del dispositivo con cada solicitud, como indican los Términos y Condiciones; si no lo permite, puede seguir usando el portal."],
  ["h", "¿Necesita ayuda?"],
  ["p", `Consulte las preguntas frecuentes en la pantalla de inicio de sesión o comuníquese con el área de atención al usuario de ${THE_PROVIDER}, indicando su NIT y una descripción del problema.`],
];

// ---------------------------------------------------------------- fonts and encoding

// Helvetica and Helvetica-Bold advance widths (1/1000 em) for the printable ASCII range 32..126.
const HELV = [278,278,355,556,556,889,667,191,333,333,389,584,278,333,278,278,556,556,556,556,556,556,556,556,556,556,278,278,584,584,584,556,1015,667,667,722,722,667,611,778,722,278,500,667,556,833,722,778,667,778,722,667,611,722,667,944,667,667,611,278,278,278,469,556,333,556,556,500,556,556,278,556,556,222,222,500,222,833,556,556,556,556,333,500,278,556,500,722,500,500,500,334,260,334,584];
const HELV_BOLD = [278,333,474,556,556,889,722,238,333,333,389,584,278,333,278,278,556,556,556,556,556,556,556,556,556,556,333,333,584,584,584,611,975,722,722,722,722,667,611,778,722,278,556,722,611,833,722,778,667,778,722,667,611,722,667,944,667,667,611,333,278,333,584,556,333,556,611,556,611,556,333,611,611,278,278,556,278,889,611,611,611,611,389,556,333,611,556,778,556,556,500,389,280,389,584];

/** WinAnsiEncoding (cp1252) bytes outside Latin-1 that the text uses. */
const CP1252 = { "\u2013": 0x96, "\u2014": 0x97, "\u2018": 0x91, "\u2019": 0x92, "\u201c": 0x93, "\u201d": 0x94, "\u2022": 0x95, "\u2026": 0x85 };

function winAnsiByte(ch) {
  if (ch in CP1252) return CP1252[ch];
  const code = ch.codePointAt(0);
  if (code >= 0x20 && code <= 0x7e) return code;
  if (code >= 0xa0 && code <= 0xff) return code;
  throw new Error(`Carácter sin WinAnsiEncoding: ${JSON.stringify(ch)}`);
}

function charWidth(ch, bold) {
  const table = bold ? HELV_BOLD : HELV;
  const code = ch.codePointAt(0);
  if (code >= 32 && code <= 126) return table[code - 32];
  if (ch === "«" || ch === "»") return 556;
  if (ch === "¿") return bold ? 611 : 611;
  if (ch === "¡") return 333;
  if (ch === "•") return 350;
  if (ch === "–") return 556;
  if (ch === "—") return 1000;
  // Accented letters take the width of their base letter.
  const base = ch.normalize("NFD")[0];
  const b = base.codePointAt(0);
  return b >= 32 && b <= 126 ? table[b - 32] : 556;
}

const textWidth = (s, size, bold) => ([...s].reduce((w, ch) => w + charWidth(ch, bold), 0) * size) / 1000;

/** A PDF literal string: WinAnsi bytes, with \ ( ) escaped and bytes above 126 as octal escapes. */
function pdfString(s) {
  let out = "(";
  for (const ch of s) {
    const byte = winAnsiByte(ch);
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else if (byte > 126) out += `\\${byte.toString(8).padStart(3, "0")}`;
    else out += String.fromCharCode(byte);
  }
  return `${out})`;
}

/** Info dictionary strings: UTF-16BE with a byte order mark, as hex. */
function pdfTextString(s) {
  let hex = "FEFF";
  for (const ch of s) {
    const code = ch.codePointAt(0);
    hex += code.toString(16).toUpperCase().padStart(4, "0");
  }
  return `<${hex}>`;
}

function wrap(text, width, size, bold) {
  const words = text.split(/\s+/);
  const lines = [];
  let line = "";
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, size, bold) <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

// ---------------------------------------------------------------- layout

const PAGE_W = 595.28;
const PAGE_H = 841.89;
const MARGIN_X = 56;
const TOP = PAGE_H - 56;
const BOTTOM = 64;
const BODY = 10;
const LEAD = 13.4;
const WIDTH = PAGE_W - 2 * MARGIN_X;

const pages = [];
let ops = [];
let y = 0;

function newPage(first) {
  ops = [];
  pages.push(ops);
  if (first) {
    // Title band.
    ops.push("0.106 0.271 0.690 rg", `0 ${(PAGE_H - 118).toFixed(2)} ${PAGE_W.toFixed(2)} 118 re f`);
    text(TITLE, MARGIN_X, PAGE_H - 62, 24, true, "1 1 1");
    text(SUBTITLE, MARGIN_X, PAGE_H - 86, 13, false, "1 1 1");
    text(PROVIDER, MARGIN_X, PAGE_H - 104, 10, false, "0.85 0.89 1");
    y = PAGE_H - 146;
  } else {
    y = TOP;
  }
}

function text(s, x, yy, size, bold, color = "0.13 0.15 0.19") {
  ops.push("BT", `${color} rg`, `/${bold ? "F2" : "F1"} ${size} Tf`, `${x.toFixed(2)} ${yy.toFixed(2)} Td`, `${pdfString(s)} Tj`, "ET");
}

function ensure(space) {
  if (y - space < BOTTOM) newPage(false);
}

newPage(true);
let step = 0;
for (const [kind, body] of CONTENT) {
  if (kind === "h") {
    step = 0;
    ensure(LEAD * 3);
    y -= 8;
    text(body, MARGIN_X, y, 12.5, true, "0.106 0.271 0.690");
    y -= LEAD + 3;
    continue;
  }
  const indent = kind === "p" ? 0 : 16;
  const lines = wrap(body, WIDTH - indent, BODY, false);
  ensure(LEAD * Math.min(lines.length, 2));
  if (kind === "li") text("•", MARGIN_X + 4, y, BODY, false);
  if (kind === "n") text(`${++step}.`, MARGIN_X + 1, y, BODY, true);
  for (const line of lines) {
    ensure(LEAD);
    text(line, MARGIN_X + indent, y, BODY, false);
    y -= LEAD;
  }
  y -= kind === "p" ? 5 : 2;
}

// Footers with page numbers.
pages.forEach((pageOps, i) => {
  ops = pageOps;
  ops.push("0.8 0.82 0.86 RG", "0.5 w", `${MARGIN_X} 46 m ${(PAGE_W - MARGIN_X).toFixed(2)} 46 l S`);
  text(`${TITLE} — ${SUBTITLE}`, MARGIN_X, 32, 8, false, "0.35 0.38 0.43");
  const label = `Página ${i + 1} de ${pages.length}`;
  text(label, PAGE_W - MARGIN_X - textWidth(label, 8, false), 32, 8, false, "0.35 0.38 0.43");
});

// ---------------------------------------------------------------- file

const objects = []; // index = object number - 1, each a Buffer
const add = (content) => {
  objects.push(Buffer.isBuffer(content) ? content : Buffer.from(content, "latin1"));
  return objects.length;
};

const catalogId = 1;
const pagesId = 2;
objects.push(null, null);
const fontId = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
const fontBoldId = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>");
const pageIds = [];
for (const pageOps of pages) {
  const stream = Buffer.from(pageOps.join("\n"), "latin1");
  const contentId = add(Buffer.concat([Buffer.from(`<< /Length ${stream.length} >>\nstream\n`, "latin1"), stream, Buffer.from("\nendstream", "latin1")]));
  pageIds.push(
    add(
      `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 ${fontId} 0 R /F2 ${fontBoldId} 0 R >> >> /Contents ${contentId} 0 R >>`,
    ),
  );
}
objects[catalogId - 1] = Buffer.from(`<< /Type /Catalog /Pages ${pagesId} 0 R /Lang ${pdfTextString("es-GT")} >>`, "latin1");
objects[pagesId - 1] = Buffer.from(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pageIds.length} >>`, "latin1");
const infoId = add(`<< /Title ${pdfTextString(`${TITLE} — ${SUBTITLE}`)} /Author ${pdfTextString(PROVIDER)} /Subject ${pdfTextString("Uso del portal de actualización de datos")} /Producer (build-manual.mjs) >>`);

const chunks = [Buffer.from("%PDF-1.4\n%\xE2\xE3\xCF\xD3\n", "latin1")];
let offset = chunks[0].length;
const offsets = [];
objects.forEach((body, i) => {
  offsets.push(offset);
  const obj = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, "latin1"), body, Buffer.from("\nendobj\n", "latin1")]);
  chunks.push(obj);
  offset += obj.length;
});
const xref = [`xref\n0 ${objects.length + 1}\n`, "0000000000 65535 f \n", ...offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`)].join("");
chunks.push(Buffer.from(xref, "latin1"));
chunks.push(Buffer.from(`trailer\n<< /Size ${objects.length + 1} /Root ${catalogId} 0 R /Info ${infoId} 0 R >>\nstartxref\n${offset}\n%%EOF\n`, "latin1"));

mkdirSync(path.dirname(OUT), { recursive: true });
const pdf = Buffer.concat(chunks);
writeFileSync(OUT, pdf);
console.log(`${path.relative(process.cwd(), OUT)}: ${pages.length} páginas, ${pdf.length} bytes`);
