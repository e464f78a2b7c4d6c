import type { ButtonHTMLAttributes, Ref } from "react";
import { cn } from "@/lib/cn";
import { Spinner } from "./spinner";

export type ButtonVariant = "primary" | "secondary" | "danger" | "ghost";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: "sm" | "md" | "lg";
  /** Busy: disabled, spinner shown, `busyText` (if given) replaces the label. */
  busy?: boolean;
  busyText?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * Disabled buttons turn neutral grey with a dashed border, in light and dark mode, so they never pass
 * for a coloured, enabled one (a faded brand blue on a dark page did). Every variant has a 1 px
 * border, so turning disabled does not change a button's size; hover applies to enabled ones only.
 */
const disabledLook =
  "disabled:border-dashed disabled:border-gray-300 disabled:bg-gray-100 disabled:text-gray-500 dark:disabled:border-gray-600 dark:disabled:bg-gray-900 dark:disabled:text-gray-400";

const variants: Record<ButtonVariant, string> = {
  primary: `border border-transparent bg-brand-600 text-white enabled:hover:bg-brand-700 ${disabledLook}`,
  secondary: `border border-gray-300 bg-white text-gray-800 enabled:hover:bg-gray-100 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:enabled:hover:bg-gray-700 ${disabledLook}`,
  danger: `border border-transparent bg-red-700 text-white enabled:hover:bg-red-800 ${disabledLook}`,
  ghost:
    "border border-transparent text-gray-700 enabled:hover:bg-gray-100 disabled:text-gray-400 dark:text-gray-200 dark:enabled:hover:bg-gray-800 dark:disabled:text-gray-500",
};

const sizes = {
  sm: "h-8 px-3 text-sm gap-1.5",
  md: "h-10 px-4 text-sm gap-2",
  lg: "h-11 px-5 text-base gap-2",
};

export function Button({ variant = "primary", size = "md", busy = false, busyText, disabled, className, children, type, ref, ...rest }: ButtonProps) {
  return (
    <button
      ref={ref}
      type={type ?? "button"}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={cn(
        "inline-flex items-center justify-center rounded-lg font-medium transition-colors disabled:cursor-not-allowed",
        variants[variant],
        sizes[size],
        className,
      )}
      {...rest}
    >
      {busy && <Spinner />}
      {busy && busyText ? busyText : children}
    </button>
  );
}
