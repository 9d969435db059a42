// The link options modal's search of @vitrina/sdk/back-office against the real sandbox (`GET finder/searchSlugs`):
// each kind lists only its own targets, and a chosen one gives the path the shop serves.
import { describe, expect, it } from 'vitest'
import { createContentService } from '../../src/content/content.service'
import { chooseLinkTarget, createLinkForm } from '../../src/links/links.form'
import { createLinkFinder } from '../../src/links/links.finder'
import { storefronts, useSandbox } from './sandbox.harness'

const { sandbox, clock } = useSandbox()

describe('searching link targets against the sandbox', () => {
  it('finds products by words, and the chosen one links to its product page', async () => {
    const { shop } = storefronts(sandbox(), clock).open()
    const found = await createLinkFinder(shop).search('product', 'kvarner sportska')
    if (!found.ok) throw found.error
    expect(found.data.length).toBeGreaterThan(0)
    expect(found.data.every((option) => option.kind === 'product' && /kvarner/i.test(option.title))).toBe(true)
    const form = chooseLinkTarget(createLinkForm({ name: 'Kolica' }), 'product', found.data[0]!.slug, 'hr')
    expect(form.href).toBe(`/product/${found.data[0]!.slug}`)
  })

  it('lists blog categories without tags, and product categories apart from them', async () => {
    const { shop } = storefronts(sandbox(), clock).open()
    const finder = createLinkFinder(shop)
    const [blog, shopCategories, pages] = await Promise.all([
      finder.search('blogCategory', ''),
      finder.search('productCategory', 'kolica'),
      finder.search('page', ''),
    ])
    if (!blog.ok || !shopCategories.ok || !pages.ok) throw new Error('a search failed')
    // The raw search of terms holds tags too; the modal's blog categories are the category terms only.
    const terms = await createContentService(shop).searchSlugs('', { types: ['term'], limit: 20 })
    if (!terms.ok) throw terms.error
    expect(terms.data.some((term) => term.taxonomy === 'tag')).toBe(true)
    expect(blog.data.map((option) => option.slug)).toEqual(terms.data.filter((term) => term.taxonomy === 'category').map((term) => term.slug))
    expect(blog.data.length).toBeGreaterThan(0)
    expect(shopCategories.data.map((option) => option.slug)).toContain('kolica')
    expect(pages.data.length).toBeGreaterThan(0)
    expect(new Set(pages.data.map((option) => option.kind))).toEqual(new Set(['page']))
  })

  it('finds nothing for words no title holds', async () => {
    const found = await createLinkFinder(storefronts(sandbox(), clock).open().shop).search('post', 'zzzz nepostojece')
    expect(found).toEqual({ ok: true, data: [] })
  })
})
