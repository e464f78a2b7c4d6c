import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { App } from "./app/app";
import { loadMatchedRoutes } from "./app/load-matched-routes";
import { paths } from "./app/paths";
import { prefetchOnIntent } from "./app/prefetch-on-intent";
import { routes } from "./app/router";
import "./index.css";
import { setSessionExpiredHandler } from "./lib/api-client";
import { resumeGeolocation } from "./lib/geolocation";
import { noteSessionExpired } from "./lib/session-expired";
import { followTheme } from "./lib/theme";

followTheme();
void resumeGeolocation();

/**
 * A public page prerendered at build time (decision 190) arrives with its HTML in #root: its route's
 * modules load first, then React hydrates that HTML. Any other path starts from an empty #root.
 */
async function start() {
  const container = document.getElementById("root")!;
  const prerendered = container.hasChildNodes();
  // A form sent while the page's modules still load is held and sent again once React has the page.
  let held: HTMLFormElement | null = null;
  const hold = (event: SubmitEvent) => {
    event.preventDefault();
    held = event.target instanceof HTMLFormElement ? event.target : held;
  };
  if (prerendered) {
    container.addEventListener("submit", hold, true);
    await loadMatchedRoutes(routes, window.location.pathname);
  }
  const router = createBrowserRouter(routes);
  prefetchOnIntent(routes);
  setSessionExpiredHandler(() => {
    noteSessionExpired();
    // The cache of answers exists once a page that reads through it has loaded.
    void import("./lib/query-client").then(({ queryClient }) => queryClient.clear());
    void router.navigate(paths.signin.getHref(), { replace: true });
  });
  if (!prerendered) {
    createRoot(container).render(<App router={router} />);
    return;
  }
  hydrateRoot(container, <App router={router} />);
  container.removeEventListener("submit", hold, true);
  // React hydrates at once what an event reaches, so the held form's own handler receives it.
  (held as HTMLFormElement | null)?.requestSubmit();
}

void start();
