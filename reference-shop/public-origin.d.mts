// Types of public-origin.mjs (plain JavaScript, run by node as part of the shop's server) for the TypeScript tests.
export function publicOriginFromEnv(env: Record<string, string | undefined>): string | undefined
