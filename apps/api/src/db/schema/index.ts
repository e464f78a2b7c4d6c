export * from "./catalogos";
export * from "./documentos";
export * from "./licencias";
export * from "./personas";
export * from "./pilotos";
export * from "./representaciones";
export * from "./usuarios";
