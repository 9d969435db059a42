/**
 * A local backend that speaks the Vitrina wire contract, seeded with a deterministic demo shop: a Hono app over
 * SQLite to fetch in process (tests) or serve on a port (development), with test-kit endpoints under `/__sandbox/`.
 *
 * @example
 * ```ts
 * import { createSandbox, SANDBOX_SITE } from '@vitrina/sandbox'
 * import { createStorefront } from '@vitrina/sdk'
 *
 * const sandbox = createSandbox({ database: ':memory:', control: true })
 * const shop = createStorefront({
 *   apiUrl: 'http://sandbox', apiKey: SANDBOX_SITE.apiKey, siteId: 1, storeId: 1,
 *   fetch: async (input, init) => sandbox.app.fetch(new Request(input, init)),
 * })
 * sandbox.reset() // between tests
 * await sandbox.close()
 * ```
 *
 * @packageDocumentation
 */

/** The sandbox factory: a seeded SQLite database behind a Hono app you can fetch in-process or serve. */
export { createSandbox } from './sandbox/sandbox.create'
/** Thrown by `listen` when the port is taken. */
export { PortInUseError } from './sandbox/sandbox.listen'
/** The demo site's api key, ids and domains. */
export { SANDBOX_SITE } from './seed/seed.constants'
/** The seeded shopper and back-office accounts with their sandbox passwords. */
export { DEMO_ACCOUNTS } from './seed/seed.constants'
/** Ids and slugs of the seed that tests and docs refer to. */
export { SEED_IDS } from './seed/seed.constants'
/** Hashes a password the way the sandbox stores them (`scrypt$N$r$p$salt$hash`). */
export { hashPassword } from './auth/password.hash'
/** Checks a password against a hash made by `hashPassword`. */
export { verifyPassword } from './auth/password.hash'

export type { ListeningSandbox, Sandbox, SandboxClock, SandboxOptions, SeedKind } from './sandbox/sandbox.types'
export type { SandboxEnv, SiteRow } from './http/http.env'
export type { ContentLanguage, RequestLanguage } from './http/http.language'
