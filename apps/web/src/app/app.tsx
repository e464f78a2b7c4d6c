import { StrictMode } from "react";
import { RouterProvider, type createBrowserRouter } from "react-router";
import { AppProviders } from "./providers";

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The whole app for a router: the browser's (main.tsx) or, at build time, a memory router (prerender.tsx). */
export function App({ router }: { router: AppRouter }) {
  return (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}
