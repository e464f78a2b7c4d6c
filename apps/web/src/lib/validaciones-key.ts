/**
 * Query key of a vehicle's QR list. Shared: editing a vehicle (its plate, or deactivating it) revokes
 * its QR codes on the server, so the vehicle feature invalidates this list too.
 */
export const validacionesKey = (vehiculoId: number | null) => ["validar_registro_piloto", vehiculoId] as const;
