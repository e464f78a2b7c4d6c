// Runs before the first paint: the build puts it inline in each page, allowed by its hash in the CSP
// (inline-theme-script.ts); the dev server loads it as this file. The person's choice
// ("theme" in localStorage) wins; until there is one, the system's light or dark setting is followed.
(function () {
  var chosen = null;
  try {
    chosen = localStorage.getItem("theme");
  } catch (e) {
    /* storage unavailable: follow the system */
  }
  var dark = chosen === "dark" || (chosen !== "light" && !!window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches);
  if (dark) document.documentElement.classList.add("dark");
})();
