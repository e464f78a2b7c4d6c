import { useCallback, useEffect, useRef, useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import { useCaptchaConfig } from "@/lib/captcha-config";

export interface BotCheckProps {
  /** The solution ("" when none or expired); it travels as "g-recaptcha-response". */
  onChange: (value: string) => void;
  /** Change it to get a fresh challenge (a solution is accepted once, so after every attempt). */
  resetKey?: number;
  error?: string;
}

/**
 * The bot check: ALTCHA (a self-hosted proof of work, the default) or Google reCAPTCHA, whichever
 * GET /api/captcha/config names.
 */
export function BotCheck({ onChange, resetKey = 0, error }: BotCheckProps) {
  const config = useCaptchaConfig();
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const emit = useCallback((v: string) => onChangeRef.current(v), []);

  return (
    <div className="flex flex-col gap-1.5">
      {config.isPending ? (
        <Spinner label="Cargando verificación..." />
      ) : config.data?.provider === "recaptcha" && config.data.site_key ? (
        <Recaptcha siteKey={config.data.site_key} onChange={emit} resetKey={resetKey} />
      ) : (
        <Altcha onChange={emit} resetKey={resetKey} />
      )}
      {error && (
        <p className="text-sm text-red-700 dark:text-red-400" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

type AltchaElement = HTMLElement & { reset?: () => void };

function Altcha({ onChange, resetKey }: { onChange: (v: string) => void; resetKey: number }) {
  const [ready, setReady] = useState(false);
  const ref = useRef<AltchaElement>(null);

  useEffect(() => {
    let alive = true;
    // The widget (a web component) and its Latin-American Spanish texts load with this screen only.
    Promise.all([import("altcha/i18n/es-419"), import("altcha")]).then(() => alive && setReady(true));
    return () => {
      alive = false;
    };
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onState = (e: Event) => {
      const { state, payload } = (e as CustomEvent<{ state: string; payload?: string }>).detail ?? {};
      onChange(state === "verified" && payload ? payload : "");
    };
    el.addEventListener("statechange", onState);
    return () => el.removeEventListener("statechange", onState);
  }, [ready, onChange]);

  useEffect(() => {
    if (resetKey === 0) return;
    ref.current?.reset?.();
    onChange("");
  }, [resetKey, onChange]);

  if (!ready) return <Spinner label="Cargando verificación..." />;
  return <altcha-widget ref={ref} challengeurl="/api/captcha/challenge" language="es-419" name="g-recaptcha-response" hidelogo />;
}

declare global {
  interface Window {
    grecaptcha?: {
      ready(cb: () => void): void;
      render(el: HTMLElement, opts: Record<string, unknown>): number;
      reset(id?: number): void;
    };
  }
}

let recaptchaScript: Promise<void> | null = null;
function loadRecaptcha(): Promise<void> {
  recaptchaScript ??= new Promise((resolve, reject) => {
    const s = document.createElement("script");
    s.src = "https://www.google.com/recaptcha/api.js?render=explicit&hl=es-419";
    s.async = true;
    s.onload = () => window.grecaptcha?.ready(() => resolve());
    s.onerror = () => reject(new Error("reCAPTCHA"));
    document.head.appendChild(s);
  });
  return recaptchaScript;
}

function Recaptcha({ siteKey, onChange, resetKey }: { siteKey: string; onChange: (v: string) => void; resetKey: number }) {
  const box = useRef<HTMLDivElement>(null);
  const widgetId = useRef<number | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    loadRecaptcha()
      .then(() => {
        if (!box.current || widgetId.current !== null || !window.grecaptcha) return;
        widgetId.current = window.grecaptcha.render(box.current, {
          sitekey: siteKey,
          callback: (token: string) => onChange(token),
          "expired-callback": () => onChange(""),
          "error-callback": () => onChange(""),
        });
      })
      .catch(() => setFailed(true));
  }, [siteKey, onChange]);

  useEffect(() => {
    if (resetKey === 0 || widgetId.current === null) return;
    window.grecaptcha?.reset(widgetId.current);
    onChange("");
  }, [resetKey, onChange]);

  if (failed) return <p className="text-sm text-red-700 dark:text-red-400">No se pudo cargar la verificación reCAPTCHA.</p>;
  return <div ref={box} />;
}
