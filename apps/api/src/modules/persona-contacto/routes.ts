import {
  direccionCreateSchema,
  direccionRowSchema,
  emailCreateSchema,
  emailRowSchema,
  telefonoCreateSchema,
  telefonoRowSchema,
} from "@portal/domain/persona-contacto";
import { persona_direccion, persona_email, persona_telefono } from "../../db/schema/index";
import type { PortalModule } from "../../lib/module";
import { registerContactRoutes } from "./contact-routes";
import { createDireccion } from "./create-direccion";
import { createEmail } from "./create-email";
import { createTelefono } from "./create-telefono";
import { selectDirecciones } from "./select-direcciones";
import { selectEmails } from "./select-emails";
import { selectTelefonos } from "./select-telefonos";
import { guardEveryRoute } from "../../lib/route-guard";

/** Addresses, e-mails and phones of a persona (spec part 7, "Addresses, e-mails, phones"). */
const personaContactoRoutes: PortalModule = async (app) => {
  // In each route's own onRequest, so its OpenAPI operation declares the token (lib/route-guard.ts).
  guardEveryRoute(app, app.authenticate);

  registerContactRoutes(app, {
    resource: "persona_direccion",
    key: "direccion",
    noun: "direcciones",
    table: persona_direccion,
    body: direccionCreateSchema,
    row: direccionRowSchema,
    select: selectDirecciones,
    create: createDireccion,
  });
  registerContactRoutes(app, {
    resource: "persona_email",
    key: "email",
    noun: "correos electrónicos",
    table: persona_email,
    body: emailCreateSchema,
    row: emailRowSchema,
    select: selectEmails,
    create: createEmail,
  });
  registerContactRoutes(app, {
    resource: "persona_telefono",
    key: "telefono",
    noun: "teléfonos",
    table: persona_telefono,
    body: telefonoCreateSchema,
    row: telefonoRowSchema,
    select: selectTelefonos,
    create: createTelefono,
  });
};

export default personaContactoRoutes;
