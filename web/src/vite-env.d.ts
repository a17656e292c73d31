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

interface Window {
  /** Set as the app starts, so the boot script (web/boot.js), if it runs later, asks for nothing. */
  __touchlineStarted?: boolean;
  /** The answers the boot script asked for before the app's code arrived, by API path. */
  __touchlineBoot?: Record<string, Promise<Response>>;
}
