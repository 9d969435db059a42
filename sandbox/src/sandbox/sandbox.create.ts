import type Database from 'better-sqlite3'
import { resolveTokenSettings } from '../auth/auth.settings'
import { migrate } from '../db/db.migrate'
import { isMemoryDatabase, openDatabase, openSnapshot } from '../db/db.open'
import { createHttpApp } from '../http/http.app'
import { DEFAULT_ALLOWED_ORIGINS } from '../http/http.cors'
import { createMediaCache } from '../media/media.cache'
import { readSeedInfo, seedDatabase, wipeDatabase } from '../seed/seed.run'
import type { SandboxContext } from './sandbox.context'
import { listenOn } from './sandbox.listen'
import type { ListeningSandbox, Sandbox, SandboxOptions, SeedKind } from './sandbox.types'

/**
 * Creates a sandbox backend: opens (and migrates) the database, seeds it when it is empty, and builds the app.
 *
 * @example
 * ```ts
 * import { createSandbox } from '@vitrina/sandbox'
 *
 * const sandbox = createSandbox({ control: true })
 * const res = await sandbox.app.fetch(
 *   new Request('http://sandbox/api/v1/cms/navigation/tree/main', { headers: { apiKey: 'vitrina-sandbox-key' } }),
 * )
 * sandbox.reset() // between tests
 * await sandbox.close()
 * ```
 */
export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const path = options.database ?? ':memory:'
  const clock = options.clock ?? { now: () => Date.now() }
  const tokens = resolveTokenSettings(options)
  const allowedOrigins = [...DEFAULT_ALLOWED_ORIGINS, ...(options.allowedOrigins ?? [])]
  const memory = isMemoryDatabase(path)
  let db: Database.Database
  let seed: SeedKind
  let snapshot: Buffer | undefined
  if (memory) {
    seed = options.seed ?? 'demo'
    snapshot = seededImage(seed, clock.now())
    // In memory, both creation and reset open this image of the fresh seed: milliseconds instead of a reseed.
    db = openSnapshot(snapshot)
  } else {
    db = openDatabase(path)
    migrate(db, clock.now())
    // A file that already holds a seed is reused as it is: later `npm start` runs keep their data.
    const info = readSeedInfo(db)
    seed = info?.kind ?? options.seed ?? 'demo'
    if (!info) seedDatabase(db, seed)
  }

  const reset = (): void => {
    if (snapshot) {
      const old = db
      db = openSnapshot(snapshot)
      old.close()
      return
    }
    resetFile(db, seed)
  }
  const context: SandboxContext = {
    get db() {
      return db
    },
    clock,
    seed,
    mediaCache: createMediaCache(),
    tokens,
    allowedOrigins,
    reset,
  }
  const app = createHttpApp(context, { control: options.control ?? false, ...(options.controlKey ? { controlKey: options.controlKey } : {}), allowedOrigins })

  const servers = new Set<ListeningSandbox>()
  return {
    app,
    get db() {
      return db
    },
    seed,
    async listen(port, hostname = '127.0.0.1') {
      const server = await listenOn(app, port, hostname)
      const tracked: ListeningSandbox = {
        port: server.port,
        url: server.url,
        close: async () => {
          servers.delete(tracked)
          await server.close()
        },
      }
      servers.add(tracked)
      return tracked
    },
    reset,
    async close() {
      await Promise.all([...servers].map((server) => server.close()))
      if (db.open) db.close()
    },
  }
}

// The seed is deterministic, so one image per seed kind serves every in-memory sandbox of the process (a test
// run creates many). Only the migration timestamps depend on the clock, and they are not part of the contract.
const images = new Map<SeedKind, Buffer>()
function seededImage(seed: SeedKind, now: number): Buffer {
  let image = images.get(seed)
  if (!image) {
    const db = openDatabase(':memory:')
    try {
      migrate(db, now)
      seedDatabase(db, seed)
      image = db.serialize()
    } finally {
      db.close()
    }
    images.set(seed, image)
  }
  return image
}

// Wipe and reseed in one transaction (the seed's own transaction nests as a savepoint), so a failure leaves
// the old data. Foreign keys are off meanwhile because the wipe deletes parents before children, and the
// pragma cannot change inside a transaction.
function resetFile(db: Database.Database, seed: Sandbox['seed']): void {
  db.pragma('foreign_keys = OFF')
  try {
    db.transaction(() => {
      wipeDatabase(db)
      seedDatabase(db, seed)
    })()
  } finally {
    db.pragma('foreign_keys = ON')
  }
}
