/**
 * True in a build with the development tools (any mode but production, see dev-tools-flag.ts), false in the
 * production build: Vite replaces it at build time, so `if (__VITRINA_DEV_TOOLS__)` branches leave the production
 * build entirely.
 */
declare const __VITRINA_DEV_TOOLS__: boolean
