import { useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { leerQr } from "../lib/leer-qr";

export const FOTO_SIN_QR = "No se encontró un código QR en la foto. Tome otra foto, de cerca y con buena luz.";

/** The fallback: a photo of the code (taken now or chosen from the gallery), read in this browser. */
export function FotoQr({ onRead }: { onRead: (text: string) => void }) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function read(file: File | undefined) {
    if (!file) return;
    setError(null);
    setBusy(true);
    try {
      const text = await leerQr(await createImageBitmap(file));
      if (text) onRead(text);
      else setError(FOTO_SIN_QR);
    } catch {
      setError(FOTO_SIN_QR);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-gray-900 dark:text-gray-100">
        O use una foto del código
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        disabled={busy}
        onChange={(e) => {
          void read(e.currentTarget.files?.[0]);
          e.currentTarget.value = "";
        }}
        className="block w-full text-sm text-gray-900 file:mr-3 file:rounded-lg file:border file:border-gray-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium dark:text-gray-100 dark:file:border-gray-600 dark:file:bg-gray-800 dark:file:text-gray-100"
      />
      {busy && <p className="text-sm text-gray-700 dark:text-gray-300">Leyendo la foto...</p>}
      {error && <Alert>{error}</Alert>}
    </div>
  );
}
