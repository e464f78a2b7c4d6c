import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../config";

/** A module registers its routes under /api; it receives the validated config. */
export type PortalModule = FastifyPluginAsyncZod<{ config: Config }>;
