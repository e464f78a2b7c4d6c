/** The provider (the transport authority) as the build was configured. */
export const provider = {
  name: import.meta.env.VITE_PROVIDER_NAME || "Dirección General de Transportes",
  shortName: import.meta.env.VITE_PROVIDER_SHORT_NAME || "DGT",
};
