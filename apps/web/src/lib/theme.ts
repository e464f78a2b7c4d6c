import { getStored, setStored } from "./session";

export type Theme = "light" | "dark";

export function currentTheme(): Theme {
  return getStored("theme") === "dark" ? "dark" : "light";
}

/** Puts the theme on <html> (Tailwind's `dark` class) and remembers it. */
export function setTheme(theme: Theme): void {
  setStored({ theme });
  applyTheme(theme);
}

export function applyTheme(theme: Theme = currentTheme()): void {
  document.documentElement.classList.toggle("dark", theme === "dark");
}
