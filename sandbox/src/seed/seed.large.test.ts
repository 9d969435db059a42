import { expect, it } from 'vitest'
import { migrate } from '../db/db.migrate'
import { openDatabase } from '../db/db.open'
import { seedDatabase } from './seed.run'

it('seeds 10,000+ listed products for benchmarks in one go', () => {
  const db = openDatabase(':memory:')
  try {
    migrate(db, 0)
    seedDatabase(db, 'large')
    expect((db.prepare('SELECT count(*) AS n FROM products WHERE visible = 1').get() as { n: number }).n).toBeGreaterThanOrEqual(10_000)
    expect((db.prepare("SELECT value FROM sandbox_meta WHERE key = 'seed'").get() as { value: string }).value).toBe('large')
  } finally {
    db.close()
  }
}, 30_000)
