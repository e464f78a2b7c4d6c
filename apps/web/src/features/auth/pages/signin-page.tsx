import { lazy, Suspense, useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import type { LoginInput } from "@portal/domain/auth";
import { MSG } from "@portal/domain/messages";
import { paths } from "@/app/paths";
import { PublicLayout } from "@/components/layouts/public-layout";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { BookIcon, HelpIcon, SearchIcon } from "@/components/ui/icons";
import { TextField } from "@/components/ui/text-field";
import { useHydrated } from "@/lib/hydration";
import { nitText, numberFieldProps } from "@/lib/input-normalizers";
import { forgetSessionExpired, sessionHadExpired, SESSION_EXPIRED_NOTICE } from "@/lib/session-expired";
import { getStored } from "@/lib/session";
import { useLogin } from "../api/login";
import { FaqModal } from "../components/faq-modal";
import { loadLoginCheck } from "../components/lazy-login-check";
import type { LoginErrors } from "../components/login-check";
import { loginFailure } from "../components/login-failure";
import { ManualModal } from "../components/manual-modal";
import { useSignupNit } from "../components/signup-nit";

/** Loaded when the API first asks for it, after repeated failures. */
const SigninBotCheck = lazy(() => import("../components/signin-bot-check"));

export default function SigninPage() {
  const navigate = useNavigate();
  const login = useLogin();
  const [manualOpen, setManualOpen] = useState(false);
  const [faqOpen, setFaqOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The page is prerendered at build time: what this tab's storage and the navigation's state say shows
  // once hydrated, so the first render matches the prerendered HTML.
  const hydrated = useHydrated();
  const [expiredBefore] = useState(sessionHadExpired);
  const expired = hydrated && expiredBefore;
  useEffect(() => forgetSessionExpired(), []);
  const signupNitState = useSignupNit();
  const signupNit = hydrated ? signupNitState : null;
  // After repeated failures for a NIT the API asks for the bot check; from then on every attempt sends it.
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const [captcha, setCaptcha] = useState("");
  const [captchaReset, setCaptchaReset] = useState(0);
  const [captchaError, setCaptchaError] = useState<string | undefined>();
  const onCaptcha = useCallback((value: string) => {
    setCaptcha(value);
    if (value) setCaptchaError(undefined);
  }, []);
  // A plain form (no form library on the first load): checked on submit, then again as the user corrects it.
  const [errors, setErrors] = useState<LoginErrors>({});
  const submitted = useRef(false);

  const message = errors.nit ?? errors.password ?? failure;

  const onInput = async (e: FormEvent<HTMLFormElement>) => {
    if (!submitted.current) return;
    const values = formValues(e.currentTarget);
    const check = (await loadLoginCheck())(values);
    setErrors(check.ok ? {} : check.errors);
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (login.isPending) return;
    const form = e.currentTarget;
    submitted.current = true;
    const check = (await loadLoginCheck())(formValues(form));
    if (!check.ok) {
      setErrors(check.errors);
      form.querySelector<HTMLInputElement>(`input[name="${check.errors.nit ? "nit" : "password"}"]`)?.focus();
      return;
    }
    setErrors({});
    const values = check.values;
    setFailure(null);
    if (captchaNeeded && !captcha) {
      setCaptchaError(MSG.captchaRequired);
      return;
    }
    try {
      const outcome = await login.mutateAsync(captchaNeeded ? { ...values, "g-recaptcha-response": captcha } : values);
      // An invitation opened before signing in (issue 21) resumes first.
      const pending = getStored("invitacion_pendiente");
      navigate(pending ? paths.invitacion.getHref(pending) : outcome === "home" ? paths.home.getHref() : paths.completarPerfil.getHref(), { replace: true });
    } catch (err) {
      const { text, captcha: needed } = loginFailure(err);
      setFailure(text);
      // A solution is accepted once: a fresh challenge for the next attempt.
      if (captchaNeeded) setCaptchaReset((n) => n + 1);
      if (needed) setCaptchaNeeded(true);
    }
  };

  return (
    <PublicLayout title="Iniciar sesión" subtitle="Ingrese su NIT y su contraseña para actualizar sus datos.">
      {/* method "dialog" outside a dialog submits nowhere: pressed before the prerendered page is hydrated,
          the form does nothing (a plain form would send the password in the URL); onSubmit handles it after. */}
      <form method="dialog" onSubmit={onSubmit} onInput={onInput} onFocus={() => void loadLoginCheck()} noValidate className="flex flex-col gap-5">
        {message && <Alert>{message}</Alert>}
        {!message && expired && <Alert tone="info">{SESSION_EXPIRED_NOTICE}</Alert>}
        <TextField
          label="NIT"
          autoComplete="username"
          placeholder="Ej. 1234567K"
          {...numberFieldProps(nitText)}
          aria-invalid={errors.nit ? true : undefined}
          name="nit"
          defaultValue={signupNit ?? ""}
        />
        <TextField
          label="Contraseña"
          type="password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          name="password"
        />
        {captchaNeeded && (
          <Suspense fallback={<Spinner label="Cargando verificación..." />}>
            <SigninBotCheck onChange={onCaptcha} resetKey={captchaReset} error={captchaError} />
          </Suspense>
        )}
        <div className="flex justify-end">
          <Link to={paths.forgotPassword.getHref()} className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-200">
            ¿Olvidó su contraseña?
          </Link>
        </div>
        <Button type="submit" size="lg" busy={login.isPending}>
          Iniciar sesión
        </Button>
        <p className="text-center text-sm text-gray-700 dark:text-gray-300">
          ¿No tiene una cuenta?{" "}
          <Link to={paths.signup.getHref()} className="font-medium text-brand-700 hover:underline dark:text-brand-200">
            Regístrese
          </Link>
        </p>
      </form>
      <div className="mt-8 flex flex-wrap justify-center gap-3 border-t border-gray-200 pt-6 dark:border-gray-800">
        {/* A phone shows no PDF inside a page: there the manual opens as a page; wider screens get the modal. */}
        <span className="contents md:hidden">
          <Link
            to={paths.manual.getHref()}
            className="inline-flex h-10 items-center gap-2 rounded-lg border border-gray-300 bg-white px-4 text-sm font-medium text-gray-800 hover:bg-gray-100 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:hover:bg-gray-700"
          >
            <BookIcon className="size-4" />
            Manual de usuario
          </Link>
        </span>
        <span className="hidden md:contents">
          <Button variant="secondary" onClick={() => setManualOpen(true)}>
            <BookIcon className="size-4" />
            Manual de usuario
          </Button>
        </span>
        <Button variant="secondary" onClick={() => setFaqOpen(true)}>
          <HelpIcon className="size-4" />
          Preguntas frecuentes
        </Button>
        <Link
          to={paths.escanear.getHref()}
          className="inline-flex h-10 items-center gap-2 rounded-lg border border-gray-300 bg-white px-4 text-sm font-medium text-gray-800 hover:bg-gray-100 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:hover:bg-gray-700"
        >
          <SearchIcon className="size-4" />
          Verificar con la cámara
        </Link>
      </div>
      <ManualModal open={manualOpen} onClose={() => setManualOpen(false)} />
      <FaqModal open={faqOpen} onClose={() => setFaqOpen(false)} />
    </PublicLayout>
  );
}

function formValues(form: HTMLFormElement): LoginInput {
  const data = new FormData(form);
  return { nit: String(data.get("nit") ?? ""), password: String(data.get("password") ?? "") };
}
