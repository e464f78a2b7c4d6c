import type { PortalModule } from "../lib/module";
import catalogo from "./catalogo/routes";
import health from "./health/routes";
import licencia from "./licencia/routes";
import tarjetaOperacion from "./tarjeta-operacion/routes";
import vehiculo from "./vehiculo/routes";
import validacion from "./validacion/routes";
import persona from "./persona/routes";
import auth from "./auth/routes";
import captcha from "./captcha/routes";
import password from "./password/routes";
import usuario from "./usuario/routes";
import mandato from "./mandato/routes";
import abogadoAuxiliar from "./abogado-auxiliar/routes";
import piloto from "./piloto/routes";
import pilotoEmergencia from "./piloto-emergencia/routes";
import personaContacto from "./persona-contacto/routes";
import documentos from "./documentos/routes";
import representante from "./representante/routes";
import auditoria from "./auditoria/routes";

/** Every module of the API, registered under /api in this order. */
export const modules: PortalModule[] = [health, captcha, usuario, auth, password, catalogo, persona, mandato, abogadoAuxiliar, piloto, pilotoEmergencia, licencia, tarjetaOperacion, vehiculo, validacion, personaContacto, documentos, representante, auditoria];
