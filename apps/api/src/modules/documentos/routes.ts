import type { PortalModule } from "../../lib/module";
import { registerDocumentRoutes } from "./document-routes";
import { DOCUMENT_FAMILIES } from "./families";

/** PDF documents of the five families (natural, juridico, mandato, abogado_auxiliar, piloto): one mechanism. */
const documentosRoutes: PortalModule = async (app, { config }) => {
  app.addHook("onRequest", app.authenticate);
  for (const family of DOCUMENT_FAMILIES) registerDocumentRoutes(app, family, config.UPLOAD_MAX_MB);
};

export default documentosRoutes;
