import type BetterSqlite3 from 'better-sqlite3'
import type { Hono } from 'hono'
import type { SandboxEnv } from '../http/http.env'

/** A source of the current time in epoch milliseconds; tests pass a fake one. */
export interface SandboxClock {
  /** The current time in epoch milliseconds. */
  now(): number
}

/** Which demo data set to seed: the demo shop (~300 products) or the benchmark shop (10,000+ products). */
export type SeedKind = 'demo' | 'large'

/** Options of {@link createSandbox}. */
export interface SandboxOptions {
  /** A SQLite file path, or `':memory:'` (the default). An existing, seeded file is reused as it is. */
  database?: string
  /** The data set seeded into an empty database; default `'demo'`. */
  seed?: SeedKind
  /** Time source for everything the sandbox stamps or checks (expiry, counters); default `Date.now`. */
  clock?: SandboxClock
  /** Serve the test-kit endpoints under `/__sandbox/` (reset, options); default `false`. */
  control?: boolean
  /**
   * A secret every `/__sandbox/` request must then carry, in the `x-sandbox-key` header or the `key` query parameter
   * (for the mailbox page in a browser); without it they answer 401. The CLI always sets one (issue 16: a foreign
   * web page could otherwise reset the sandbox or archive a visitor's cart); in-process tests may leave it out.
   */
  controlKey?: string
  /**
   * Extra CORS origins to echo, beside the always-allowed `http://localhost:*` and `http://127.0.0.1:*`.
   * An entry is an exact origin (`https://shop.example`) or ends in `:*` to allow any port.
   */
  allowedOrigins?: string[]
  /** Lifetime of the access tokens of `api/v1/login` and `api/v1/refresh`, in seconds; default 900 (15 minutes). */
  accessTokenTtlSeconds?: number
  /** Lifetime of the local strategy's token (`api/auth/login`, not refreshable), in seconds; default 43,200 (12 hours). */
  localTokenTtlSeconds?: number
}

/** A sandbox bound to a TCP port. */
export interface ListeningSandbox {
  /** The port it listens on (the one picked when 0 was asked for). */
  readonly port: number
  /** Its base URL, `http://<hostname>:<port>`: the `apiUrl` to give `createStorefront`. */
  readonly url: string
  /** Stops listening; resolves once the server is closed. */
  close(): Promise<void>
}

/** A running sandbox backend: an in-process Hono app over a seeded SQLite database. */
export interface Sandbox {
  /** The Hono app; `app.fetch(request)` answers in-process (MSW handlers can forward to it). */
  readonly app: Hono<SandboxEnv>
  /** The current database connection. `reset()` may replace it, so read it again after a reset. */
  readonly db: BetterSqlite3.Database
  /** The data set this database was seeded with. */
  readonly seed: SeedKind
  /** Serves the app over HTTP; port 0 picks a free port. */
  listen(port: number, hostname?: string): Promise<ListeningSandbox>
  /** Restores the freshly seeded state (drops every change made since). */
  reset(): void
  /** Closes the database and any server started with `listen`. */
  close(): Promise<void>
}
