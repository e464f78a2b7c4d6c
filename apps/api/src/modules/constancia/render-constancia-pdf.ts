import {
  beginText,
  endText,
  moveText,
  PDFDocument,
  type PDFFont,
  type PDFImage,
  type PDFName,
  type PDFOperator,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setFillingRgbColor,
  setFontAndSize,
  showText,
  StandardFonts,
} from "pdf-lib";
import { CONSTANCIA_MSG, CONSTANCIA_REVISION_LABEL, CONSTANCIA_REVISION_LEYENDA } from "@portal/domain/constancia";
import { dmy, guatemalaDateTime, printable } from "../../lib/pdf-text";
import type { ConstanciaData } from "./constancia-data";

export interface ConstanciaHeader {
  provider: string;
  codigo: string;
  /** What the QR opens and the footer prints: the public check of this certificate. */
  url: string;
  emitida: Date;
  qrPng: Uint8Array;
}

// A4 in points; one line of a table every LINE points.
const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const LINE = 14;
const SIZE = 9;
const FOOTER_Y = 28;
const GRAY = rgb(0.35, 0.35, 0.35);
const GRAY_OPS = [0.35, 0.35, 0.35] as const;

interface Column {
  title: string;
  width: number;
}

const col = (title: string, width: number): Column => ({ title, width });

/** The last column of every table: the authority's review of the record, in words a third party reads. */
const REVISION_COL = col("Revisión", 95);
const revision = (r: { revision: keyof typeof CONSTANCIA_REVISION_LABEL }) => CONSTANCIA_REVISION_LABEL[r.revision];

/**
 * Writes lines top to bottom, opening a new page when one is full and repeating a table's heading there.
 * Text goes in as raw text operators with one font resource per page: pdf-lib's drawText adds a font
 * entry to the page's resources on every call, which made a 5,000-vehicle certificate several times slower.
 */
class Writer {
  page!: PDFPage;
  y = 0;
  private keys!: { regular: PDFName; bold: PDFName };
  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.newPage();
  }

  newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.keys = {
      regular: this.page.node.newFontDictionary(this.font.name, this.font.ref),
      bold: this.page.node.newFontDictionary(this.bold.name, this.bold.ref),
    };
    this.y = PAGE.height - PAGE.margin;
  }

  /** Room for `lines` more lines, or a new page. Returns whether a page was opened. */
  ensure(lines: number): boolean {
    if (this.y - lines * LINE >= PAGE.margin + FOOTER_Y) return false;
    this.newPage();
    return true;
  }

  /** The text as the font writes it, clipped with "…" to `width` so a long name never runs into the next cell. */
  private fit(value: string, font: PDFFont, size: number, width?: number) {
    let shown = printable(value);
    // Helvetica's widest glyph is about one em: shorter strings cannot overflow and are not measured.
    if (width && shown.length * size * 1.02 > width - 4) {
      while (shown.length > 1 && font.widthOfTextAtSize(shown, size) > width - 4) shown = `${shown.slice(0, -2)}…`;
    }
    return font.encodeText(shown);
  }

  text(value: string, opts: { x?: number; size?: number; bold?: boolean; width?: number; color?: readonly [number, number, number] } = {}) {
    const font = opts.bold ? this.bold : this.font;
    const size = opts.size ?? SIZE;
    const ops: PDFOperator[] = [
      beginText(),
      setFontAndSize(opts.bold ? this.keys.bold : this.keys.regular, size),
      moveText(PAGE.margin + (opts.x ?? 0), this.y),
      showText(this.fit(value, font, size, opts.width)),
      endText(),
    ];
    this.page.pushOperators(...(opts.color ? [pushGraphicsState(), setFillingRgbColor(...opts.color), ...ops, popGraphicsState()] : ops));
  }

  heading(title: string) {
    this.ensure(3);
    this.y -= LINE / 2;
    this.text(title, { size: 12, bold: true });
    this.y -= LINE + 2;
  }

  /** One table row as one text object: the cells are relative moves along the line. */
  row(cells: string[], columns: Column[], bold = false) {
    const font = bold ? this.bold : this.font;
    const ops: PDFOperator[] = [beginText(), setFontAndSize(bold ? this.keys.bold : this.keys.regular, SIZE), moveText(PAGE.margin, this.y)];
    cells.forEach((cell, i) => {
      if (i > 0) ops.push(moveText(columns[i - 1].width, 0));
      ops.push(showText(this.fit(cell, font, SIZE, columns[i].width)));
    });
    ops.push(endText());
    this.page.pushOperators(...ops);
    this.y -= LINE;
  }

  table(title: string, columns: Column[], rows: string[][], empty: string) {
    this.heading(`${title} (${rows.length})`);
    if (rows.length === 0) {
      this.text(empty, { color: GRAY_OPS });
      this.y -= LINE;
      return;
    }
    const head = columns.map((c) => c.title);
    this.row(head, columns, true);
    for (const cells of rows) {
      if (this.ensure(1)) this.row(head, columns, true);
      this.row(cells, columns);
    }
  }
}

function drawHeader(w: Writer, header: ConstanciaHeader, qr: PDFImage, data: ConstanciaData) {
  const qrSize = 96;
  w.page.drawImage(qr, { x: PAGE.width - PAGE.margin - qrSize, y: PAGE.height - PAGE.margin - qrSize + 10, width: qrSize, height: qrSize });
  w.text(header.provider, { size: 11, bold: true });
  w.y -= LINE + 6;
  w.text(CONSTANCIA_MSG.titulo, { size: 16, bold: true });
  w.y -= LINE + 4;
  w.text(`Emitida el ${guatemalaDateTime(header.emitida)} (hora de Guatemala)`);
  w.y -= LINE;
  w.text(`Código: ${header.codigo}`, { bold: true });
  w.y -= LINE;
  w.text("Verifique que es genuina y no fue alterada en:", { color: GRAY_OPS });
  w.y -= LINE;
  w.text(header.url, { size: 8, color: GRAY_OPS, width: PAGE.width - 2 * PAGE.margin - qrSize });
  w.y -= LINE + 4;
  for (const line of CONSTANCIA_REVISION_LEYENDA) {
    w.text(line, { size: 8, color: GRAY_OPS });
    w.y -= LINE - 3;
  }
  w.y -= 3;
  w.table(
    "Transportista",
    [col("NIT", 110), col("Nombre o razón social", 294), REVISION_COL],
    data.transportistas.map((t) => [t.nit, t.nombre, revision(t)]),
    "Perfil sin completar.",
  );
}

/** Page numbers and the code on every page, written once the number of pages is known. */
function drawFooters(doc: PDFDocument, font: PDFFont, codigo: string) {
  const pages = doc.getPages();
  pages.forEach((page, i) => {
    page.drawText(printable(`${CONSTANCIA_MSG.titulo} · Código ${codigo} · Página ${i + 1} de ${pages.length}`), {
      x: PAGE.margin,
      y: FOOTER_Y,
      size: 8,
      font,
      color: GRAY,
    });
  });
}

interface Table {
  title: string;
  /** Widths add up to the text width (499 points). */
  columns: Column[];
  rows: string[][];
  empty: string;
}

/** The certificate's tables after the header, in order. */
const tablesOf = (data: ConstanciaData): Table[] => [
  {
    title: "Licencias de transporte",
    columns: [col("Número", 200), col("Inicia", 100), col("Vence", 104), REVISION_COL],
    rows: data.licencias.map((l) => [l.numero, dmy(l.inicia), dmy(l.fin), revision(l)]),
    empty: "Sin licencias registradas.",
  },
  {
    title: "Tarjetas de operación",
    columns: [col("Número", 200), col("Licencia", 204), REVISION_COL],
    rows: data.tarjetas.map((t) => [t.numero, t.licencia, revision(t)]),
    empty: "Sin tarjetas registradas.",
  },
  {
    title: "Vehículos",
    columns: [col("Placa", 65), col("Tarjeta", 70), col("Póliza", 95), col("Vigencia de la póliza", 124), col("Estado", 50), REVISION_COL],
    rows: data.vehiculos.map((v) => [
      v.placa,
      v.tarjeta,
      v.poliza?.numero ?? "Sin póliza",
      v.poliza ? `${dmy(v.poliza.inicio)} al ${dmy(v.poliza.fin)}` : "-",
      v.activo ? "Activo" : "Inactivo",
      revision(v),
    ]),
    empty: "Sin vehículos registrados.",
  },
  {
    title: "Pilotos",
    columns: [col("Nombre", 180), col("CUI", 95), col("Licencia", 55), col("Vence", 74), REVISION_COL],
    rows: data.pilotos.map((p) => [p.nombre, p.cui, p.licencia ?? "-", dmy(p.vence), revision(p)]),
    empty: "Sin pilotos registrados.",
  },
  {
    title: "Representantes legales",
    columns: [col("Nombre", 220), col("Inicio de vigencia", 95), col("Fin de vigencia", 89), REVISION_COL],
    rows: data.representantes.map((r) => [r.nombre, dmy(r.inicio), dmy(r.fin), revision(r)]),
    empty: "Sin representantes registrados.",
  },
];

/** The certificate as PDF bytes: header with QR, then one table per kind of record, paginated. */
export async function renderConstanciaPdf(data: ConstanciaData, header: ConstanciaHeader): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(CONSTANCIA_MSG.titulo);
  doc.setAuthor(printable(header.provider));
  doc.setSubject(`Código ${header.codigo}`);
  doc.setCreationDate(header.emitida);
  doc.setModificationDate(header.emitida);
  const [font, bold, qr] = await Promise.all([
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
    doc.embedPng(header.qrPng),
  ]);
  const w = new Writer(doc, font, bold);
  drawHeader(w, header, qr, data);
  for (const table of tablesOf(data)) w.table(table.title, table.columns, table.rows, table.empty);
  drawFooters(doc, font, header.codigo);
  return doc.save();
}
