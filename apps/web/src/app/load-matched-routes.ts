import { matchRoutes, type RouteObject } from "react-router";

/**
 * Loads the lazy routes (layouts and page) a path matches and writes what they export into the route
 * objects, before a router is made of them. A router made then renders the page at once instead of its
 * loading fallback: the prerendered HTML has the page, and hydration must find the same tree.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
