import { Button } from "@/components/ui/button";
import { downloadBlob } from "@/lib/download";
import { formatFechaHora } from "@/lib/format";
import { provider } from "@/lib/provider";
import { toast } from "@/lib/toast";

export const RECOVERY_FILE_NAME = "codigos-de-recuperacion-consola.txt";

/** The codes as a text file (and the clipboard) holds them: what they are for, when they were made, one a line. */
export function recoveryText(codes: string[], at = new Date()): string {
  return [
    `Códigos de recuperación de la consola de revisión - ${provider.name}`,
    `Generados el ${formatFechaHora(at.toISOString())} (hora de Guatemala).`,
    "Cada código permite entrar una sola vez si no tiene su teléfono. Guárdelos en un lugar seguro.",
    "",
    ...codes,
    "",
  ].join("\r\n");
}

/** The recovery codes, shown once after enrolment: copy, download or print them; the staff member confirms having kept them. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      toast.success("Códigos copiados.");
    } catch {
      toast.error("No se pudo copiar: descárguelos o imprímalos.");
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-gray-800 dark:text-gray-200">
        Guarde estos códigos en un lugar seguro (impresos o en un gestor de contraseñas). Si no tiene su teléfono, cada uno le permite
        entrar una sola vez. <strong>No se volverán a mostrar.</strong>
      </p>
      <ul aria-label="Códigos de recuperación" className="grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} className="rounded-lg bg-gray-100 px-3 py-2 text-center text-gray-900 dark:bg-gray-800 dark:text-white print:bg-white print:text-black">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3 print:hidden">
        <Button variant="secondary" onClick={() => void copy()}>
          Copiar
        </Button>
        <Button variant="secondary" onClick={() => downloadBlob(new Blob([recoveryText(codes)], { type: "text/plain;charset=utf-8" }), RECOVERY_FILE_NAME)}>
          Descargar (.txt)
        </Button>
        <Button variant="secondary" onClick={() => window.print()}>
          Imprimir
        </Button>
      </div>
      <Button size="lg" onClick={onDone} className="print:hidden">
        He guardado mis códigos
      </Button>
    </div>
  );
}
