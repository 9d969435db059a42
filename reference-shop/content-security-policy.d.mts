// Types of content-security-policy.mjs (plain JavaScript, run by node as the shop's server) for the TypeScript tests.
export const PAYPAL_ORIGINS: string[]
export function createNonce(): string
export function policyOrigins(config: { apiUrl: string; paymentFormOrigins?: readonly string[] }): { backend: string; paymentForms: string[] }
export function contentSecurityPolicy(options: { nonce: string; backend: string; paymentForms?: readonly string[] }): string
