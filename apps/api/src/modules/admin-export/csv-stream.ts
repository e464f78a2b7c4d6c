import { pipeline, Readable } from "node:stream";
import { stringify } from "csv-stringify";
import type { FastifyBaseLogger, FastifyReply } from "fastify";

/** One column of an export: the row's key and the Spanish header a spreadsheet shows. */
export interface CsvColumn<R> {
  key: keyof R & string;
  header: string;
}

/** Rows after the key `after` (0 = from the start), at most `size`, in key order. */
export type BatchReader<R extends { id: number }> = (after: number, size: number) => Promise<R[]>;

/** Rows a batch reads: enough to keep the database busy, few enough that memory stays flat. */
export const EXPORT_BATCH = 2000;

async function* batches<R extends { id: number }>(read: BatchReader<R>, first: R[], size: number): AsyncGenerator<R> {
  let batch = first;
  for (;;) {
    yield* batch;
    if (batch.length < size) return;
    batch = await read(batch[batch.length - 1].id, size);
  }
}

/**
 * A CSV of every row `read` answers, fetched in keyset batches as the client takes them (backpressure),
 * so memory does not grow with the export. UTF-8 with a BOM, so Excel reads the accents; a cell starting
 * with = + - @ or a tab is prefixed with ' (formula injection). The first batch is read before answering,
 * so a failing query is still an error answer; a failure later cuts the download short (and is logged).
 */
export async function csvStream<R extends { id: number }>(read: BatchReader<R>, columns: CsvColumn<R>[], log: FastifyBaseLogger, size = EXPORT_BATCH) {
  const first = await read(0, size);
  const csv = stringify({
    bom: true,
    header: true,
    columns,
    escape_formulas: true,
    cast: { boolean: (v) => (v ? "Sí" : "No"), date: (v) => v.toISOString() },
  });
  return pipeline(Readable.from(batches(read, first, size)), csv, (err) => {
    if (err) log.error({ err }, "CSV export cut short");
  });
}

/** Sends an export as a download named `<name>-<date>.csv`, streamed (no Content-Length: chunked). */
export function sendCsv(reply: FastifyReply, fileName: string, body: NodeJS.ReadableStream) {
  return reply.header("content-type", "text/csv; charset=utf-8").header("content-disposition", `attachment; filename="${fileName}"`).send(body);
}
