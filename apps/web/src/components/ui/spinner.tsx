import { cn } from "@/lib/cn";

interface SpinnerProps {
  className?: string;
  /** Read by screen readers; omit inside a labelled control (the spinner is then decorative). */
  label?: string;
}

export function Spinner({ className, label }: SpinnerProps) {
  const svg = (
    <svg className={cn("size-4 animate-spin", className)} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
  if (!label) return svg;
  return (
    <span role="status" className="inline-flex items-center gap-2">
      {svg}
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A centred spinner with visible text, for a loading page or section. */
export function LoadingBlock({ text = "Cargando..." }: { text?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-10 text-gray-600 dark:text-gray-300">
      <Spinner className="size-5" />
      <span>{text}</span>
    </div>
  );
}
