import { useSyncExternalStore } from "react";

const never = () => () => undefined;

/**
 * False while React hydrates a page prerendered at build time (and in that prerendering), true on
 * every later render and on any page rendered in the browser from the start. What only the browser
 * knows (the URL's code and fragment, stored values, the navigation's state) is shown once it is true,
 * so the first render in the browser matches the prerendered HTML (decision 190).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
