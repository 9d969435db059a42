// Types of security-headers.mjs (plain JavaScript, run by node as the shop's server) for the TypeScript tests.
export function securityHeaders(protocol: string): Record<string, string>
export function isHttpsRequest(url: string, forwardedProto: string | null | undefined): boolean
export function withCookieAttributes(cookie: string, https: boolean): string
