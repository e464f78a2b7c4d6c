import multipart from "@fastify/multipart";
import type { PortalModule } from "../../lib/module";
import { registerDocumentFileRoutes } from "./document-file-routes";
import { registerDocumentRoutes } from "./document-routes";
import { DOCUMENT_FAMILIES } from "./families";

/** PDF documents of the five families (natural, juridico, mandato, abogado_auxiliar, piloto): one mechanism. */
const documentosRoutes: PortalModule = async (app, { config }) => {
  app.addHook("onRequest", app.authenticate);
  // Multipart bodies are read only by the routes that ask for them (request.parts), with their own limits.
  await app.register(multipart);
  for (const family of DOCUMENT_FAMILIES) {
    registerDocumentRoutes(app, family, config.UPLOAD_MAX_MB);
    registerDocumentFileRoutes(app, family, config.UPLOAD_MAX_MB);
  }
};

export default documentosRoutes;
