import { piloto_emergencia } from "../../db/schema/index";

/** What the API answers of an emergency contact. */
export const emergenciaColumns = {
  id: piloto_emergencia.id,
  piloto_id: piloto_emergencia.piloto_id,
  nombre: piloto_emergencia.nombre,
  direccion: piloto_emergencia.direccion,
  telefono: piloto_emergencia.telefono,
  email: piloto_emergencia.email,
};
