import type Database from 'better-sqlite3'
import type { TokenSettings } from '../auth/auth.settings'
import type { MediaCache } from '../media/media.cache'
import type { SandboxClock, SeedKind } from './sandbox.types'

/** What every route module receives: the live connection (read on each request), the clock and caches. */
export interface SandboxContext {
  /** The current connection; a getter because `reset()` may replace it. */
  readonly db: Database.Database
  readonly clock: SandboxClock
  readonly seed: SeedKind
  readonly mediaCache: MediaCache
  /** Lifetimes of the access and refresh tokens it issues. */
  readonly tokens: TokenSettings
  /** The CORS origins it echoes; an allowed `Origin` is also the shop that e-mailed links point to. */
  readonly allowedOrigins: readonly string[]
  /** Restores the freshly seeded state (the control endpoint calls it). */
  reset(): void
}

/** The clock as an ISO timestamp, for `*_at` columns. */
export function isoNow(context: Pick<SandboxContext, 'clock'>): string {
  return new Date(context.clock.now()).toISOString()
}
