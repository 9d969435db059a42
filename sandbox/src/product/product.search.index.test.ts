import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { createSandbox } from '../sandbox/sandbox.create'

const sandbox = createSandbox({ control: true })
beforeEach(() => sandbox.reset())
afterAll(() => sandbox.close())

interface Found {
  id: number
  name: string
}

async function search(keywords: string, language = 'hr', extra: Record<string, unknown> = {}): Promise<Found[]> {
  const response = await sandbox.app.fetch(
    new Request('http://sandbox.test/api/v1/product/web/filter', {
      method: 'POST',
      headers: { apiKey: 'vitrina-sandbox-key', 'x-gaussbox-language': language, 'Content-Type': 'application/json' },
      body: JSON.stringify({ keywords, allowUnlimited: true, limit: 1000, select: ['name'], ...extra }),
    }),
  )
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: { records: Found[] } }).data.records
}
const ids = (found: Found[]) => found.map((product) => product.id)
const run = (text: string, ...params: unknown[]) => sandbox.db.prepare(text).run(...params)
const idOf = (sku: string) => (sandbox.db.prepare('SELECT id FROM products WHERE sku = ?').get(sku) as { id: number }).id

/** Ten listed simple products of the demo seed, in id order, to rewrite for a test. */
function someProducts(): number[] {
  return (
    sandbox.db
      .prepare(
        "SELECT id FROM products WHERE parent_id IS NULL AND visible = 1 AND archived = 0 AND format = 'simple' AND sku LIKE 'NJE-%' ORDER BY id LIMIT 10",
      )
      .all() as Array<{ id: number }>
  ).map((row) => row.id)
}
const rename = (id: number, name: string, language = 'hr') =>
  run('UPDATE product_translations SET name = ? WHERE product_id = ? AND language = ?', name, id, language)

describe('keyword search through the FTS5 index', () => {
  it("finds 'Kolica' for kolica and 'čokolada' for cokolada (case and diacritics folded)", async () => {
    const [product] = someProducts()
    rename(product!, 'Kolica Zebrakrokodil')
    expect(ids(await search('kolica zebrakrokodil'))).toEqual([product])
    expect((await search('kolica')).map((found) => found.name)).toContain('Kolica Zebrakrokodil')
    expect((await search('cokolada')).map((found) => found.name)).toEqual(['Kutija čokolada za nove mame'])
    expect((await search('ČOKOLADA')).map((found) => found.name)).toEqual(['Kutija čokolada za nove mame'])
  })

  it('folds đ to d both ways, as the slugs do', async () => {
    const [product] = someProducts()
    rename(product!, 'Đurđica jastučić')
    expect(ids(await search('durdica'))).toEqual([product])
    expect(ids(await search('ĐURĐICA jastucic'))).toEqual([product])
  })

  it('ranks a name that begins with the word, then one that holds it, then SKU or brand, short description, description', async () => {
    const [start, inside, sku, brand, short, description, unrelated] = someProducts()
    rename(start!, 'Zebrakrokodil deka')
    rename(inside!, 'Superzebrakrokodil deka')
    run('UPDATE products SET sku = ? WHERE id = ?', 'XZEBRAKROKODIL-1', sku)
    const brandId = Number(run("INSERT INTO brands (name, slug, position) VALUES ('Zebrakrokodil d.o.o.', 'zebrakrokodil', 99)").lastInsertRowid)
    run('UPDATE products SET brand_id = ? WHERE id = ?', brandId, brand)
    run("UPDATE product_translations SET short_description = 'Mekano kao zebrakrokodil.' WHERE product_id = ? AND language = 'hr'", short)
    run("UPDATE product_translations SET description = '<p>Pristaje uz <b>zebrakrokodil</b> kolica.</p>' WHERE product_id = ? AND language = 'hr'", description)
    // A tag attribute is not text.
    run(`UPDATE product_translations SET description = '<p class="zebrakrokodil">Deka</p>' WHERE product_id = ? AND language = 'hr'`, unrelated)

    // SKU and brand score the same, so they go by id.
    expect(ids(await search('zebrakrokodil'))).toEqual([start, inside, ...[sku!, brand!].sort((a, b) => a - b), short, description])
    expect(ids(await search('zebrakrokodil', 'hr', { sort: { param: 'relevance', order: 'asc' } }))).toEqual([
      description,
      short,
      ...[sku!, brand!].sort((a, b) => a - b),
      inside,
      start,
    ])
  })

  it('puts the exact SKU first, and finds a configurable product by a variant SKU', async () => {
    const found = await search('KOL-1002-001')
    expect(found[0]!.id).toBe(idOf('KOL-1002-001'))
    expect(ids(await search('odj-1501-001-plava-62'))[0]).toBe(idOf('ODJ-1501-001'))
  })

  it('adds a bonus when the whole phrase is in the name', async () => {
    const [apart, together] = someProducts()
    rename(apart!, 'Zebrakrokodil torba za deku')
    rename(together!, 'Zebrakrokodil deku')
    expect(ids(await search('zebrakrokodil deku'))).toEqual([together, apart])
  })

  it('needs every word somewhere, and checks words of one or two letters on the products the others found', async () => {
    const [both, onlyLong] = someProducts()
    rename(both!, 'Zebrakrokodil XL')
    rename(onlyLong!, 'Zebrakrokodil M')
    expect(ids(await search('zebrakrokodil xl'))).toEqual([both])
    expect(ids(await search('zebrakrokodil nilskikonj'))).toEqual([])
    // Only short words: nothing to look up in a trigram index, so every product is scored, as before.
    expect((await search('3 u 1')).map((found) => found.name)).toContain('Bambini Adria Luna kombinirana kolica 3 u 1')
  })

  it('finds a word inside a name, SKU, brand or short description, but a description word only by its beginning', async () => {
    const [name, description] = someProducts()
    rename(name!, 'Superzebrakrokodil deka')
    run("UPDATE product_translations SET description = '<p>Jedna superzebrakrokodilska deka.</p>' WHERE product_id = ? AND language = 'hr'", description)
    expect(ids(await search('zebrakrokodil'))).toEqual([name])
    expect(ids(await search('superzebrakrok'))).toEqual([name, description])
  })

  it('searches the language asked for', async () => {
    const [product] = someProducts()
    rename(product!, 'Zebrakrokodil odejica', 'sl')
    expect(ids(await search('zebrakrokodil', 'sl'))).toEqual([product])
    expect(await search('zebrakrokodil', 'hr')).toEqual([])
  })
})

describe('the search index stays in sync', () => {
  it('follows a renamed product, a renamed brand, a new variant SKU and a deleted translation', async () => {
    const [renamed, branded, withVariant, untranslated] = someProducts()
    rename(renamed!, 'Nilskikonj jastuk')
    expect(ids(await search('nilskikonj'))).toEqual([renamed])
    rename(renamed!, 'Zebrakrokodil jastuk')
    expect(await search('nilskikonj')).toEqual([])
    expect(ids(await search('zebrakrokodil'))).toEqual([renamed])

    const brandId = (sandbox.db.prepare('SELECT brand_id FROM products WHERE id = ?').get(branded) as { brand_id: number }).brand_id
    run("UPDATE brands SET name = 'Vodenkonj Baby' WHERE id = ?", brandId)
    expect(ids(await search('vodenkonj'))).toContain(branded)

    run(
      `INSERT INTO products (parent_id, format, type, sku, basic_price, retail_price, final_price, tax_rate, visible, created_at, updated_at)
       VALUES (?, 'simple', 'physical', 'NOSOROG-77', 1, 1, 1, 25, 0, '2025-01-01', '2025-01-01')`,
      withVariant,
    )
    expect(ids(await search('nosorog-77'))).toEqual([withVariant])

    run("DELETE FROM product_translations WHERE product_id = ? AND language = 'hr'", untranslated)
    rename(untranslated!, 'Zebrakrokodil odejica', 'sl')
    expect(ids(await search('zebrakrokodil', 'sl'))).toEqual([untranslated])
    expect(ids(await search('zebrakrokodil', 'hr'))).toEqual([renamed])
  })

  it('comes back to the seed on reset', async () => {
    const [product] = someProducts()
    rename(product!, 'Zebrakrokodil jastuk')
    expect(ids(await search('zebrakrokodil'))).toEqual([product])
    sandbox.reset()
    expect(await search('zebrakrokodil')).toEqual([])
    expect((await search('cokolada')).map((found) => found.name)).toEqual(['Kutija čokolada za nove mame'])
  })
})
