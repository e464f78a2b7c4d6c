/**
 * The user manual's text and figures, read by the /manual page; the PDF at /pdfs/manual-usuario.pdf is
 * that page printed by Chromium, and the figures are screenshots the manual journey (e2e 90-manual)
 * takes of the real screens at a phone's width (decision 140). A figure's `file` is its name under
 * public/img/manual/; the journey saves a screenshot under each name the page shows.
 */

export interface ManualFigure {
  file: string;
  /** What the screenshot shows, for those who cannot see it. */
  alt: string;
  caption: string;
}

export type ManualBlock = { kind: "p"; text: string } | { kind: "ul" | "ol"; items: string[] };

export interface ManualSection {
  /** The anchor of the section (/manual#id). */
  id: string;
  title: string;
  blocks: ManualBlock[];
  figures?: ManualFigure[];
}

export const MANUAL_TITLE = "Manual de usuario";
export const MANUAL_SUBTITLE = "Portal de actualización de datos de transportistas";
/** Where the figures are served from (public/img/manual/ in the web app). */
export const MANUAL_FIGURES_URL = "/img/manual/";
/** The size the figures are taken at (a phone), so the page reserves their space before they load. */
export const MANUAL_FIGURE_SIZE = { width: 390, height: 844 } as const;

const p = (text: string): ManualBlock => ({ kind: "p", text });
const ul = (...items: string[]): ManualBlock => ({ kind: "ul", items });
const ol = (...items: string[]): ManualBlock => ({ kind: "ol", items });

/** The introduction; `deProveedor` is the provider with its article ("de la Dirección General de Transportes"). */
export const manualIntro = (deProveedor: string) =>
  `Este portal ${deProveedor} permite a las personas individuales y jurídicas que tienen licencias de transporte mantener actualizados sus datos, los de sus representantes, mandatarios, abogados y pilotos, y los de sus licencias, tarjetas de operación y vehículos.`;

/** The sections in reading order; the last one names the provider. */
export function manualSections(deProveedor: string): ManualSection[] {
  return [
    {
      id: "antes-de-empezar",
      title: "1. Antes de empezar",
      blocks: [
        ul(
          "Un navegador actualizado (Chrome, Edge, Firefox o Safari) y conexión a internet. El portal se usa igual desde un teléfono o una computadora.",
          "Su NIT, un correo electrónico al que tenga acceso y, para personas individuales, su CUI (número del DPI).",
          "Los documentos en formato PDF: DPI y RTU (personas individuales), documentos de la sociedad (personas jurídicas), pólizas de seguro de los vehículos y documentos de mandatarios, abogados y pilotos.",
        ),
      ],
    },
    {
      id: "crear-cuenta",
      title: "2. Crear una cuenta",
      blocks: [
        ol(
          "En la pantalla de inicio de sesión seleccione «Regístrese».",
          "Escriba su NIT (con o sin guion), su correo electrónico y una contraseña de al menos 8 caracteres que no sea su NIT.",
          "Marque la casilla de verificación anti-robots «No soy un robot» y espere a que indique «Verificado».",
          "Lea los Términos y Condiciones (siete secciones; entre ellas, la captura de la ubicación GPS de su dispositivo en cada solicitud, si usted la permite, y el envío de notificaciones por correo), marque «Acepto» y presione «Registrarse».",
        ),
        p("Si algún dato no es válido, el portal le indica cuál corregir. Al terminar, vuelve a la pantalla de inicio de sesión."),
      ],
      figures: [{ file: "registro.png", alt: "Pantalla «Crear una cuenta» con los campos NIT, correo electrónico y contraseña, la casilla «No soy un robot» y la aceptación de los Términos y Condiciones.", caption: "Crear una cuenta." }],
    },
    {
      id: "completar-perfil",
      title: "3. Completar el perfil",
      blocks: [
        p("La primera vez que inicie sesión el portal le pedirá completar su perfil. Elija «Persona Individual» o «Persona Jurídica»:"),
        ul(
          "Persona Individual: NIT, CUI, nombres, apellidos, fecha de nacimiento, estado civil, profesión u oficio y nacionalidad; el pasaporte es opcional.",
          "Persona Jurídica: NIT, nombre de la empresa, número de registro, folio, libro, fechas de inscripción, objeto de la sociedad y nacionalidad; el expediente es opcional.",
        ),
        p("El botón «Guardar» se habilita cuando todos los campos obligatorios tienen valor; mientras tanto, debajo de él se indica qué falta. Complete la verificación anti-robots y guarde; después inicie sesión de nuevo."),
      ],
      figures: [{ file: "completar-perfil.png", alt: "Pantalla «Completar perfil» con la elección entre Persona Individual y Persona Jurídica y los primeros campos de la persona individual.", caption: "Completar el perfil." }],
    },
    {
      id: "iniciar-sesion",
      title: "4. Iniciar sesión",
      blocks: [
        p("Escriba su NIT y su contraseña y presione «Iniciar sesión». Los textos se escriben en mayúsculas automáticamente, excepto la contraseña. En la misma pantalla encontrará este manual y las preguntas frecuentes."),
      ],
      figures: [{ file: "iniciar-sesion.png", alt: "Pantalla «Iniciar sesión» con los campos NIT y contraseña, el enlace «¿Olvidó su contraseña?» y el botón «Iniciar sesión».", caption: "Iniciar sesión." }],
    },
    {
      id: "inicio-y-menu",
      title: "5. Pantalla de inicio y menú",
      blocks: [
        p("La pantalla de inicio muestra primero lo que requiere su atención: los registros que la autoridad pidió corregir y «Estado de sus datos» (lo vencido, lo que falta y lo que vence en los próximos 90 días); cada enlace lleva a la sección que lo corrige. Debajo están los accesos a Licencias, Mandatarios y Abogados. El menú lateral agrupa las funciones en «Actualización de datos», «Registrar licencia de transporte», «Representaciones» (Representantes, solo para personas jurídicas; Mandatarios y Abogados) y «Actualización de información individual o jurídica». En un teléfono, el menú se abre con el botón de la esquina superior izquierda. En la barra superior puede buscar un módulo (Ctrl+K o Cmd+K), cambiar entre tema claro y oscuro (mientras no elija uno, el portal usa el de su dispositivo) y abrir el menú de usuario."),
      ],
      figures: [
        { file: "inicio.png", alt: "Pantalla de inicio con «Estado de sus datos» y, debajo, los accesos a Licencias, Mandatarios y Abogados.", caption: "La pantalla de inicio." },
        { file: "menu.png", alt: "El menú abierto en un teléfono, con sus grupos y módulos.", caption: "El menú en un teléfono." },
      ],
    },
    {
      id: "datos-persona",
      title: "6. Actualizar los datos de la persona",
      blocks: [
        p("En «Datos de la persona» (grupo «Actualización de información individual o jurídica») administre sus direcciones (país, departamento y municipio), correos electrónicos y teléfonos (8 dígitos), e indique en cuáles desea recibir notificaciones. En la misma pantalla cargue los documentos requeridos: elija el archivo PDF con «Seleccionar Archivo» y presione «Subir»."),
      ],
      figures: [{ file: "persona.png", alt: "Pantalla «Datos de la persona» con las secciones de direcciones, correos electrónicos y teléfonos, cada una con su botón para agregar.", caption: "Datos de la persona." }],
    },
    {
      id: "representaciones",
      title: "7. Representantes, mandatarios y abogados",
      blocks: [
        p("Cada lista tiene un botón para agregar un registro y, en cada fila, acciones para editarlo, eliminarlo (el portal pide confirmación) y subir sus documentos en PDF. Las personas jurídicas registran aquí a sus representantes legales con su cargo, número de registro, folio, libro y vigencia."),
      ],
      figures: [{ file: "mandatarios.png", alt: "Lista de mandatarios con un registro y sus acciones: subir documentos, editar y eliminar.", caption: "La lista de mandatarios." }],
    },
    {
      id: "licencias",
      title: "8. Licencias, tarjetas de operación y vehículos",
      blocks: [
        ol(
          "En «Licencias» registre cada licencia con su número, tipo y fechas de inicio y de expiración. La columna Estado indica si está Vigente o Expirada.",
          "Con «Ingresar Tarjeta de Operación» agregue las tarjetas de la licencia (por ejemplo T-12345).",
          "Con «Asociar Vehículo» registre los vehículos de cada tarjeta: placa (por ejemplo 123AAA), marca, modelo, motor, chasis, colores y tipos, junto con los datos y el PDF de la póliza de seguro.",
        ),
      ],
      figures: [{ file: "licencias.png", alt: "Pantalla «Licencias» con el formulario «Registrar Licencia» y, debajo, el comienzo de la lista de licencias registradas.", caption: "La lista de licencias." }],
    },
    {
      id: "pilotos",
      title: "9. Pilotos y contactos de emergencia",
      blocks: [
        p("En «Pilotos» agregue a sus pilotos; al escribir al menos 3 caracteres del NIT o del CUI el portal busca si ya están registrados. Desde cada fila puede ver el detalle del piloto, registrar sus contactos de emergencia (nombre, dirección y teléfono de 8 dígitos) y subir sus documentos."),
      ],
      figures: [{ file: "pilotos.png", alt: "Lista de pilotos con la búsqueda y un piloto con sus acciones: contactos, detalle, documentos, editar y eliminar.", caption: "La lista de pilotos." }],
    },
    {
      id: "codigos-qr",
      title: "10. Códigos QR de validación",
      blocks: [
        p("En el detalle de un vehículo, la sección «QR generados» tiene el botón «Generar QR de Vehículo». Cada código tiene una llave y una vigencia; descárguelo con «Descargar QR» (imagen PNG) para imprimirlo y llevarlo en el vehículo. Las autoridades lo escanean para validar el vehículo y su piloto."),
      ],
      figures: [{ file: "vehiculo-qr.png", alt: "Detalle de un vehículo con la sección «QR generados» y un código vigente.", caption: "Los códigos QR de un vehículo." }],
    },
    {
      id: "contrasena",
      title: "11. Recuperar o cambiar la contraseña",
      blocks: [
        ol(
          "Si la olvidó: en el inicio de sesión seleccione «¿Olvidó su contraseña?», escriba su NIT y su correo y presione «Enviar correo de restablecimiento».",
          "Abra el enlace del correo (vence en poco tiempo y sirve una sola vez), escriba su NIT y la nueva contraseña dos veces. Tras el mensaje «¡Contraseña restablecida con éxito!» el portal lo lleva al inicio de sesión.",
          "Con la sesión iniciada, puede cambiarla en el menú de usuario, opción «Restablecer contraseña».",
        ),
      ],
      figures: [{ file: "recuperar-contrasena.png", alt: "Pantalla para restablecer la contraseña con los campos NIT y correo electrónico.", caption: "Recuperar la contraseña." }],
    },
    {
      id: "cerrar-sesion",
      title: "12. Cerrar sesión y seguridad",
      blocks: [
        p("Use «Salir» en el menú de usuario al terminar: se borran los datos guardados en el navegador. No comparta su contraseña. Si lo permite, el portal registra la ubicación aproximada del dispositivo con cada solicitud, como indican los Términos y Condiciones; si no lo permite, puede seguir usando el portal."),
      ],
      figures: [{ file: "menu-usuario.png", alt: "El menú de usuario abierto, con el NIT y las opciones «Restablecer contraseña» y «Salir».", caption: "El menú de usuario." }],
    },
    {
      id: "ayuda",
      title: "¿Necesita ayuda?",
      blocks: [
        p(`Consulte las preguntas frecuentes en la pantalla de inicio de sesión o comuníquese con el área de atención al usuario ${deProveedor}, indicando su NIT y una descripción del problema.`),
      ],
    },
  ];
}
