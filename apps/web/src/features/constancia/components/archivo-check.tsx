import { CONSTANCIA_MSG } from "@portal/domain/constancia";
import { type DragEvent, useId, useState } from "react";
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
    void check(e.dataTransfer.files[0]);
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
        <label htmlFor={inputId} className="font-medium text-gray-900 dark:text-white">
          Elija el PDF de la constancia para comprobarlo
        </label>
        <p className="text-sm text-gray-700 dark:text-gray-300">
          O arrástrelo aquí. El archivo se revisa en este dispositivo, no se envía a ningún servidor.
        </p>
        <input
          id={inputId}
          type="file"
          accept="application/pdf,.pdf"
          onChange={(e) => void check(e.target.files?.[0])}
          className="max-w-full text-sm text-gray-800 file:mr-3 file:rounded-md file:border file:border-gray-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium dark:text-gray-100 dark:file:border-gray-600 dark:file:bg-gray-800 dark:file:text-gray-100"
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
