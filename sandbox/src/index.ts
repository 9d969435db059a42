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
