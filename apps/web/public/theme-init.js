try {
  if (localStorage.getItem("theme") === "dark") document.documentElement.classList.add("dark");
} catch (e) {
  /* storage unavailable: keep the light theme */
}
