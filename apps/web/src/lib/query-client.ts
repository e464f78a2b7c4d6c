import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "@/lib/api-client";

/** The app's one cache of API answers (its provider: app/routes/with-queries.tsx). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A client error will not fix itself; a network hiccup may.
      retry: (count, err) => !(err instanceof ApiError && err.kind !== "network") && count < 2,
    },
    mutations: { retry: false },
  },
});
