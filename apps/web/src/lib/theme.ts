import { getStored, setStored, subscribeSession } from "./session";

export type Theme = "light" | "dark";

const darkQuery = (): MediaQueryList | null =>
  typeof window !== "undefined" && typeof window.matchMedia === "function" ? window.matchMedia("(prefers-color-scheme: dark)") : null;

/** The person's own choice (localStorage `theme`), or null while they have made none. */
export function chosenTheme(): Theme | null {
  const stored = getStored("theme");
  return stored === "dark" || stored === "light" ? stored : null;
}

/** The device's setting (prefers-color-scheme). */
export function systemTheme(): Theme {
  return darkQuery()?.matches ? "dark" : "light";
}

/** What the portal shows: the person's choice, else the system's (public/theme-init.js decides the same before the first paint). */
export function currentTheme(): Theme {
  return chosenTheme() ?? systemTheme();
}

/** The person's choice: remembered, and from then on it wins over the system's setting. */
export function setTheme(theme: Theme): void {
  setStored({ theme });
  applyTheme(theme);
}

/** Puts the theme on <html> (Tailwind's `dark` class). */
export function applyTheme(theme: Theme = currentTheme()): void {
  document.documentElement.classList.toggle("dark", theme === "dark");
}

/** Calls `listener` when the theme may have changed: a choice (here or in another tab) or the system's setting. */
export function subscribeTheme(listener: () => void): () => void {
  const unsubscribe = subscribeSession(listener);
  const query = darkQuery();
  query?.addEventListener("change", listener);
  return () => {
    unsubscribe();
    query?.removeEventListener("change", listener);
  };
}

/** Keeps <html> on the current theme for the page's life: the system switching to dark shows at once. */
export function followTheme(): () => void {
  applyTheme();
  return subscribeTheme(() => applyTheme());
}
