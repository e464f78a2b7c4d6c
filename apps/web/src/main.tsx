import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { paths } from "./app/paths";
import { AppProviders, queryClient } from "./app/providers";
import { router } from "./app/router";
import "./index.css";
import { setSessionExpiredHandler } from "./lib/api-client";
import { resumeGeolocation } from "./lib/geolocation";
import { noteSessionExpired } from "./lib/session-expired";
import { followTheme } from "./lib/theme";

followTheme();
void resumeGeolocation();
setSessionExpiredHandler(() => {
  noteSessionExpired();
  queryClient.clear();
  void router.navigate(paths.signin.getHref(), { replace: true });
});

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
