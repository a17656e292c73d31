/// <reference types="vite/client" />

interface ImportMetaEnv {
  /**
   * Under Vite's dev server only: the national to show, as the server's NATIONAL_ID does for a
   * build (web/src/config.ts). Defaults to DEFAULT_NATIONAL_ID.
   */
  readonly VITE_NATIONAL_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
