import { describe, expect, it } from 'vitest'
import { useSandbox } from '../sandbox.fixture'
import { badRequest, listedIds, optionId, postIn, productId } from './catalog.fixture'

const sandbox = useSandbox()
const FILTER = '/api/v1/product/web/filter'
const filter = (body: unknown, language = 'hr') => postIn(sandbox(), FILTER, body, language)
/** Every matching record on one page. */
const everything = (body: Record<string, unknown>, language = 'hr') => filter({ allowUnlimited: true, limit: 1000, ...body }, language)
const ids = (records: Array<{ id: number }>) => records.map((record) => record.id)
const sorted = (list: number[]) => [...list].sort((a, b) => a - b)

/** Ids of listed products that have `option` of `attribute` (straight from SQL). */
const withOption = (attribute: string, option: string) =>
  listedIds(
    sandbox(),
    'EXISTS (SELECT 1 FROM product_attribute_values v WHERE v.product_id = p.id AND v.option_id = ?)',
    optionId(sandbox(), attribute, option),
  )
const attributeRows = (code: string, column: 'value_number' | 'value_date') =>
  new Map(
    (
      sandbox()
        .db.prepare(
          `SELECT v.product_id AS id, v.${column} AS value FROM product_attribute_values v JOIN attributes a ON a.id = v.attribute_id WHERE a.code = ?`,
        )
        .all(code) as Array<{ id: number; value: number | string }>
    ).map((row) => [row.id, row.value]),
  )

describe('POST api/v1/product/web/filter: criteria', () => {
  it.each([
    ['an empty body', {}, 10],
    ['empty filters', { filters: {} }, 10],
    ['blank keywords', { keywords: '   ' }, 10],
    ['only paging and sort', { page: 1, limit: 12, sort: { param: 'id', order: 'desc' } }, 12],
  ])('answers an empty page for %s (a call without criteria lists nothing)', async (_, body, perPage) => {
    const { status, body: answer } = await filter(body)
    expect(status).toBe(200)
    expect(answer.data).toEqual({ records: [], pagination: { page: 1, perPage, total: 0, lastPage: 1 }, totalPages: 1, totalRecords: 0 })
  })

  it('lists every listed product for archived=false, ten per page, newest first, with totals both ways', async () => {
    const { body } = await filter({ filters: { archived: false } })
    const all = listedIds(sandbox())
    expect(all).toHaveLength(300)
    expect(body.data.pagination).toEqual({ page: 1, perPage: 10, total: 300, lastPage: 30 })
    expect(body.data).toMatchObject({ totalRecords: 300, totalPages: 30 })
    expect(ids(body.data.records)).toEqual([...all].reverse().slice(0, 10))
  })

  it('lists a category with the products of its sub-categories', async () => {
    // Detach one product from the root so only the sub-category (1002) holds it.
    const pram = productId(sandbox(), 'KOL-1002-001')
    sandbox().db.prepare('DELETE FROM product_categories WHERE product_id = ? AND category_id = 1000').run(pram)
    const { body } = await everything({ filters: { archived: false, categories: [1000] } })
    const expected = listedIds(
      sandbox(),
      'EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id IN (1000, 1001, 1002, 1003, 1004, 1028))',
    )
    expect(sorted(ids(body.data.records))).toEqual(expected)
    expect(ids(body.data.records)).toContain(pram)
  })

  it('takes mainCategory as an id or a slug, and answers 404 for an unknown one', async () => {
    const byId = await everything({ mainCategory: 1201 })
    const bySlug = await everything({ mainCategory: 'bocice-i-dude' })
    expect(byId.body.data.totalRecords).toBeGreaterThan(0)
    expect(ids(bySlug.body.data.records)).toEqual(ids(byId.body.data.records))
    const unknown = await filter({ mainCategory: 'nema-kategorije' })
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual({ message: 'Category not found.', statusCode: 404 })
  })

  it('lists only discounted products for the sale category akcija with discount=true', async () => {
    const { body } = await everything({ filters: { archived: false, categories: [1900], discount: true } })
    expect(body.data.totalRecords).toBe(57)
    for (const record of body.data.records) {
      expect(record.discount.retailPrice).toBe(record.finalPrice)
      expect(record.finalPrice).toBeLessThan(record.retailPrice)
      expect(record.lowestPrice.retailPrice).toBeLessThanOrEqual(record.finalPrice)
    }
    const notDiscounted = await filter({ filters: { archived: false, discount: false } })
    expect(notDiscounted.body.data.totalRecords).toBe(300 - 57)
  })

  it('filters featured products and tags (by name, any case, or id)', async () => {
    const featured = await everything({ filters: { featured: true } })
    expect(sorted(ids(featured.body.data.records))).toEqual(listedIds(sandbox(), 'p.featured = 1'))
    expect(featured.body.data.records.every((record: { featured: boolean }) => record.featured)).toBe(true)
    const novo = await everything({ filters: { tags: ['novo'] } })
    expect(novo.body.data.totalRecords).toBe(48)
    expect(novo.body.data.records.every((record: { tags: Array<{ name: string }> }) => record.tags.some((tag) => tag.name === 'novo'))).toBe(true)
    const upper = await everything({ filters: { tags: 'NOVO' } })
    expect(upper.body.data.totalRecords).toBe(48)
    const tagId = (sandbox().db.prepare("SELECT id FROM tags WHERE name = 'novo'").get() as { id: number }).id
    expect((await everything({ filters: { tags: [tagId] } })).body.data.totalRecords).toBe(48)
  })

  it('lists products by ids in the order asked, and cuts records to the selected fields', async () => {
    const [teddy, pram] = [productId(sandbox(), 'IGR-1401-001'), productId(sandbox(), 'KOL-1002-001')]
    const { body } = await filter({ ids: [teddy, pram], select: ['name', 'slug'] })
    expect(body.data.records).toEqual([
      { id: teddy, name: 'Medo & Co Luna plišani medo', slug: 'medo-co-luna-plisani-medo' },
      { id: pram, name: 'Kvarner Kids Nova sportska kolica', slug: 'kvarner-kids-nova-sportska-kolica' },
    ])
    const inFilters = await filter({ filters: { ids: `${pram},${teddy}` }, select: 'sku' })
    expect(inFilters.body.data.records).toEqual([
      { id: pram, sku: 'KOL-1002-001' },
      { id: teddy, sku: 'IGR-1401-001' },
    ])
  })

  it('answers list records with prices and the price-on-request flag', async () => {
    const { body } = await everything({ filters: { categories: [1028] } })
    expect(body.data.totalRecords).toBe(5)
    for (const record of body.data.records) {
      expect(record).toMatchObject({
        priceOnRequest: true,
        currency: 'EUR',
        basicPrice: expect.any(Number),
        retailPrice: expect.any(Number),
        finalPrice: expect.any(Number),
      })
      expect(record).not.toHaveProperty('description')
    }
  })
})

describe('POST api/v1/product/web/filter: attribute filters of every type', () => {
  it('visualSwatch: option ids, a product with any of them matches', async () => {
    const [plava, zelena] = [optionId(sandbox(), 'boja', 'plava'), optionId(sandbox(), 'boja', 'zelena')]
    const { body } = await everything({ filters: { boja: [plava, zelena] } })
    const expected = sorted([...new Set([...withOption('boja', 'plava'), ...withOption('boja', 'zelena')])])
    expect(expected.length).toBeGreaterThan(0)
    expect(sorted(ids(body.data.records))).toEqual(expected)
  })

  it('textSwatch, dropdown and multipleSelect take ids as a list or a comma-separated string', async () => {
    const size = await everything({ filters: { velicina: `${optionId(sandbox(), 'velicina', '62')}` } })
    expect(sorted(ids(size.body.data.records))).toEqual(withOption('velicina', '62'))
    const material = await everything({ filters: { materijal: [String(optionId(sandbox(), 'materijal', 'drvo'))] } })
    expect(sorted(ids(material.body.data.records))).toEqual(withOption('materijal', 'drvo'))
    const ages = await everything({ filters: { dob: `${optionId(sandbox(), 'dob', '0-6')},${optionId(sandbox(), 'dob', '3-plus')}` } })
    expect(sorted(ids(ages.body.data.records))).toEqual(sorted([...new Set([...withOption('dob', '0-6'), ...withOption('dob', '3-plus')])]))
  })

  it.each([
    ['yes', 1],
    ['no', 0],
    [true, 1],
    ['1', 1],
  ])('yesNo: eko=%j lists the products whose flag is %i', async (value, flag) => {
    const { body } = await everything({ filters: { eko: value } })
    const flags = attributeRows('eko', 'value_number')
    const expected = listedIds(sandbox()).filter((id) => flags.get(id) === flag)
    expect(expected.length).toBeGreaterThan(0)
    expect(sorted(ids(body.data.records))).toEqual(expected)
  })

  it('numberField: a min/max range (either bound alone works)', async () => {
    const weights = attributeRows('tezina', 'value_number')
    const { body } = await everything({ filters: { tezina: { min: 5, max: 10 } } })
    expect(body.data.totalRecords).toBeGreaterThan(0)
    expect(sorted(ids(body.data.records))).toEqual(listedIds(sandbox()).filter((id) => (weights.get(id) as number) >= 5 && (weights.get(id) as number) <= 10))
    const childWeight = attributeRows('max_tezina_djeteta', 'value_number')
    const heavy = await everything({ filters: { max_tezina_djeteta: { min: '20' } } })
    expect(heavy.body.data.totalRecords).toBeGreaterThan(0)
    expect(sorted(ids(heavy.body.data.records))).toEqual(
      listedIds(sandbox()).filter((id) => (childWeight.get(id) as number | undefined) !== undefined && (childWeight.get(id) as number) >= 20),
    )
  })

  it('price: a min/max range on the final price', async () => {
    const { body } = await everything({ filters: { archived: false, price: { min: 100, max: 200 } } })
    expect(sorted(ids(body.data.records))).toEqual(listedIds(sandbox(), 'p.final_price BETWEEN 100 AND 200'))
    expect(body.data.records.every((record: { finalPrice: number }) => record.finalPrice >= 100 && record.finalPrice <= 200)).toBe(true)
  })

  it('date and dateTime: ranges of ISO dates, as { min, max } or { from, to }', async () => {
    const from = attributeRows('dostupno_od', 'value_date')
    const available = await everything({ filters: { dostupno_od: { max: '2025-01-01' } } })
    expect(available.body.data.totalRecords).toBeGreaterThan(0)
    expect(sorted(ids(available.body.data.records))).toEqual(listedIds(sandbox()).filter((id) => from.has(id) && (from.get(id) as string) <= '2025-01-01'))
    const until = attributeRows('akcija_do', 'value_date')
    const sale = await everything({ filters: { akcija_do: { from: '2026-09-01T00:00:00.000Z', to: '2026-12-31' } } })
    const expected = listedIds(sandbox()).filter(
      (id) =>
        until.has(id) && Date.parse(until.get(id) as string) >= Date.parse('2026-09-01') && Date.parse(until.get(id) as string) <= Date.parse('2026-12-31'),
    )
    expect(expected.length).toBeGreaterThan(0)
    expect(sorted(ids(sale.body.data.records))).toEqual(expected)
  })

  it('combines filters with AND, also in the list form [{ key, value }]', async () => {
    const plava = optionId(sandbox(), 'boja', 'plava')
    const map = await everything({ filters: { categories: [1500], boja: [plava], eko: 'yes' } })
    const list = await everything({
      filters: [
        { key: 'categories', value: [1500] },
        { key: 'boja', value: [plava] },
        { key: 'eko', value: 'yes' },
      ],
    })
    const flags = attributeRows('eko', 'value_number')
    const inClothes = new Set(
      listedIds(sandbox(), 'EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id BETWEEN 1500 AND 1599)'),
    )
    const expected = withOption('boja', 'plava').filter((id) => inClothes.has(id) && flags.get(id) === 1)
    expect(expected.length).toBeGreaterThan(0)
    expect(sorted(ids(map.body.data.records))).toEqual(expected)
    expect(ids(list.body.data.records)).toEqual(ids(map.body.data.records))
  })
})

describe('POST api/v1/product/web/filter: sorting', () => {
  const collator = new Intl.Collator('hr', { sensitivity: 'base', numeric: true })
  const key: Record<string, (record: any) => number | string> = {
    id: (record) => record.id,
    finalPrice: (record) => record.finalPrice,
    name: (record) => record.name,
    categoryPriority: (record) => record.categoryPriority,
  }
  const compare = (param: string, a: any, b: any) =>
    param === 'name' ? collator.compare(a.name, b.name) : (key[param]!(a) as number) - (key[param]!(b) as number)

  it.each([
    ['id', 'asc'],
    ['id', 'desc'],
    ['finalPrice', 'asc'],
    ['finalPrice', 'desc'],
    ['name', 'asc'],
    ['name', 'desc'],
    ['categoryPriority', 'asc'],
    ['categoryPriority', 'desc'],
  ])('sorts by %s %s (ties by id ascending)', async (param, order) => {
    const { body } = await everything({ filters: { categories: [1000] }, sort: { param, order } })
    const records = body.data.records
    expect(records.length).toBeGreaterThan(20)
    const sign = order === 'asc' ? 1 : -1
    for (let i = 1; i < records.length; i++) {
      const step = sign * compare(param, records[i - 1], records[i])
      expect(step <= 0).toBe(true)
      if (step === 0) expect(records[i - 1].id).toBeLessThan(records[i].id)
    }
    // Sorting happens before paging: page 2 continues page 1.
    const page2 = await filter({ filters: { categories: [1000] }, sort: { param, order }, page: 2, limit: 5 })
    expect(ids(page2.body.data.records)).toEqual(ids(records).slice(5, 10))
  })

  it('sorts names with the Croatian collation (the digraph lj sorts after l), not by code points', async () => {
    const { body } = await everything({ filters: { archived: false }, sort: { param: 'name', order: 'asc' } })
    const names: string[] = body.data.records.map((record: { name: string }) => record.name)
    expect(names).toEqual([...names].sort(collator.compare))
    expect(names).not.toEqual([...names].sort())
    expect(names.findIndex((name) => name.startsWith('Ljuljko'))).toBeGreaterThan(names.findIndex((name) => name.startsWith('Lullaby')))
  })

  it('answers 400 for an unknown sort param or order', async () => {
    expect((await filter({ filters: { archived: false }, sort: { param: 'price', order: 'asc' } })).body).toEqual(
      badRequest('sort.param must be one of id, finalPrice, name, categoryPriority, relevance.', 'sort.param'),
    )
    expect((await filter({ filters: { archived: false }, sort: { param: 'id', order: 'up' } })).body).toEqual(
      badRequest('sort.order must be asc or desc.', 'sort.order'),
    )
    expect((await filter({ filters: { archived: false }, sort: 'id' })).body).toEqual(badRequest('sort must be an object { param, order }.', 'sort'))
  })
})

describe('POST api/v1/product/web/filter: keyword search', () => {
  const names = (records: Array<{ name: string }>) => records.map((record) => record.name)

  it('finds kolica, ranking name matches above description-only matches', async () => {
    const { body } = await everything({ keywords: 'kolica' })
    const found = names(body.data.records)
    const inName = found.map((name: string) => name.toLowerCase().includes('kolica'))
    expect(inName.filter(Boolean).length).toBeGreaterThan(20)
    expect(inName).toContain(false)
    // Every name match comes before the first product that matched only in its description.
    expect(inName.indexOf(false)).toBe(inName.lastIndexOf(true) + 1)
    expect(found).toContain('Paket za šetnju')
  })

  it('puts the exact SKU first, and finds a configurable product by a variant SKU', async () => {
    const { body } = await filter({ keywords: 'KOL-1002-001' })
    expect(body.data.records[0].sku).toBe('KOL-1002-001')
    const variant = await filter({ keywords: 'odj-1501-001-plava-62' })
    expect(variant.body.data.records[0].sku).toBe('ODJ-1501-001')
  })

  it.each([
    ['zvoncic', 'Zvončić'],
    ['Zvončić', 'Zvončić'],
    ['kisna navlaka', 'kišna navlaka'],
    ['KIŠNA', 'kišna'],
    ['novorodence', 'novorođenče'],
    ['suncica', 'Sunčica'],
  ])('folds Croatian diacritics: %j finds %j', async (keywords, expected) => {
    const { body } = await everything({ keywords })
    expect(body.data.totalRecords).toBeGreaterThan(0)
    expect(names(body.data.records)[0]!.toLowerCase()).toContain(expected.toLowerCase())
  })

  it("finds 'čokolada' for cokolada (diacritics folded), and nothing for a word no product has", async () => {
    const { body } = await filter({ keywords: 'cokolada' })
    expect(body.data.totalRecords).toBe(1)
    expect(names(body.data.records)).toEqual(['Kutija čokolada za nove mame'])
    expect((await filter({ keywords: 'čokolada' })).body.data.totalRecords).toBe(1)
    expect((await filter({ keywords: 'zebrakrokodil' })).body.data.totalRecords).toBe(0)
  })

  it('searches the Slovenian names for sl', async () => {
    const { body } = await everything({ keywords: 'vozicek' }, 'sl')
    expect(body.data.totalRecords).toBeGreaterThan(10)
    expect(names(body.data.records)[0]).toMatch(/voziček/)
    expect((await filter({ keywords: 'vozicek' })).body.data.totalRecords).toBe(0)
  })

  it('combines keywords with a category and the price range', async () => {
    const { body } = await everything({ keywords: 'kolica', filters: { categories: [1004], price: { max: 50 } } })
    expect(body.data.totalRecords).toBeGreaterThan(0)
    for (const record of body.data.records) {
      expect(record.finalPrice).toBeLessThanOrEqual(50)
      expect(record.categories.map((c: { id: number }) => c.id)).toContain(1004)
    }
  })
})

describe('POST api/v1/product/web/filter: paging and validation', () => {
  it('pages with page and limit, and answers an empty page past the last one', async () => {
    const first = await filter({ filters: { categories: [1028] }, limit: 2 })
    expect(first.body.data.pagination).toEqual({ page: 1, perPage: 2, total: 5, lastPage: 3 })
    const last = await filter({ filters: { categories: [1028] }, limit: 2, page: 3 })
    expect(last.body.data.records).toHaveLength(1)
    const past = await filter({ filters: { categories: [1028] }, limit: 2, page: 4 })
    expect(past.body.data).toMatchObject({ records: [], pagination: { page: 4, perPage: 2, total: 5, lastPage: 3 } })
  })

  it('caps limit at 100 unless allowUnlimited is set', async () => {
    expect((await filter({ filters: { archived: false }, limit: 101 })).body).toEqual(badRequest('limit must be at most 100.', 'limit'))
    const all = await filter({ filters: { archived: false }, limit: 500, allowUnlimited: true })
    expect(all.body.data.records).toHaveLength(300)
    expect(all.body.data.pagination).toEqual({ page: 1, perPage: 500, total: 300, lastPage: 1 })
  })

  it.each([
    ['page 0', { page: 0 }, 'page must be a positive integer.', 'page'],
    ['a fractional limit', { limit: 2.5 }, 'limit must be a positive integer.', 'limit'],
    ['a text limit', { limit: 'ten' }, 'limit must be a positive integer.', 'limit'],
    ['allowUnlimited "maybe"', { allowUnlimited: 'maybe' }, 'allowUnlimited must be a boolean.', 'allowUnlimited'],
    ['an unknown filter', { filters: { nope: [1] } }, 'Unknown filter: nope.', 'filters.nope'],
    ['option codes instead of ids', { filters: { boja: ['plava'] } }, 'filters.boja must be a list of positive integers.', 'filters.boja'],
    ['a yes/no that is neither', { filters: { eko: 'maybe' } }, 'filters.eko must be yes or no.', 'filters.eko'],
    ['a price bound that is no number', { filters: { price: { min: 'cheap' } } }, 'filters.price.min must be a number.', 'filters.price.min'],
    ['a price range without bounds', { filters: { price: {} } }, 'filters.price must be an object { min, max } with at least one bound.', 'filters.price'],
    ['min above max', { filters: { tezina: { min: 10, max: 5 } } }, 'filters.tezina.min must not be above filters.tezina.max.', 'filters.tezina'],
    [
      'a date that is no date',
      { filters: { dostupno_od: { from: 'yesterday' } } },
      'filters.dostupno_od.min must be an ISO date or date-time.',
      'filters.dostupno_od.min',
    ],
    ['categories that are not ids', { filters: { categories: ['kolica'] } }, 'filters.categories must be a list of positive integers.', 'filters.categories'],
    ['filters as a string', { filters: 'boja=1' }, 'filters must be an object keyed by filter, or a list of { key, value }.', 'filters'],
    ['a filter entry without key', { filters: [{ value: 1 }] }, 'filters[0] must be an object { key, value }.', 'filters[0]'],
    ['keywords that are no string', { keywords: 42 }, 'keywords must be a string.', 'keywords'],
    ['an unknown select field', { ids: [17], select: ['name', 'secret'] }, 'select holds unknown fields: secret.', 'select'],
  ])('answers 400 for %s', async (_, body, message, path) => {
    const { status, body: answer } = await filter(body)
    expect(status).toBe(400)
    expect(answer).toEqual(badRequest(message, path))
  })

  it('answers 400 for a body that is not a JSON object', async () => {
    expect((await filter([1, 2])).body).toEqual({ message: 'Request body must be a JSON object.', statusCode: 400 })
  })
})
