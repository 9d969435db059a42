import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createSandbox } from '../sandbox/sandbox.create'
import type { Sandbox } from '../sandbox/sandbox.types'
import { readCatalogue } from './product.catalogue'

const folder = mkdtempSync(join(tmpdir(), 'vitrina-catalogue-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

const headers = { apiKey: 'vitrina-sandbox-key', 'Content-Type': 'application/json' }

async function post<T>(sandbox: Sandbox, path: string, body: unknown, method = 'POST'): Promise<T> {
  const response = await sandbox.app.fetch(new Request(`http://sandbox.test${path}`, { method, headers, body: JSON.stringify(body) }))
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: T }).data
}
const listed = (sandbox: Sandbox, body: Record<string, unknown>) =>
  post<{ records: Array<{ id: number; finalPrice: number }>; totalRecords: number }>(sandbox, '/api/v1/product/web/filter', {
    allowUnlimited: true,
    limit: 1000,
    ...body,
  })
const priceFacet = async (sandbox: Sandbox, body: Record<string, unknown>) =>
  (
    await post<Array<{ attributeCode: string; values: Array<{ totalProducts: number; minValue: number; maxValue: number }> }>>(
      sandbox,
      '/api/v1/product/layered/navigation',
      body,
    )
  ).find((filter) => filter.attributeCode === 'price')!.values[0]!
const search = async (sandbox: Sandbox, keywords: string) => (await listed(sandbox, { keywords })).records.map((record) => record.id)
const idOf = (sandbox: Sandbox, sku: string) => (sandbox.db.prepare('SELECT id FROM products WHERE sku = ?').get(sku) as { id: number }).id
const PRAMS = { filters: { archived: false, categories: [1002] } }

describe('the in-memory listing index', () => {
  it('is read once for the seed and shared by every reset, and read again after a write', async () => {
    const sandbox = createSandbox()
    try {
      const seeded = readCatalogue(sandbox.db)
      sandbox.reset()
      expect(readCatalogue(sandbox.db)).toBe(seeded)
      sandbox.db.prepare('UPDATE products SET featured = 1 - featured WHERE id = ?').run(seeded.ids[0])
      const changed = readCatalogue(sandbox.db)
      expect(changed).not.toBe(seeded)
      expect(changed.featured[0]).toBe(1 - seeded.featured[0]!)
      sandbox.reset()
      expect(readCatalogue(sandbox.db)).toBe(seeded)
    } finally {
      await sandbox.close()
    }
  })

  it('follows a price changed through the control endpoint, in the list, the price filter and the layered price range', async () => {
    const sandbox = createSandbox({ control: true })
    try {
      const pram = idOf(sandbox, 'KOL-1002-001')
      const before = await priceFacet(sandbox, PRAMS)
      await post(sandbox, `/__sandbox/products/${pram}`, { finalPrice: 9999, retailPrice: 9999 }, 'PATCH')
      expect((await listed(sandbox, PRAMS)).records.find((record) => record.id === pram)!.finalPrice).toBe(9999)
      expect((await listed(sandbox, { filters: { ...PRAMS.filters, price: { min: 9000 } } })).records.map((record) => record.id)).toEqual([pram])
      expect(await priceFacet(sandbox, PRAMS)).toMatchObject({ totalProducts: before.totalProducts, maxValue: 9999 })
    } finally {
      await sandbox.close()
    }
  })

  it('follows products moved between categories and hidden by SQL', async () => {
    const sandbox = createSandbox()
    try {
      const pram = idOf(sandbox, 'KOL-1002-001')
      const { totalRecords } = await listed(sandbox, PRAMS)
      sandbox.db.prepare('DELETE FROM product_categories WHERE product_id = ? AND category_id = 1002').run(pram)
      expect((await listed(sandbox, PRAMS)).records.map((record) => record.id)).not.toContain(pram)
      sandbox.db.prepare('UPDATE products SET visible = 0 WHERE id = ?').run(idOf(sandbox, 'KOL-1002-002'))
      expect((await listed(sandbox, PRAMS)).totalRecords).toBe(totalRecords - 2)
    } finally {
      await sandbox.close()
    }
  })

  it('keeps two sandboxes from the same seed image apart once one of them changes', async () => {
    const [a, b] = [createSandbox({ control: true }), createSandbox({ control: true })]
    try {
      const pram = idOf(a, 'KOL-1002-001')
      const price = (await listed(b, PRAMS)).records.find((record) => record.id === pram)!.finalPrice
      await post(a, `/__sandbox/products/${pram}`, { finalPrice: 9999, retailPrice: 9999 }, 'PATCH')
      expect((await listed(a, PRAMS)).records.find((record) => record.id === pram)!.finalPrice).toBe(9999)
      expect((await listed(b, PRAMS)).records.find((record) => record.id === pram)!.finalPrice).toBe(price)
    } finally {
      await Promise.all([a.close(), b.close()])
    }
  })
})

describe('a file database', () => {
  it('resets in place (wipe and reseed) with a working search index and listing', async () => {
    const sandbox = createSandbox({ database: join(folder, 'reset.sqlite') })
    try {
      const chocolate = await search(sandbox, 'cokolada')
      expect(chocolate).toHaveLength(1)
      sandbox.db.prepare("UPDATE product_translations SET name = 'Zebrakrokodil' WHERE product_id = ? AND language = 'hr'").run(chocolate[0])
      expect(await search(sandbox, 'zebrakrokodil')).toEqual(chocolate)
      const { totalRecords } = await listed(sandbox, PRAMS)
      sandbox.reset()
      expect(await search(sandbox, 'zebrakrokodil')).toEqual([])
      expect(await search(sandbox, 'cokolada')).toEqual(chocolate)
      expect((await listed(sandbox, PRAMS)).totalRecords).toBe(totalRecords)
    } finally {
      await sandbox.close()
    }
  })

  it('seeded before the search index existed gets it from migration 7 and finds products on the first search', async () => {
    const path = join(folder, 'old.sqlite')
    const old = createSandbox({ database: path })
    // Back to a database of migrations 1 to 6: no search tables, no triggers, no revision.
    const db = old.db
    for (const { name } of db.prepare("SELECT name FROM sqlite_master WHERE type = 'trigger'").all() as Array<{ name: string }>) db.exec(`DROP TRIGGER ${name}`)
    db.exec(
      'DROP TABLE product_search; DROP TABLE product_search_words; DROP TABLE product_search_stale; DROP TABLE catalog_revision; DROP INDEX product_tags_tag',
    )
    db.prepare('DELETE FROM schema_migrations WHERE version = 7').run()
    await old.close()

    const sandbox = createSandbox({ database: path })
    try {
      expect(await search(sandbox, 'cokolada')).toHaveLength(1)
      expect((await listed(sandbox, PRAMS)).totalRecords).toBeGreaterThan(0)
    } finally {
      await sandbox.close()
    }
  })
})
