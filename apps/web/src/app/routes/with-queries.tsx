import { QueryClientProvider } from "@tanstack/react-query";
import { Outlet } from "react-router";
import { queryClient } from "@/lib/query-client";

/** The layout of every page that reads or sends through TanStack Query (loaded with the first such page). */
export function WithQueries() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
