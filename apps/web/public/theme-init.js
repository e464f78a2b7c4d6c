// Runs before the first paint (an external file: the CSP forbids inline scripts). The person's choice
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
