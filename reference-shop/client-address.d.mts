// Types of client-address.mjs (plain JavaScript, run by node as part of the shop's server) for the TypeScript tests.
export function trustProxyFromEnv(env: Record<string, string | undefined>): boolean
export function clientAddressOf(request: { peer: string | undefined; forwardedFor: string | undefined; trustProxy: boolean }): string | undefined
