// @vitest-environment node
import { createSandbox, type Sandbox } from '@vitrina/sandbox'
import type { AppLoadContext } from 'react-router'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadCategoryPage, loadProductPage, withTextDescriptions } from './catalog.server'

const CONFIG = { apiUrl: 'http://sandbox.test', apiKey: 'vitrina-sandbox-key', siteId: '1', storeId: '1', apiKeyId: '7' }
let sandbox: Sandbox

beforeAll(() => {
  sandbox = createSandbox({ database: ':memory:' })
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => sandbox.app.fetch(new Request(input, init)))
})

afterAll(async () => {
  vi.unstubAllGlobals()
  await sandbox.close()
})

const input = (path: string) => ({ request: new Request(`http://shop.test${path}`), context: { vitrina: CONFIG } as AppLoadContext })
// React Router's data() keeps the value on `data`.
const payload = <T>(result: unknown) => (result as { data: T }).data

describe('the catalogue pages’ data', () => {
  it('carries a product description as its text, paragraphs and list items on lines of their own', async () => {
    const { product } = payload<{ product: { description?: string } }>(
      await loadProductPage(input('/product/kvarner-kids-nova-sportska-kolica'), 'kvarner-kids-nova-sportska-kolica'),
    )
    expect(product.description).toMatch(/^Kvarner Kids Nova sportska kolica pouzdan je izbor za svakodnevicu s bebom\.\n/)
    expect(product.description).not.toMatch(/[<>]/)
    expect(product.description).toContain('Jamstvo 2 godine.')
  })

  it('carries a category description as its text', async () => {
    const { category } = payload<{ category: { name: string; description?: string } }>(await loadCategoryPage(input('/shop/kolica'), 'kolica'))
    expect(category.description).toMatch(/^Kolica: pažljivo odabrani proizvodi/)
    const html = { name: 'Kolica', description: '<h2>Kolica</h2><p>Za šetnje &amp; putovanja.</p>', shortDescription: undefined }
    expect(withTextDescriptions(html)).toEqual({ name: 'Kolica', description: 'Kolica\nZa šetnje & putovanja.', shortDescription: undefined })
  })
})
