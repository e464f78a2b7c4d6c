import { useId, useState } from "react";
import { HOJA_LIMITES, type FilaVista, type VistaImportacion } from "@portal/domain/hoja-vehiculos";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { type SheetRoutes, useApplyImport, useDownloadHoja, usePreviewImport } from "./sheet-import-api";

/** What differs between the records a spreadsheet imports. */
export interface SheetImportText {
  /** The card's heading, e.g. "Importar y exportar vehículos". */
  title: string;
  /** "vehículos", "pilotos": in the buttons and the result. */
  plural: [one: string, many: string];
  /** The header of the key column, shown before each row's key ("Placa", "CUI"). */
  keyLabel: string;
  /** Offers the ZIP of policy PDFs (vehicles). */
  zip?: { label: string; hint: string };
}

const FILE_INPUT =
  "block w-full text-sm text-gray-800 file:mr-3 file:rounded-lg file:border file:border-gray-300 file:bg-white file:px-3 file:py-2 file:text-sm dark:text-gray-100";

/** Rows of each kind listed on screen; the counts above always cover the whole file. */
const SHOWN = 200;

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("es-GT")} ${n === 1 ? one : many}`;

function summary(v: VistaImportacion) {
  return [
    plural(v.nuevas, "nueva", "nuevas"),
    plural(v.cambiadas, "cambiada", "cambiadas"),
    plural(v.sin_cambios, "sin cambios", "sin cambios"),
    plural(v.con_errores, "con errores", "con errores"),
    ...(v.omitidas > 0 ? [plural(v.omitidas, "omitida", "omitidas")] : []),
  ].join(", ");
}

/**
 * Records from and to a spreadsheet (issue 23): download the template or the export, upload a filled
 * file, read the preview (new, changed and wrong rows with row, column and message), leave wrong rows
 * out or fix the file, and save everything at once.
 */
export function SheetImportCard({ routes, text }: { routes: SheetRoutes; text: SheetImportText }) {
  const inputId = useId();
  const zipId = useId();
  const [archivo, setArchivo] = useState<File | null>(null);
  const [polizas, setPolizas] = useState<File | null>(null);
  const [omitir, setOmitir] = useState<Set<number>>(new Set());
  const [progress, setProgress] = useState(0);
  const [vista, setVista] = useState<VistaImportacion | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const download = useDownloadHoja(routes);
  const preview = usePreviewImport(routes);
  const apply = useApplyImport(routes);
  const [one, many] = text.plural;
  const busy = preview.isPending || apply.isPending;

  const onDownload = (que: Parameters<typeof download.mutate>[0]) =>
    download.mutate(que, { onError: (err) => toast.error(errorMessage(err)) });

  const check = async (file: File, zip: File | null) => {
    setProblem(null);
    setDone(null);
    setVista(null);
    setOmitir(new Set());
    setProgress(0);
    try {
      setVista(await preview.mutateAsync({ archivo: file, polizas: zip, omitir: [], onProgress: setProgress }));
    } catch (err) {
      setProblem(errorMessage(err));
    }
  };

  const save = async () => {
    if (!archivo) return;
    setProblem(null);
    setProgress(0);
    try {
      const result = await apply.mutateAsync({ archivo, polizas, omitir: [...omitir], onProgress: setProgress });
      setVista(result);
      if (result.aplicado) {
        const saved = `Se guardaron ${plural(result.nuevas, `${one} nuevo`, `${many} nuevos`)} y ${plural(result.cambiadas, "cambio", "cambios")}. Quedan pendientes de revisión.`;
        setDone(saved);
        toast.success(saved);
        setArchivo(null);
        setPolizas(null);
        setVista(null);
      } else setProblem("El archivo tiene filas con errores: corríjalas o déjelas fuera. No se guardó nada.");
    } catch (err) {
      setProblem(errorMessage(err));
    }
  };

  const wrong = vista?.filas.filter((f) => f.estado === "con_errores") ?? [];
  const pendingWrong = wrong.filter((f) => !omitir.has(f.fila)).length;
  const toSave = vista ? vista.nuevas + vista.cambiadas - (vista.filas.filter((f) => omitir.has(f.fila) && (f.estado === "nueva" || f.estado === "cambiada")).length) : 0;
  const toggle = (fila: number, on: boolean) =>
    setOmitir((prev) => {
      const next = new Set(prev);
      if (on) next.add(fila);
      else next.delete(fila);
      return next;
    });
  const percent = Math.round(progress * 100);

  return (
    <Card title={text.title}>
      <div className="flex flex-col gap-5">
        <p className="text-sm text-gray-700 dark:text-gray-300">
          Descargue la plantilla, llene una fila por {one} y súbala. Antes de guardar verá cada fila nueva, cambiada o con errores. Hasta{" "}
          {HOJA_LIMITES.filas.toLocaleString("es-GT")} filas por archivo (.xlsx, o .csv separado por comas o punto y coma).
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => onDownload("plantilla-xlsx")} disabled={download.isPending}>
            Descargar plantilla (.xlsx)
          </Button>
          <Button variant="secondary" onClick={() => onDownload("plantilla-csv")} disabled={download.isPending}>
            Plantilla en CSV
          </Button>
          <Button variant="secondary" onClick={() => onDownload("exportacion")} disabled={download.isPending}>
            Exportar {many} (.xlsx)
          </Button>
        </div>

        <div className="flex flex-col gap-2">
          <label htmlFor={inputId} className="text-sm font-medium text-gray-800 dark:text-gray-100">
            Archivo con los {many}
          </label>
          <input
            id={inputId}
            type="file"
            accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
            disabled={busy}
            onChange={(e) => {
              const file = e.target.files?.[0] ?? null;
              setArchivo(file);
              e.target.value = "";
              if (file) void check(file, polizas);
            }}
            className={FILE_INPUT}
          />
          {archivo && !busy && <p className="text-sm text-gray-700 dark:text-gray-300">Archivo elegido: {archivo.name}</p>}
        </div>
        {text.zip && (
          <div className="flex flex-col gap-2">
            <label htmlFor={zipId} className="text-sm font-medium text-gray-800 dark:text-gray-100">
              {text.zip.label}
            </label>
            <p id={`${zipId}-hint`} className="text-sm text-gray-700 dark:text-gray-300">
              {text.zip.hint}
            </p>
            <input
              id={zipId}
              type="file"
              accept=".zip,application/zip"
              aria-describedby={`${zipId}-hint`}
              disabled={busy}
              onChange={(e) => {
                const zip = e.target.files?.[0] ?? null;
                setPolizas(zip);
                e.target.value = "";
                if (archivo) void check(archivo, zip);
              }}
              className={FILE_INPUT}
            />
            {polizas && !busy && <p className="text-sm text-gray-700 dark:text-gray-300">ZIP elegido: {polizas.name}</p>}
          </div>
        )}

        {busy && (
          <div className="flex items-center gap-3" role="status">
            {progress < 1 ? (
              <progress value={percent} max={100} aria-label="Progreso de la carga del archivo" className="h-2 flex-1 accent-brand-600" />
            ) : (
              <progress aria-label="Revisando las filas" className="h-2 flex-1 accent-brand-600" />
            )}
            <span className="text-sm text-gray-700 tabular-nums dark:text-gray-300">{progress < 1 ? `Subiendo ${percent} %` : apply.isPending ? "Guardando..." : "Revisando filas..."}</span>
          </div>
        )}
        {problem && <Alert>{problem}</Alert>}
        {done && <Alert tone="success">{done}</Alert>}

        {vista && (
          <div className="flex flex-col gap-4">
            <h3 className="text-base font-semibold text-gray-900 dark:text-white">Vista previa</h3>
            <p className="text-sm text-gray-800 dark:text-gray-200">
              {plural(vista.total, "fila", "filas")}: {summary(vista)}.
            </p>
            {polizas && <p className="text-sm text-gray-800 dark:text-gray-200">{plural(vista.polizas_pdf, "PDF", "PDF")} en el ZIP.</p>}
            {wrong.length > 0 && (
              <section aria-labelledby={`${inputId}-errores`} className="flex flex-col gap-2">
                <h4 id={`${inputId}-errores`} className="text-sm font-semibold text-red-800 dark:text-red-300">
                  Filas con errores
                </h4>
                <ul className="flex flex-col gap-2">
                  {wrong.slice(0, SHOWN).map((f) => (
                    <WrongRow key={f.fila} fila={f} keyLabel={text.keyLabel} omitted={omitir.has(f.fila)} onOmit={(on) => toggle(f.fila, on)} />
                  ))}
                </ul>
              </section>
            )}
            <RowList keyLabel={text.keyLabel} title="Filas cambiadas" rows={vista.filas.filter((f) => f.estado === "cambiada")} describe={(f) => `cambia: ${f.cambios.join(", ")}`} />
            <RowList keyLabel={text.keyLabel} title="Filas nuevas" rows={vista.filas.filter((f) => f.estado === "nueva")} describe={(f) => (f.con_pdf ? "se agregará con su PDF" : "se agregará")} />
            {pendingWrong > 0 ? (
              <p className="text-sm text-gray-800 dark:text-gray-200">Corrija el archivo y súbalo de nuevo, o deje fuera las filas con errores para guardar las demás.</p>
            ) : null}
            <div>
              <Button onClick={() => void save()} disabled={pendingWrong > 0 || toSave <= 0} busy={apply.isPending} busyText="Guardando...">
                {`Guardar ${plural(Math.max(toSave, 0), "fila", "filas")}`}
              </Button>
            </div>
          </div>
        )}
      </div>
    </Card>
  );
}

function WrongRow({ fila, keyLabel, omitted, onOmit }: { fila: FilaVista; keyLabel: string; omitted: boolean; onOmit: (on: boolean) => void }) {
  return (
    <li className="rounded-lg border border-red-200 p-3 text-sm dark:border-red-900">
      <p className="font-medium text-gray-900 dark:text-white">
        Fila {fila.fila}
        {fila.clave ? ` · ${keyLabel} ${fila.clave}` : ""}
      </p>
      <ul className="mt-1 list-disc pl-5 text-red-800 dark:text-red-300">
        {fila.errores.map((e) => (
          <li key={`${e.columna}-${e.mensaje}`}>
            {e.columna}: {e.mensaje}
          </li>
        ))}
      </ul>
      <Checkbox containerClassName="mt-2" label={`Dejar fuera la fila ${fila.fila}`} checked={omitted} onChange={(e) => onOmit(e.target.checked)} />
    </li>
  );
}

function RowList({ title, keyLabel, rows, describe }: { title: string; keyLabel: string; rows: FilaVista[]; describe: (f: FilaVista) => string }) {
  const headingId = useId();
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h4 id={headingId} className="text-sm font-semibold text-gray-900 dark:text-white">
        {title}
      </h4>
      <ul className="flex flex-col gap-1 text-sm text-gray-800 dark:text-gray-200">
        {rows.slice(0, SHOWN).map((f) => (
          <li key={f.fila}>
            Fila {f.fila} · {keyLabel} {f.clave}: {describe(f)}
          </li>
        ))}
      </ul>
      {rows.length > SHOWN && <p className="text-sm text-gray-700 dark:text-gray-300">y {(rows.length - SHOWN).toLocaleString("es-GT")} filas más.</p>}
    </section>
  );
}
