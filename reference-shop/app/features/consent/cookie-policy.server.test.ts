import { describe, expect, it } from 'vitest'
import { loaderCall, thrownStatus } from '../content/loader.test-env'
import { loadCookiePolicyPage, type CookiePolicyPageData } from './cookie-policy.server'

const PAGE = {
  id: 12,
  title: 'Politika piškotkov',
  slug: 'politika-piskotkov',
  excerpt: '',
  body: '<p>Piškotki so majhne datoteke.</p><script>x()</script>',
  postType: 'page',
  terms: { categories: [], tags: [] },
}

describe('loadCookiePolicyPage', () => {
  it.each([
    ['/politika-kolacica', '/api/v1/cms/post/get/slug/politika-kolacica'],
    ['/sl/politika-kolacica', '/api/v1/cms/post/get/slug/politika-piskotkov'],
    ['/en/cookie-policy', '/api/v1/cms/post/get/slug/politika-kolacica'],
  ])('reads the cookie policy page of the language of %s', async (path, call) => {
    const args = loaderCall(path, () => Response.json({ data: PAGE }))
    const loaded = (await loadCookiePolicyPage(args)) as unknown as { data: CookiePolicyPageData }
    expect(args.calls.map((made) => made.path)).toEqual([call])
    expect(loaded.data.page?.title).toBe('Politika piškotkov')
    expect(loaded.data.bodyHtml).toBe('<p>Piškotki so majhne datoteke.</p>')
  })

  it('still serves the cookie settings when the CMS has no such page, and fails on other errors', async () => {
    const missing = loaderCall('/politika-kolacica', () => Response.json({ message: 'Post not found.', statusCode: 404 }, { status: 404 }))
    const loaded = (await loadCookiePolicyPage(missing)) as unknown as { data: CookiePolicyPageData }
    expect(loaded.data).toMatchObject({ page: null, bodyHtml: '' })

    const broken = loaderCall('/politika-kolacica', () => Response.json({ message: 'Boom', statusCode: 500 }, { status: 500 }))
    expect(await thrownStatus(() => loadCookiePolicyPage(broken))).toBe(503)
  })
})
