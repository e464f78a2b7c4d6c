import { constants, inflateSync } from "node:zlib";
import {
  PDFArray,
  PDFContext,
  PDFDict,
  PDFHexString,
  PDFName,
  PDFObject,
  PDFObjectStreamParser,
  PDFParser,
  PDFRawStream,
  PDFStream,
  PDFString,
  PDFXRefStreamParser,
} from "pdf-lib";

/**
 * What a PDF upload may not carry (docs/decisions/073). The structure is read with pdf-lib's parser,
 * which reads every indirect object of the file, the ones packed in object streams included (and those
 * of earlier revisions: it scans the whole file rather than following the cross-reference table). The
 * bytes themselves are looked at only where no parser looks: before the header, after the last `%%EOF`
 * and for HTML that a browser would run if the file were opened as a web page.
 *
 * pdf-lib's parser is not linear on every hostile input (runs of digits can stall it), so this runs in a
 * worker thread that is stopped after a deadline (`pdf-inspector.ts`); it never runs on the request thread.
 */

export type PdfVerdict =
  | { ok: true }
  | { ok: false; problem: "invalid" | "active" | "polyglot" | "encrypted"; detail: string };

/** Keys that only carry scripts, attachments or XFA forms (which hold their own scripts). */
const ACTIVE_KEYS = new Set(["JS", "JavaScript", "EmbeddedFiles", "EF", "XFA", "RichMediaContent"]);
/** Action types (`/S`) that run a script, start a program, send or load data, or open other files. */
const ACTIVE_ACTIONS = new Set(["JavaScript", "Launch", "SubmitForm", "ImportData", "GoToR", "GoToE", "RichMediaExecute"]);
/** Object types (`/Type`, `/Subtype`) of embedded files and embedded players. */
const ACTIVE_TYPES = new Set(["EmbeddedFile", "RichMedia", "FileAttachment"]);
/** Link targets a viewer would hand to a script engine or the file system instead of a web browser. */
const ACTIVE_URI = /^\s*(?:javascript|vbscript|data|file):|^\s*\\\\/i;
/** HTML that a browser would run if the file were opened as a page (a PDF/HTML polyglot). */
const HTML_MARKUP = /<(?:script|html|body|iframe|svg|img|object|embed|meta|!doctype)[\s/>]/i;
const EOF_MARK = "%%EOF";
/** Whitespace and NUL padding are all that may follow the last `%%EOF`. */
const TRAILING_OK = /^[\s\0]*$/;

/** Object and cross-reference streams are inflated while parsing: at most this many bytes per input byte. */
const INFLATE_RATIO = 16;
const INFLATE_FLOOR = 16 * 1024 * 1024;

interface InflateBudget {
  left: number;
  /** Why the budget stopped the parse (pdf-lib turns the thrown error into a generic parse error). */
  breached?: string;
}
const budgets = new WeakMap<PDFContext, InflateBudget>();


/**
 * Charges a stream pdf-lib is about to inflate against its document's budget, inflating it once with
 * zlib's output cap, so a compressed bomb is refused before pdf-lib expands it without a limit.
 */
function chargeInflate(stream: PDFRawStream): void {
  const budget = budgets.get(stream.dict.context);
  if (!budget) return;
  const filter = stream.dict.lookup(PDFName.of("Filter"));
  if (filter === undefined) {
    budget.left -= stream.contents.length;
  } else if (filter === PDFName.of("FlateDecode")) {
    let inflated: Buffer;
    try {
      inflated = inflateSync(stream.contents, { maxOutputLength: Math.max(1, budget.left), finishFlush: constants.Z_SYNC_FLUSH });
    } catch (err) {
      if (err instanceof RangeError) breach(budget, "compressed stream expands beyond the budget");
      return; // a damaged stream: pdf-lib decides
    }
    budget.left -= inflated.length;
  } else {
    breach(budget, "object stream with an unsupported filter");
  }
  if (budget.left < 0) breach(budget, "compressed streams expand beyond the budget");
}

function breach(budget: InflateBudget, reason: string): never {
  budget.breached = reason;
  throw new Error(reason);
}

// pdf-lib parses object and cross-reference streams through these two factories; the budget is per
// document (keyed by its parse context), a no-op for documents parsed elsewhere.
const objectStreamFactory = PDFObjectStreamParser.forStream;
PDFObjectStreamParser.forStream = (raw, tick) => {
  chargeInflate(raw);
  return objectStreamFactory(raw, tick);
};
const xrefStreamFactory = PDFXRefStreamParser.forStream;
PDFXRefStreamParser.forStream = (raw) => {
  chargeInflate(raw);
  return xrefStreamFactory(raw);
};

/** A name as a viewer reads it: `#xx` escapes decoded, whatever their case (pdf-lib decodes upper case only). */
function nameText(name: PDFName): string {
  return name.decodeText().replace(/#([\da-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const stringText = (value: PDFObject) => (value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : undefined);

/** The first active part of one object, walked without recursion (deep nesting cannot overflow the stack). */
function activePart(root: PDFObject): string | undefined {
  const pending: PDFObject[] = [root];
  while (pending.length > 0) {
    const obj = pending.pop()!;
    if (obj instanceof PDFArray) {
      for (const item of obj.asArray()) pending.push(item);
      continue;
    }
    const dict = obj instanceof PDFDict ? obj : obj instanceof PDFStream ? obj.dict : undefined;
    if (!dict) continue;
    for (const [key, value] of dict.entries()) {
      const k = nameText(key);
      if (ACTIVE_KEYS.has(k)) return `/${k}`;
      if (value instanceof PDFName) {
        const v = nameText(value);
        if (k === "S" && ACTIVE_ACTIONS.has(v)) return `/S /${v}`;
        if ((k === "Type" || k === "Subtype") && ACTIVE_TYPES.has(v)) return `/${k} /${v}`;
      } else if (k === "URI" && ACTIVE_URI.test(stringText(value) ?? "")) {
        return "/URI";
      } else {
        pending.push(value);
      }
    }
  }
  return undefined;
}

/** Byte checks no parser makes: header at the very start, nothing but padding after the last `%%EOF`, no HTML. */
function polyglotPart(bytes: Uint8Array): string | undefined {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buf.toString("latin1", 0, 5) !== "%PDF-") return "bytes before %PDF-";
  const eof = buf.lastIndexOf(EOF_MARK, undefined, "latin1");
  if (eof < 0) return "no %%EOF";
  if (!everyWindow(buf, eof + EOF_MARK.length, 0, (text) => TRAILING_OK.test(text))) return "bytes after %%EOF";
  let html: string | undefined;
  everyWindow(buf, 0, HTML_OVERLAP, (text) => !(html = HTML_MARKUP.exec(text)?.[0]));
  return html ? `HTML markup ${html.slice(0, 10)}` : undefined;
}

/**
 * The bytes from `start` read as latin1 text a window at a time (a whole 10 MB file as one string
 * would double the parse's memory), each window repeating the last `overlap` bytes of the one before
 * so a match across the seam is not missed; stops at the first window `ok` refuses.
 */
const TEXT_WINDOW = 1024 * 1024;
/** Longer than any HTML_MARKUP match (`<!doctype` and the character after it). */
const HTML_OVERLAP = 16;
function everyWindow(buf: Buffer, start: number, overlap: number, ok: (text: string) => boolean): boolean {
  for (let at = start; at < buf.length; at += TEXT_WINDOW) {
    if (!ok(buf.toString("latin1", Math.max(start, at - overlap), Math.min(buf.length, at + TEXT_WINDOW)))) return false;
  }
  return true;
}

/** Inspects the bytes of an upload that already passed the data-URL checks (type, size, header, `%%EOF`). */
export async function inspectPdfBytes(bytes: Uint8Array): Promise<PdfVerdict> {
  const polyglot = polyglotPart(bytes);
  if (polyglot) return { ok: false, problem: "polyglot", detail: polyglot };
  const parser = PDFParser.forBytesWithOptions(bytes, Infinity, true, true);
  const context = (parser as unknown as { context: PDFContext }).context;
  const budget: InflateBudget = { left: Math.max(INFLATE_FLOOR, bytes.length * INFLATE_RATIO) };
  budgets.set(context, budget);
  // Every object is looked at as it is parsed: a later definition of the same object number (an
  // incremental update, or a decoy) replaces the earlier one in the context, but a viewer that follows
  // the cross-reference table may still read the earlier one.
  let objects = 0;
  let active: string | undefined;
  const assign = context.assign.bind(context);
  context.assign = (ref, obj) => {
    objects += 1;
    if (active === undefined) {
      const part = activePart(obj);
      if (part) active = `${part} in object ${ref.objectNumber}`;
    }
    assign(ref, obj);
  };
  try {
    await parser.parseDocument();
  } catch (err) {
    return { ok: false, problem: "invalid", detail: budget.breached ?? (err instanceof Error ? err.message.slice(0, 200) : "parse failed") };
  }
  if (context.trailerInfo.Encrypt) return { ok: false, problem: "encrypted", detail: "/Encrypt" };
  if (objects === 0) return { ok: false, problem: "invalid", detail: "no objects" };
  return active ? { ok: false, problem: "active", detail: active } : { ok: true };
}
