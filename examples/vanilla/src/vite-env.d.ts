/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The backend's base URL, e.g. http://127.0.0.1:4010 for the sandbox of `npm start`. */
  readonly VITE_VITRINA_API_URL: string
  readonly VITE_VITRINA_API_KEY: string
  readonly VITE_VITRINA_SITE_ID: string
  readonly VITE_VITRINA_STORE_ID: string
}
