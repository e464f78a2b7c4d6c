import { CONSTANCIA_MSG } from "@portal/domain/constancia";
import { type DragEvent, useId, useState } from "react";
import { FilePicker, NO_FILE_TEXT } from "@/components/file-picker";
import { Alert } from "@/components/ui/alert";
import { cn } from "@/lib/cn";

type Verdict = { kind: "genuina" | "alterada"; name: string } | { kind: "error"; message: string };

/** The SHA-256 of a file, hex, computed in this browser: the file never leaves the device. */
async function sha256Hex(file: File): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Drop or choose the PDF: it is genuine and unaltered when its SHA-256 is the one kept at issue. */
export function ArchivoCheck({ sha256 }: { sha256: string }) {
  const inputId = useId();
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [over, setOver] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);

  const check = async (file: File | undefined) => {
    if (!file) return;
    if (!globalThis.crypto?.subtle) {
      setVerdict({ kind: "error", message: "Este navegador no puede calcular la huella del archivo. Abra la página con https." });
      return;
    }
    setVerdict({ kind: (await sha256Hex(file)) === sha256 ? "genuina" : "alterada", name: file.name });
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const file = e.dataTransfer.files[0];
    setChosen(file?.name ?? null);
    void check(file);
  };

  return (
    <div className="flex flex-col gap-4">
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={cn(
          "flex flex-col items-start gap-3 rounded-2xl border-2 border-dashed px-5 py-6",
          over ? "border-brand-600 bg-brand-50 dark:bg-gray-800" : "border-gray-300 dark:border-gray-600",
        )}
      >
        <span id={`${inputId}-label`} className="font-medium text-gray-900 dark:text-white">
          Elija el PDF de la constancia para comprobarlo
        </span>
        <p className="text-sm text-gray-700 dark:text-gray-300">
          O arrástrelo aquí. El archivo se revisa en este dispositivo, no se envía a ningún servidor.
        </p>
        <FilePicker
          id={inputId}
          labelledBy={`${inputId}-label`}
          status={chosen ? `Archivo elegido: ${chosen}.` : NO_FILE_TEXT}
          onPdf={(file) => {
            setChosen(file.name);
            void check(file);
          }}
          onReject={(message) => {
            setChosen(null);
            setVerdict({ kind: "error", message });
          }}
        />
      </div>
      {verdict?.kind === "genuina" && (
        <Alert tone="success">
          <strong>Constancia genuina.</strong> {CONSTANCIA_MSG.genuina} ({verdict.name})
        </Alert>
      )}
      {verdict?.kind === "alterada" && (
        <Alert>
          <strong>{CONSTANCIA_MSG.alterada}.</strong> El archivo «{verdict.name}» fue modificado o no es el que se emitió con este código.
        </Alert>
      )}
      {verdict?.kind === "error" && <Alert>{verdict.message}</Alert>}
    </div>
  );
}
