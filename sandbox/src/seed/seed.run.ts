import type Database from 'better-sqlite3'
import { one } from '../db/db.statements'
import type { SeedKind } from '../sandbox/sandbox.types'
import { seedAccounts } from './seed.accounts'
import { seedCatalog } from './seed.catalog'
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
    const writer = createSeedWriter(db)
    seedSite(writer)
    seedCategories(writer)
    const content = seedContent(writer)
    seedEvents(writer)
    seedNavigation(writer, content)
    seedElements(writer)
    seedConsents(writer)
    seedForms(writer)
    seedCommerce(writer)
    const catalog = seedCatalog(writer, kind)
    const accounts = seedAccounts(writer, catalog)
    seedOrders(writer, catalog, accounts)
    seedBranchPosts(writer)
    writer.insert('sandbox_meta', { key: 'seed', value: kind })
    writer.insert('sandbox_meta', { key: 'seedVersion', value: String(SEED_VERSION) })
  })()
}

/** Deletes every row except the migration history (for resetting a file database in place). */
export function wipeDatabase(db: Database.Database): void {
  const tables = (
    db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'schema_migrations'").all() as {
      name: string
    }[]
  ).map((row) => row.name)
  for (const table of tables) db.prepare(`DELETE FROM "${table}"`).run()
}
