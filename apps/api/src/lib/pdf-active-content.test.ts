import { deflateSync } from "node:zlib";
import { PDFDocument, PDFName, PDFString } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { buildPdf, tinyPdf } from "../../test/pdf";
import { inspectPdfBytes } from "./pdf-active-content";

const problem = async (bytes: Uint8Array) => {
  const verdict = await inspectPdfBytes(bytes);
  return verdict.ok ? "ok" : verdict.problem;
};

/** A PDF written by pdf-lib with its objects packed in object streams, the catalog given extra entries. */
async function objectStreamPdf(catalog: Record<string, unknown> = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]).drawText("hola");
  for (const [key, value] of Object.entries(catalog)) doc.catalog.set(PDFName.of(key), doc.context.obj(value as never));
  return doc.save({ useObjectStreams: true });
}

describe("inspectPdfBytes", () => {
  it("accepts a plain PDF, a PDF with object streams and one with a web link", async () => {
    expect(await inspectPdfBytes(tinyPdf())).toEqual({ ok: true });
    expect(await problem(await objectStreamPdf())).toBe("ok");
    expect(await problem(await objectStreamPdf({ OpenAction: { S: "GoTo", D: [] } }))).toBe("ok");
    const link = buildPdf({ page: "/Annots [5 0 R]", extra: ["<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] /A << /S /URI /URI (https://example.gt/) >> >>"] });
    expect(await problem(link)).toBe("ok");
  });

  it.each([
    ["an /OpenAction running JavaScript", { catalog: "/OpenAction 5 0 R", extra: ["<< /S /JavaScript /JS (app.alert(1)) >>"] }],
    ["a document-level JavaScript name tree", { catalog: "/Names << /JavaScript 5 0 R >>", extra: ["<< /Names [(a) 6 0 R] >>", "<< /S /JavaScript /JS 7 0 R >>", "<< /Length 12 >>\nstream\napp.alert(1)\nendstream"] }],
    ["a page /AA launching a program", { page: "/AA << /O 5 0 R >>", extra: ["<< /S /Launch /Win << /F (cmd.exe) >> >>"] }],
    ["a /SubmitForm action", { catalog: "/OpenAction << /S /SubmitForm /F (https://evil.example/) >>" }],
    ["an /ImportData action", { catalog: "/OpenAction << /S /ImportData /F (datos.fdf) >>" }],
    ["a /GoToR to another file", { catalog: "/OpenAction << /S /GoToR /F (\\\\\\\\servidor\\\\x.pdf) /D [0 /Fit] >>" }],
    ["a RichMedia annotation", { page: "/Annots [5 0 R]", extra: ["<< /Type /Annot /Subtype /RichMedia /Rect [0 0 10 10] >>"] }],
    ["an embedded file", { catalog: "/Names << /EmbeddedFiles << /Names [(a.exe) 5 0 R] >> >>", extra: ["<< /Type /Filespec /F (a.exe) /EF << /F 6 0 R >> >>", "<< /Type /EmbeddedFile /Length 2 >>\nstream\nMZ\nendstream"] }],
    ["an XFA form", { catalog: "/AcroForm << /Fields [] /XFA 5 0 R >>", extra: ["<< /Length 7 >>\nstream\n<xdp/>\nendstream"] }],
    ["a javascript: link", { page: "/Annots [5 0 R]", extra: ["<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] /A << /S /URI /URI (javascript:alert(1)) >> >>"] }],
    ["a name hidden with lower-case #xx escapes", { catalog: "/OpenAction << /S /Java#53cript /#4a#53 (app.alert(1)) >>" }],
  ])("refuses %s as active content", async (_label, parts) => {
    expect(await problem(buildPdf(parts))).toBe("active");
  });

  it("refuses JavaScript packed in an object stream", async () => {
    const bytes = await objectStreamPdf({ OpenAction: { S: "JavaScript", JS: PDFString.of("app.alert(1)") } });
    expect(Buffer.from(bytes).includes("JavaScript")).toBe(false); // invisible to a byte search
    expect(await problem(bytes)).toBe("active");
  });

  it("reads every definition of an object number, not only the last", async () => {
    const decoy = buildPdf({ catalog: "/OpenAction 5 0 R", extra: ["<< /S /JavaScript /JS (app.alert(1)) >>"] })
      .toString("latin1")
      .replace("%%EOF\n", "%%EOF\n5 0 obj\n<< /S /GoTo /D [3 0 R /Fit] >>\nendobj\n%%EOF\n");
    expect(await problem(Buffer.from(decoy, "latin1"))).toBe("active");
  });

  it.each([
    ["HTML before the header", { before: "<html><script>alert(1)</script>" }],
    ["HTML after the last %%EOF", { after: "<html><script>alert(1)</script></html>" }],
    ["any bytes after the last %%EOF", { after: "MZ\u0090\u0000" }],
    ["a script in a stream", { extra: ["<< /Length 26 >>\nstream\n<script>alert(1)</script>\nendstream"] }],
    ["an SVG with a handler in a stream", { extra: ["<< /Length 32 >>\nstream\n<svg onload=alert(1)></svg>  \nendstream"] }],
  ])("refuses a polyglot: %s", async (_label, parts) => {
    expect(await problem(buildPdf(parts))).toBe("polyglot");
  });

  it("finds HTML that straddles two of the 1 MB windows the bytes are read in", async () => {
    const label = "<script>alert(1)</script>";
    const at = buildPdf({ label, padding: 1 }).indexOf("<script");
    // Padding moves the label so that "<script" starts three bytes before the 1 MB mark.
    const pdf = buildPdf({ label, padding: 1 + 1024 * 1024 - 3 - at });
    expect(pdf.indexOf("<script")).toBe(1024 * 1024 - 3);
    expect(await problem(pdf)).toBe("polyglot");
  });

  it("allows whitespace and NUL padding after %%EOF", async () => {
    expect(await problem(buildPdf({ after: "\r\n\0\0  \n" }))).toBe("ok");
  });

  it("refuses an encrypted PDF, which it cannot read", async () => {
    expect(await problem(buildPdf({ trailer: "/Encrypt 5 0 R", extra: ["<< /Filter /Standard /V 1 /R 2 /O (x) /U (y) /P -4 >>"] }))).toBe("encrypted");
  });

  it("refuses what the parser cannot read as a PDF", async () => {
    expect(await problem(Buffer.from("%PDF-1.4\nno objects here\n%%EOF\n", "latin1"))).toBe("invalid");
    expect(await problem(Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages [ \nendobj\n%%EOF\n", "latin1"))).toBe("invalid");
  });

  it("refuses a compressed object stream that expands beyond the budget, before expanding it", async () => {
    const bomb = deflateSync(Buffer.alloc(64 * 1024 * 1024, 0x20));
    const stream = `<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${bomb.length} >>\nstream\n`;
    const pdf = buildPdf({ extra: ["PLACEHOLDER"] }).toString("latin1").replace("PLACEHOLDER", `${stream}${bomb.toString("latin1")}\nendstream`);
    const started = Date.now();
    expect(await inspectPdfBytes(Buffer.from(pdf, "latin1"))).toMatchObject({ ok: false, problem: "invalid", detail: expect.stringContaining("budget") });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
