import { prerender } from "react-dom/static";
import { createMemoryRouter } from "react-router";
import { App } from "./app/app";
import { loadMatchedRoutes } from "./app/load-matched-routes";
import { pageTitle } from "./app/page-titles";
import { routes } from "./app/router";

/**
 * The build's server-side entry (prerender-pages.ts runs it once the browser bundle is written): the HTML
 * of a public page as React renders it, with React's own static rendering, for the browser to hydrate
 * (decision 190). The same routes and the same App tree as main.tsx, on a memory router at `url`.
 */
export async function renderPage(url: string): Promise<{ html: string; title: string }> {
  const pathname = new URL(url, "http://localhost").pathname;
  await loadMatchedRoutes(routes, pathname);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const { prelude } = await prerender(<App router={router} />);
  return { html: await new Response(prelude).text(), title: pageTitle(pathname) };
}
