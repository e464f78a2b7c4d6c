import type { ReactNode } from "react";
import { Toasts } from "@/components/ui/toasts";

/**
 * What every page shares: the toasts. TanStack Query is provided by a layout route (routes/with-queries.tsx),
 * so that the sign-in page does not download it (decision 190).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Toasts />
    </>
  );
}
