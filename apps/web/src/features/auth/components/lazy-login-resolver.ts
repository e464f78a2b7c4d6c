import type { Resolver } from "react-hook-form";
import type { LoginInput } from "@portal/domain/auth";

let loading: Promise<Resolver<LoginInput>> | undefined;

/** Starts loading the check (and zod with it) ahead of the first submit, e.g. when the form gets focus. */
export function preloadLoginResolver(): Promise<Resolver<LoginInput>> {
  loading ??= import("./login-resolver").then((m) => m.loginResolver);
  return loading;
}

/** The sign-in form's resolver: zod (about 27 KB gzip) loads after the page shows; a submit waits for it. */
export const lazyLoginResolver: Resolver<LoginInput> = async (values, context, options) =>
  (await preloadLoginResolver())(values, context, options);
