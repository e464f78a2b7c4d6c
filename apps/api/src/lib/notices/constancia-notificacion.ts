import { BUZON_MSG, type NotificacionDetail, TIPO_NOTIFICACION_LABEL, CIERRE_LABEL } from "@portal/domain/buzon";
import { formatDate } from "@portal/domain/es-gt-format";
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from "pdf-lib";
import type { Db } from "../../db/client";
import { guatemalaDateTime, printable } from "../pdf-text";
import { issueVerifiable, type VerifiableHeader } from "../verifiable-document";

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const SIZE = 10;
const LINE = 14;

/** Lines of text wrapped to the page's width. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  for (const paragraph of printable(text).split(/\r?\n/)) {
    let line = "";
    for (const word of paragraph.split(" ")) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > width && line) {
        out.push(line);
        line = word;
      } else line = next;
    }
    out.push(line);
  }
  return out;
}

/** Renders the proof of notification: who sent what, its hash, when it was served and how, and the answers. */
export async function renderConstanciaNotificacion(n: NotificacionDetail, provider: string, header: VerifiableHeader): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(BUZON_MSG.tituloConstancia);
  doc.setProducer(provider);
  doc.setCreationDate(header.emitida);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const qr = await doc.embedPng(header.qrPng);
  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;
  const write = (text: string, opts: { bold?: boolean; size?: number } = {}) => {
    const size = opts.size ?? SIZE;
    for (const line of wrap(text, opts.bold ? bold : font, size, width)) {
      if (y < PAGE.margin + 40) {
        page = doc.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - PAGE.margin;
      }
      page.drawText(line, { x: PAGE.margin, y, size, font: opts.bold ? bold : font });
      y -= size + 4;
    }
  };
  const gap = () => (y -= LINE / 2);

  page.drawImage(qr, { x: PAGE.width - PAGE.margin - 90, y: PAGE.height - PAGE.margin - 80, width: 90, height: 90 });
  write(provider, { bold: true, size: 12 });
  write(BUZON_MSG.tituloConstancia, { bold: true, size: 16 });
  write(`Código: ${header.codigo}`);
  write(`Emitida el ${guatemalaDateTime(header.emitida)} (hora de Guatemala)`);
  gap();
  gap();
  write("Notificación", { bold: true, size: 12 });
  write(`Destinatario: ${n.nombre ?? ""} (NIT ${n.nit})`);
  write(`Notificación n.º ${n.id}: ${TIPO_NOTIFICACION_LABEL[n.tipo]}${n.plazo_dias ? `, plazo de ${n.plazo_dias} días hábiles` : ""}`);
  write(`Asunto: ${n.asunto}`);
  write(`Enviada el ${guatemalaDateTime(new Date(n.enviada_en))} por ${n.remitente}`);
  write(`SHA-256 del contenido: ${n.contenido_sha256}`);
  for (const a of n.adjuntos) write(`Adjunto «${a.nombre}», SHA-256 ${a.sha256}`);
  gap();
  write("Recepción", { bold: true, size: 12 });
  if (n.forma === "vencimiento" && n.notificada_en) write(`${BUZON_MSG.notificadaPorVencimiento} el ${guatemalaDateTime(new Date(n.notificada_en))}.`);
  if (n.leida_en) write(`Leída el ${guatemalaDateTime(new Date(n.leida_en))} por ${n.leida_por ?? ""}${n.leida_ip ? `, desde la dirección ${n.leida_ip}` : ""}.`);
  if (!n.notificada_en) write("Aún no notificada: sin abrir y dentro de los 10 días desde su envío.");
  if (n.vence_el) write(`El plazo para responder vence el ${formatDate(n.vence_el)}.`);
  if (n.respuestas.length > 0) {
    gap();
    write("Respuestas", { bold: true, size: 12 });
    for (const r of n.respuestas) {
      write(`${guatemalaDateTime(new Date(r.enviada_en))}, por ${r.autor}${r.fuera_de_plazo ? ` (${BUZON_MSG.fueraDePlazo})` : ""}; ${r.adjuntos.length} adjunto(s).`);
    }
  }
  if (n.cierre && n.cerrada_en) write(`Requerimiento cerrado como «${CIERRE_LABEL[n.cierre]}» el ${guatemalaDateTime(new Date(n.cerrada_en))}.`);
  gap();
  write("Texto notificado", { bold: true, size: 12 });
  write(n.cuerpo);
  gap();
  write(`Verifique esta constancia en ${header.url}: el archivo es genuino si su SHA-256 coincide con el publicado allí.`, { size: 8 });
  return doc.save();
}

/** Issues a proof of notification through the one mechanism of verifiable documents (decision 241). */
export async function issueConstanciaNotificacion(
  db: Db,
  n: NotificacionDetail,
  opts: { publicUrl: string; provider: string; por: { usuario_id: number } | { funcionario_id: number } },
) {
  const resumen = {
    notificacion: {
      nit: n.nit,
      nombre: n.nombre,
      tipo: TIPO_NOTIFICACION_LABEL[n.tipo],
      asunto: n.asunto,
      remitente: n.remitente,
      enviada_en: n.enviada_en,
      contenido_sha256: n.contenido_sha256,
      notificada_en: n.notificada_en,
      forma: n.forma,
      leida_por: n.leida_por,
    },
  };
  return issueVerifiable(db, opts.publicUrl, { tipo: "notificacion", resumen, notificacion_id: n.id, ...opts.por }, (header) =>
    renderConstanciaNotificacion(n, opts.provider, header),
  );
}
