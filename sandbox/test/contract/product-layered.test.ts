import { describe, expect, it } from 'vitest'
import { useSandbox } from '../sandbox.fixture'
import { badRequest, listedIds, optionId, postIn } from './catalog.fixture'

const sandbox = useSandbox()
const LAYERED = '/api/v1/product/layered/navigation'
const layered = (body: unknown, language = 'hr') => postIn(sandbox(), LAYERED, body, language)

interface Value {
  id: number | null
  code: string | null
  valueLabel: string
  totalProducts: number
  minValue: number | string | null
  maxValue: number | string | null
}
interface Filter {
  attributeCode: string
  label: string
  type: string
  attributeID: number
  values: Value[]
}
const facet = (filters: Filter[], code: string) => filters.find((f) => f.attributeCode === code)
/** Counts per option code of a facet. */
const counts = (filters: Filter[], code: string) => Object.fromEntries((facet(filters, code)?.values ?? []).map((v) => [v.code, v.totalProducts]))

const PRAMS = 'EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id = 1000)'
/** Per option code of `attribute`, how many of `ids` have it (straight from SQL). */
function expectedCounts(attribute: string, ids: readonly number[]): Record<string, number> {
  const rows = sandbox()
    .db.prepare(
      `SELECT o.code, count(DISTINCT v.product_id) AS n FROM product_attribute_values v
         JOIN attribute_options o ON o.id = v.option_id JOIN attributes a ON a.id = v.attribute_id
        WHERE a.code = ? AND v.product_id IN (SELECT value FROM json_each(?)) GROUP BY o.code`,
    )
    .all(attribute, JSON.stringify(ids)) as Array<{ code: string; n: number }>
  return Object.fromEntries(rows.map((row) => [row.code, row.n]))
}

describe('POST api/v1/product/layered/navigation', () => {
  it('answers the price range first, then the attributes of the listed products, each value in the documented shape', async () => {
    const { status, body } = await layered({ mainCategory: 1000, filters: { archived: false, categories: [1000] } })
    expect(status).toBe(200)
    const filters: Filter[] = body.data
    const prams = listedIds(sandbox(), PRAMS)
    expect(filters[0]).toEqual({
      attributeCode: 'price',
      label: 'Cijena',
      type: 'numberField',
      attributeID: 0,
      unit: 'EUR',
      values: [
        { id: null, code: null, valueLabel: 'EUR', attributeID: 0, totalProducts: prams.length, minValue: expect.any(Number), maxValue: expect.any(Number) },
      ],
    })
    expect(filters.map((f) => f.attributeCode)).toEqual(
      expect.arrayContaining(['boja', 'materijal', 'dob', 'tezina', 'max_tezina_djeteta', 'eko', 'dostupno_od']),
    )
    expect(facet(filters, 'velicina')).toBeUndefined()
    const colour = facet(filters, 'boja')!
    expect(colour).toMatchObject({ label: 'Boja', type: 'visualSwatch', attributeID: expect.any(Number) })
    expect(colour.values[0]).toEqual({
      id: expect.any(Number),
      code: expect.any(String),
      valueLabel: expect.any(String),
      attributeID: colour.attributeID,
      totalProducts: expect.any(Number),
      minValue: null,
      maxValue: null,
      swatch: expect.stringMatching(/^#[0-9A-F]{6}$/),
    })
    expect(counts(filters, 'boja')).toEqual(expectedCounts('boja', prams))
    expect(counts(filters, 'dob')).toEqual(expectedCounts('dob', prams))
  })

  it('covers every layered-filter type over the whole shop, with ranges for numbers and dates', async () => {
    const { body } = await layered({ filters: { archived: false } })
    const filters: Filter[] = body.data
    expect(new Set(filters.map((f) => f.type))).toEqual(
      new Set(['numberField', 'visualSwatch', 'textSwatch', 'dropdown', 'multipleSelect', 'yesNo', 'date', 'dateTime']),
    )
    const weight = facet(filters, 'tezina')!.values[0]!
    expect(weight).toMatchObject({ id: null, valueLabel: 'kg', minValue: expect.any(Number), maxValue: expect.any(Number) })
    expect(weight.minValue as number).toBeLessThan(weight.maxValue as number)
    expect(facet(filters, 'dostupno_od')!.values[0]!.minValue).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(facet(filters, 'akcija_do')!.values[0]!.maxValue).toMatch(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/)
    const eco = facet(filters, 'eko')!
    expect(eco.values.map((v) => [v.id, v.code, v.valueLabel])).toEqual([
      [1, 'yes', 'Da'],
      [0, 'no', 'Ne'],
    ])
    const withFlag = listedIds(
      sandbox(),
      "EXISTS (SELECT 1 FROM product_attribute_values v JOIN attributes a ON a.id = v.attribute_id WHERE v.product_id = p.id AND a.code = 'eko')",
    )
    expect(eco.values[0]!.totalProducts + eco.values[1]!.totalProducts).toBe(withFlag.length)
    const sale = facet(filters, 'akcija_do')!.values[0]!
    expect(sale.totalProducts).toBe(57)
  })

  it('counts each facet over the products that pass the OTHER active filters (its own selection does not narrow it)', async () => {
    const prams = listedIds(sandbox(), PRAMS)
    const unfiltered: Filter[] = (await layered({ filters: { categories: [1000] } })).body.data
    const plava = optionId(sandbox(), 'boja', 'mornarsko-plava')
    const { body } = await layered({ filters: { categories: [1000], boja: [plava] } })
    const filters: Filter[] = body.data
    // The colour facet ignores the colour filter: its counts stay those of all prams.
    expect(counts(filters, 'boja')).toEqual(counts(unfiltered, 'boja'))
    // Every other facet counts only the navy prams.
    const navy = prams.filter((id) => new Set(Object.keys(expectedCounts('boja', [id]))).has('mornarsko-plava'))
    expect(navy.length).toBeGreaterThan(0)
    expect(navy.length).toBeLessThan(prams.length)
    expect(counts(filters, 'materijal')).toEqual(expectedCounts('materijal', navy))
    expect(counts(filters, 'materijal')).not.toEqual(counts(unfiltered, 'materijal'))
    expect(facet(filters, 'price')!.values[0]!.totalProducts).toBe(navy.length)
  })

  it('narrows the colour facet by the price filter, and the price facet by the colour filter', async () => {
    const cheap = listedIds(sandbox(), `${PRAMS} AND p.final_price <= 100`)
    const { body } = await layered({ filters: { categories: [1000], price: { max: 100 } } })
    expect(counts(body.data, 'boja')).toEqual(expectedCounts('boja', cheap))
    // The price facet ignores the price filter: it still spans every pram.
    const all = await layered({ filters: { categories: [1000] } })
    expect(facet(body.data, 'price')!.values).toEqual(facet(all.body.data, 'price')!.values)
  })

  it('keeps a chosen option listed with 0 when the other filters leave nothing of it', async () => {
    const siva = optionId(sandbox(), 'boja', 'siva')
    const { body } = await layered({ filters: { categories: [1000], boja: [siva], price: { max: 1 } } })
    expect(facet(body.data, 'boja')!.values).toEqual([expect.objectContaining({ id: siva, code: 'siva', totalProducts: 0 })])
    expect(facet(body.data, 'price')!.values[0]!.totalProducts).toBeGreaterThan(0)
  })

  it('answers the brands as a multipleSelect after the price, counted like any facet, and web/filter reads the same key', async () => {
    const prams = listedIds(sandbox(), PRAMS)
    const brandCounts = (ids: readonly number[]) => {
      const rows = sandbox()
        .db.prepare(
          'SELECT b.id, b.name, count(*) AS n FROM products p JOIN brands b ON b.id = p.brand_id WHERE p.id IN (SELECT value FROM json_each(?)) GROUP BY b.id ORDER BY b.name',
        )
        .all(JSON.stringify(ids)) as Array<{ id: number; name: string; n: number }>
      return rows.map((row) => [row.id, row.name, row.n])
    }
    const { body } = await layered({ filters: { categories: [1000] } })
    const brand = facet(body.data, 'brand')!
    expect(body.data[1]).toBe(brand)
    expect(brand).toMatchObject({ label: 'Brend', type: 'multipleSelect', attributeID: -1 })
    expect(brand.values.map((v) => [v.id, v.valueLabel, v.totalProducts])).toEqual(brandCounts(prams))
    expect(brand.values.length).toBeGreaterThan(1)

    // Choosing one brand narrows the colour facet and the list, not the brand facet itself.
    const chosen = brand.values[0]!
    const filtered: Filter[] = (await layered({ filters: { categories: [1000], brand: [chosen.id] } })).body.data
    expect(facet(filtered, 'brand')!.values).toEqual(brand.values)
    const ofBrand = listedIds(sandbox(), `${PRAMS} AND p.brand_id = ${chosen.id}`)
    expect(counts(filtered, 'boja')).toEqual(expectedCounts('boja', ofBrand))
    const list = await postIn(sandbox(), '/api/v1/product/web/filter', { filters: { categories: [1000], brand: String(chosen.id) }, limit: 100 })
    expect(list.body.data.totalRecords).toBe(ofBrand.length)
    expect(
      (await postIn(sandbox(), '/api/v1/product/web/filter', { filters: { categories: [1000], brands: [chosen.id] }, limit: 100 })).body.data.totalRecords,
    ).toBe(ofBrand.length)
    expect((await layered({ filters: { categories: [1500] } }, 'sl')).body.data[1]).toMatchObject({ attributeCode: 'brand', label: 'Znamka' })
  })

  it('refuses a brand filter that is not a list of ids, and brand with brands together', async () => {
    expect((await layered({ filters: { brand: ['nordik'] } })).body).toEqual(badRequest('filters.brand must be a list of positive integers.', 'filters.brand'))
    expect((await layered({ filters: { brand: [1], brands: [2] } })).body).toEqual(
      badRequest('Give filters.brand or filters.brands, not both.', 'filters.brand'),
    )
  })

  it('narrows the facets to the keyword matches', async () => {
    const search = await postIn(sandbox(), '/api/v1/product/web/filter', { keywords: 'kolica' })
    const { body } = await layered({ keywords: 'kolica' })
    expect(facet(body.data, 'price')!.values[0]!.totalProducts).toBe(search.body.data.totalRecords)
  })

  it('answers labels in Slovenian', async () => {
    const { body } = await layered({ filters: { categories: [1500] } }, 'sl')
    expect(facet(body.data, 'price')!.label).toBe('Cena')
    expect(facet(body.data, 'boja')!.label).toBe('Barva')
    expect(facet(body.data, 'boja')!.values.map((v) => v.valueLabel)).toContain('Modra')
  })

  it('answers an empty list for a call without criteria or without matches', async () => {
    expect((await layered({})).body).toEqual({ data: [] })
    expect((await layered({ keywords: 'zebrakrokodil' })).body).toEqual({ data: [] })
  })

  it('validates filters like the product list', async () => {
    expect((await layered({ filters: { nope: 1 } })).body).toEqual(badRequest('Unknown filter: nope.', 'filters.nope'))
    expect((await layered({ filters: { eko: 'maybe' } })).body).toEqual(badRequest('filters.eko must be yes or no.', 'filters.eko'))
    const unknown = await layered({ mainCategory: 424242 })
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe('Category not found.')
  })
})
