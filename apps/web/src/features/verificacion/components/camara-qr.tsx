import { useEffect, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { leerQr } from "../lib/leer-qr";

/** How often a video frame is searched for a code: often enough to feel instant, light on a phone. */
const SCAN_INTERVAL_MS = 250;

const CAMERA_ERROR = "No se pudo abrir la cámara. Permita el acceso a la cámara en el navegador o use una foto del código.";

/** The phone's back camera, searched for a QR code until one is read (`onRead`) or the user closes it. */
export function CamaraQr({ onRead }: { onRead: (text: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let stopped = false;
    const stop = () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
    const scan = async () => {
      if (stopped || !video.current) return;
      const text = video.current.readyState >= 2 ? await leerQr(video.current).catch(() => null) : null;
      if (text && !stopped) {
        stop();
        setOpen(false);
        onRead(text);
        return;
      }
      timer = window.setTimeout(scan, SCAN_INTERVAL_MS);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: "environment" }, audio: false })
      .then(async (s) => {
        stream = s;
        if (stopped || !video.current) return stop();
        video.current.srcObject = s;
        await video.current.play();
        void scan();
      })
      .catch(() => {
        setError(CAMERA_ERROR);
        setOpen(false);
      });
    return stop;
  }, [open, onRead]);

  const supported = typeof navigator !== "undefined" && !!navigator.mediaDevices?.getUserMedia;
  return (
    <div className="flex flex-col gap-3">
      {open ? (
        <>
          <video ref={video} muted playsInline aria-label="Imagen de la cámara" className="aspect-square w-full rounded-2xl bg-black object-cover" />
          <p className="text-sm text-gray-700 dark:text-gray-300">Apunte la cámara al código QR del vehículo.</p>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Cerrar la cámara
          </Button>
        </>
      ) : (
        <Button
          size="lg"
          disabled={!supported}
          onClick={() => {
            setError(null);
            setOpen(true);
          }}
        >
          Abrir la cámara
        </Button>
      )}
      {!supported && <p className="text-sm text-gray-700 dark:text-gray-300">Este navegador no da acceso a la cámara: use una foto del código.</p>}
      {error && <Alert>{error}</Alert>}
    </div>
  );
}
