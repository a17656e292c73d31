/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The national body this build shows; defaults to DEFAULT_NATIONAL_ID. */
  readonly VITE_NATIONAL_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
