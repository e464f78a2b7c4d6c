import { Link } from "react-router";
import { paths } from "@/app/paths";

/** Why a reset link cannot be used, shown with the link's remedy. */
export const RESET_LINK_MISSING =
  "Este enlace para restablecer la contraseña está incompleto. Abra el enlace completo del correo o solicite uno nuevo.";
export const RESET_LINK_SPENT = "El enlace ya se usó o expiró, o el NIT no corresponde a la cuenta del enlace.";
export const RENEW_RESET_LINK = "Solicitar un nuevo enlace";

/** The way forward from a used, expired or incomplete reset link: the page that mails a new one. */
export function RenewResetLink() {
  return (
    <Link to={paths.forgotPassword.getHref()} className="font-medium text-brand-700 underline dark:text-brand-200">
      {RENEW_RESET_LINK}
    </Link>
  );
}
