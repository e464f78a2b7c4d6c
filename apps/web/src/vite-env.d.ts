/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Provider's full name, shown in the greeting (default "Dirección General de Transportes"). */
  readonly VITE_PROVIDER_NAME?: string;
  /** Provider's short name, shown in the footer (default "DGT"). */
  readonly VITE_PROVIDER_SHORT_NAME?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
