import { describe, expect, it } from 'vitest'
import { foldDocument, foldText, parseSearch, relevance, scoreFolded, type SearchDocument } from './product.search'

const doc = (overrides: Partial<SearchDocument>): SearchDocument => ({
  name: '',
  sku: 'X-1',
  variantSkus: [],
  brand: '',
  shortDescription: '',
  description: '',
  ...overrides,
})
const score = (document: Partial<SearchDocument>, keywords: string) => relevance(doc(document), parseSearch(keywords)!)

describe('foldText', () => {
  it.each([
    ['Čokolada', 'cokolada'],
    ['ĆEVAP', 'cevap'],
    ['Đurđica', 'durdica'],
    ['Šuma Žuta', 'suma zuta'],
    ['Crème brûlée', 'creme brulee'],
  ])('folds %j to %j', (text, folded) => {
    expect(foldText(text)).toBe(folded)
  })
})

describe('parseSearch', () => {
  it('splits folded keywords into unique words, and answers undefined without any', () => {
    expect(parseSearch('  Kišna  navlaka, kišna ')).toEqual({ folded: 'kisna navlaka, kisna', tokens: ['kisna', 'navlaka'] })
    expect(parseSearch(' - , ')).toBeUndefined()
  })
})

describe('relevance', () => {
  it('needs every word to match somewhere', () => {
    expect(score({ name: 'Kišna navlaka za kolica' }, 'kisna kolica')).toBeGreaterThan(0)
    expect(score({ name: 'Kišna navlaka za kolica' }, 'kisna auto')).toBe(0)
  })

  it('ranks an exact SKU above a name, a name above a brand or SKU part, and those above descriptions', () => {
    const exactSku = score({ sku: 'KOL-1002-001' }, 'kol-1002-001')
    const variantSku = score({ sku: 'ODJ-1', variantSkus: ['ODJ-1-PLAVA-62'] }, 'ODJ-1-PLAVA-62')
    const nameStart = score({ name: 'Sportska kolica' }, 'kolica')
    const nameInside = score({ name: 'Dvokolica' }, 'kolica')
    const brand = score({ brand: 'Kolica & Co' }, 'kolica')
    const short = score({ shortDescription: 'Za kolica' }, 'kolica')
    const description = score({ description: '<p>Pristaje na sva <b>kolica</b></p>' }, 'kolica')
    expect(exactSku).toBeGreaterThan(nameStart)
    expect(variantSku).toBeGreaterThan(nameStart)
    expect(nameStart).toBeGreaterThan(nameInside)
    expect(nameInside).toBeGreaterThan(brand)
    expect(brand).toBeGreaterThan(short)
    expect(short).toBeGreaterThan(description)
    expect(description).toBeGreaterThan(0)
  })

  it('ignores HTML tags in descriptions', () => {
    expect(score({ description: '<span class="kolica">x</span>' }, 'kolica')).toBe(0)
  })

  it('adds a bonus when the whole phrase is in the name', () => {
    expect(score({ name: 'Torba za kolica' }, 'torba kolica')).toBeLessThan(score({ name: 'Torba kolica' }, 'torba kolica'))
  })
})

describe('scoreFolded', () => {
  it('asks about the description only for words found in no other field', () => {
    const asked: string[] = []
    const document = foldDocument({ name: 'Torba za kolica', sku: 'KOL-1', variantSkus: [], brand: 'Nordik', shortDescription: 'Vodootporna' })
    const score = scoreFolded(document, parseSearch('torba nordik vodootporna siva')!, (token) => {
      asked.push(token)
      return token === 'siva'
    })
    expect(asked).toEqual(['siva'])
    expect(score).toBe(100 + 40 + 20 + 10)
    expect(scoreFolded(document, parseSearch('torba plava')!, () => false)).toBe(0)
  })
})
