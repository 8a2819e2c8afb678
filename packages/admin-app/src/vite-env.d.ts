/// <reference types="vite/client" />

/** The build-time settings the app reads (see the package README). */
interface ImportMetaEnv {
  /** "menu" (default): routes from the server's menu; "static": the app's table by roles. */
  readonly VITE_ROUTE_MODE?: string;
}
