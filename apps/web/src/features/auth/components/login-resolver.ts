import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { loginSchema, type LoginInput } from "@portal/domain/auth";

/** The sign-in form's check against the shared schema; loaded apart so zod is not on the sign-in page's first load. */
export const loginResolver: Resolver<LoginInput> = zodResolver(loginSchema);
