import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { useStored } from "@/lib/use-session";
import { paths } from "./paths";

/** Protected routes: both a stored person id and a stored access token, else /signin (spec part 6). */
export function RequireSession({ children }: { children: ReactNode }) {
  const personaId = useStored("persona_id");
  const token = useStored("access_token");
  const location = useLocation();
  if (!personaId || !token) return <Navigate to={paths.signin.getHref()} replace state={{ from: location.pathname }} />;
  return children;
}

/** Screens that only need a signed-in account (completing the profile comes before the person id). */
export function RequireToken({ children }: { children: ReactNode }) {
  const token = useStored("access_token");
  if (!token) return <Navigate to={paths.signin.getHref()} replace />;
  return children;
}
