import type { ReactNode } from "react";
import { useNavigation } from "react-router";

/**
 * While the next page's scripts load, the router keeps the page being left on screen. It takes no input
 * meanwhile (inert): what is typed must not go into a form about to disappear. Sign-in and sign-up look
 * alike; text typed into sign-in's NIT field was lost, and the next Tab put the e-mail into sign-up's NIT
 * field (decision 190). `contents`: the wrapper adds no box to the page's layout.
 */
export function PendingPage({ children }: { children: ReactNode }) {
  const pending = useNavigation().state === "loading";
  return (
    <div className="contents" inert={pending} aria-busy={pending || undefined}>
      {children}
    </div>
  );
}
