import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

const tones = {
  success: "bg-green-100 text-green-800 ring-green-600/30 dark:bg-green-950 dark:text-green-200",
  danger: "bg-red-100 text-red-800 ring-red-600/30 dark:bg-red-950 dark:text-red-200",
  warning: "bg-amber-100 text-amber-900 ring-amber-600/30 dark:bg-amber-950 dark:text-amber-200",
  neutral: "bg-gray-100 text-gray-800 ring-gray-500/30 dark:bg-gray-800 dark:text-gray-200",
};

export type BadgeTone = keyof typeof tones;

/** A short status word (Vigente, Expirada, Activo…): the colour repeats the text, never replaces it. */
export function Badge({ tone = "neutral", children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return (
    <span className={cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset", tones[tone], className)}>
      {children}
    </span>
  );
}
