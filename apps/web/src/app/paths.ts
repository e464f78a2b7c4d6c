/**
 * Every route of the portal, once. Link with `paths.x.getHref()`, declare routes with
 * `paths.x.path`; no route string appears anywhere else.
 */
export const paths = {
  root: { path: "/", getHref: () => "/" },

  // Public
  signin: { path: "/signin", getHref: () => "/signin" },
  signup: { path: "/signup", getHref: () => "/signup" },
  /** The spelling is part of the contract. */
  forgotPassword: { path: "/ressetPassword", getHref: () => "/ressetPassword" },
  /** Reached from the mailed link: token and the base64-encoded e-mail. */
  resetPassword: {
    path: "/form/reset",
    getHref: (token?: string, email?: string) => {
      const q = new URLSearchParams();
      if (token) q.set("token", token);
      if (email) q.set("email", btoa(email));
      const s = q.toString();
      return s ? `/form/reset?${s}` : "/form/reset";
    },
  },
  completarPerfil: { path: "/completar-perfil", getHref: () => "/completar-perfil" },
  userdata: { path: "/userdata", getHref: () => "/userdata" },
  /** The user manual as a page (the PDF under /pdfs is this page printed). */
  manual: { path: "/manual", getHref: () => "/manual" },
  /** What a vehicle's validation QR opens; no session needed. */
  verificar: {
    path: "/verificar/:codigo",
    getHref: (codigo: string, llave: string) => `/verificar/${encodeURIComponent(codigo)}?llave=${encodeURIComponent(llave)}`,
  },
  /** "Verificar con la cámara": reads a vehicle's QR with the camera or from a photo; no session needed. */
  escanear: { path: "/escanear", getHref: () => "/escanear" },
  /** The reminders' unsubscribe link (issue 13): turns them off for the address the mail went to; no session needed. */
  bajaRecordatorios: { path: "/recordatorios/baja/:token", getHref: (token: string) => `/recordatorios/baja/${encodeURIComponent(token)}` },

  /** What a certificate's QR opens: who it was issued to, when, and a check of the file; no session needed. */
  constancia: { path: "/constancia/:codigo", getHref: (codigo: string) => `/constancia/${encodeURIComponent(codigo)}` },

  /** An invitation to act for a carrier (issue 21); the mailed link carries `?token=`. */
  invitacion: { path: "/invitacion", getHref: (token?: string) => (token ? `/invitacion?token=${encodeURIComponent(token)}` : "/invitacion") },

  // Protected (shared layout)
  home: { path: "/home", getHref: () => "/home" },
  licencia: { path: "/licencia", getHref: () => "/licencia" },
  tarjetaOperacion: { path: "/tarjetaOperacion", getHref: () => "/tarjetaOperacion" },
  vehiculo: { path: "/vehiculo", getHref: () => "/vehiculo" },
  vehiculoPreview: { path: "/vehiculoPreview", getHref: () => "/vehiculoPreview" },
  validacionPiloto: { path: "/validacionPiloto", getHref: () => "/validacionPiloto" },
  mandatario: { path: "/mandatario", getHref: () => "/mandatario" },
  abogado: { path: "/abogado", getHref: () => "/abogado" },
  piloto: { path: "/piloto", getHref: () => "/piloto" },
  pilotoPreview: { path: "/pilotoPreview", getHref: () => "/pilotoPreview" },
  contactosEmergencia: { path: "/contactosEmergencia", getHref: () => "/contactosEmergencia" },
  documento: { path: "/documento", getHref: () => "/documento" },
  persona: { path: "/persona", getHref: () => "/persona" },
  /** The representatives list (the old portal's route name). */
  blank: { path: "/blank", getHref: () => "/blank" },
  /** The account's audit trail (GET /api/auditoria). */
  historial: { path: "/historial", getHref: () => "/historial" },
  /** The authority's notices to the carrier (issue 22). */
  buzon: { path: "/buzon", getHref: () => "/buzon" },
  buzonNotificacion: { path: "/buzon/:id", getHref: (id: number) => `/buzon/${id}` },

  /** The carrier's members and invitations (issue 21). */
  miembros: { path: "/miembros", getHref: () => "/miembros" },

  notFound: { path: "*", getHref: () => "/404" },
} as const;

export type AppPath = keyof typeof paths;
