import type Database from 'better-sqlite3'
import { CATALOGUE_TRIGGER_NAME } from '../db/migrations/m007.search'
import { one } from '../db/db.statements'
import { refreshSearchIndex } from '../product/product.search.index'
import type { SeedKind } from '../sandbox/sandbox.types'
import { seedAccounts } from './seed.accounts'
import { seedCatalog } from './seed.catalog'
import { settleRatings } from './seed.products.links'
import { seedCategories } from './seed.categories'
import { seedBranchPosts } from './seed.branches'
import { seedCommerce } from './seed.commerce'
import { seedConsents } from './seed.consents'
import { SEED_VERSION } from './seed.constants'
import { seedContent } from './seed.content'
import { seedElements } from './seed.elements'
import { seedEvents } from './seed.events'
import { seedForms } from './seed.forms'
import { seedNavigation } from './seed.navigation'
import { seedOrders } from './seed.orders'
import { seedSite } from './seed.site'
import { createSeedWriter } from './seed.writer'

/** What a database was seeded with, from its `sandbox_meta` rows; undefined for an unseeded database. */
export function readSeedInfo(db: Database.Database): { kind: SeedKind; version: number } | undefined {
  const kind = one<{ value: string }>(db, "SELECT value FROM sandbox_meta WHERE key = 'seed'")?.value
  const version = one<{ value: string }>(db, "SELECT value FROM sandbox_meta WHERE key = 'seedVersion'")?.value
  return kind === 'demo' || kind === 'large' ? { kind, version: Number(version ?? 0) } : undefined
}

/** Seeds an empty, migrated database in one transaction: all of it, or nothing. */
export function seedDatabase(db: Database.Database, kind: SeedKind): void {
  db.transaction(() => {
    withoutCatalogueTriggers(db, () => seedRows(db, kind))
    // In the seed, not on the first search: an in-memory sandbox copies this image on every reset.
    db.prepare('INSERT OR IGNORE INTO product_search_stale (product_id) SELECT id FROM products WHERE parent_id IS NULL').run()
    refreshSearchIndex(db)
    // A new random revision: a listing index of the data before a reseed is never reused.
    db.prepare('INSERT OR REPLACE INTO catalog_revision (id, value) VALUES (1, random())').run()
  })()
}

function seedRows(db: Database.Database, kind: SeedKind): void {
  const writer = createSeedWriter(db)
  seedSite(writer)
  seedCategories(writer)
  const content = seedContent(writer)
  seedEvents(writer)
  seedNavigation(writer, content)
  seedElements(writer, content)
  seedConsents(writer)
  seedForms(writer)
  seedCommerce(writer)
  const catalog = seedCatalog(writer, kind)
  const accounts = seedAccounts(writer, catalog)
  settleRatings(writer)
  seedOrders(writer, catalog, accounts)
  seedBranchPosts(writer)
  writer.insert('sandbox_meta', { key: 'seed', value: kind })
  writer.insert('sandbox_meta', { key: 'seedVersion', value: String(SEED_VERSION) })
}

/**
 * Runs `insert` without the catalogue's triggers (migration 7), which would otherwise fire on each of the large
 * seed's ~340,000 catalogue rows (a third of a second); the caller marks the catalogue changed once instead.
 * Inside the seed's transaction, so a failed seed keeps its triggers too.
 */
function withoutCatalogueTriggers(db: Database.Database, insert: () => void): void {
  const triggers = (db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'trigger'").all() as Array<{ name: string; sql: string }>).filter((trigger) =>
    CATALOGUE_TRIGGER_NAME.test(trigger.name),
  )
  for (const trigger of triggers) db.exec(`DROP TRIGGER "${trigger.name}"`)
  try {
    insert()
  } finally {
    for (const trigger of triggers) db.exec(trigger.sql)
  }
}

const FTS5_SHADOW_TABLES = ['data', 'idx', 'content', 'docsize', 'config']

/** Deletes every row except the migration history (for resetting a file database in place). */
export function wipeDatabase(db: Database.Database): void {
  const tables = db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'schema_migrations'").all() as {
    name: string
    sql: string
  }[]
  // A virtual table (the FTS5 search index) empties its own shadow tables; deleting from those directly
  // (`_config` above all) would corrupt it.
  const virtual = tables.filter((table) => /^CREATE VIRTUAL TABLE/i.test(table.sql)).map((table) => table.name)
  const shadows = new Set(virtual.flatMap((owner) => FTS5_SHADOW_TABLES.map((suffix) => `${owner}_${suffix}`)))
  for (const table of tables) if (!shadows.has(table.name)) db.prepare(`DELETE FROM "${table.name}"`).run()
}
