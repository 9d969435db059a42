import { http as mock, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { contentHandlers } from '../../test/catalog.handlers'
import { API, seen, server, useMswServer } from '../../test/msw'
import type { Notice } from '../notices/notices.types'
import { createStorefront } from '../storefront/storefront.create'
import { newsExcerpt } from './content.news'
import { createContentService } from './content.service'

useMswServer()

function setUp() {
  const storefront = createStorefront({ apiUrl: API, apiKey: 'vitrina-sandbox-key', siteId: 1, storeId: 1 })
  const notices: Notice[] = []
  storefront.notices.listen((notice) => notices.push(notice))
  return { news: createContentService(storefront).createNewsList(), notices }
}

describe('the news list', () => {
  it('loads blog posts in pages of 5, newest first, and appends the next page on load more until all are loaded', async () => {
    server.use(...contentHandlers())
    const { news } = setUp()
    expect(news.$hasMore.get()).toBe(false)
    await news.load()
    expect(news.$posts.get().map((post) => post.id)).toEqual([12, 11, 10, 9, 8])
    expect(news.$hasMore.get()).toBe(true)
    await news.loadMore()
    await news.loadMore()
    expect(news.$posts.get().map((post) => post.id)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1])
    expect(news.$hasMore.get()).toBe(false)
    expect(await news.loadMore()).toBeNull()
    const bodies = await Promise.all(seen.map((request) => request.json()))
    expect(bodies).toEqual([1, 2, 3].map((page) => ({ postTypeSlugs: ['post'], page, limit: 5, sort: { param: 'published_at', order: 'desc' } })))
  })

  it('shows loading while a page loads and refuses a second load more meanwhile', async () => {
    server.use(...contentHandlers())
    const { news } = setUp()
    await news.load()
    const pending = news.loadMore()
    expect(news.$loading.get()).toBe(true)
    expect(await news.loadMore()).toBeNull()
    await pending
    expect([news.$loading.get(), news.$posts.get().length]).toEqual([false, 10])
  })

  it('reports a failed page as an error notice and keeps what was loaded', async () => {
    server.use(...contentHandlers())
    const { news, notices } = setUp()
    await news.load()
    server.use(mock.post(`${API}/api/v1/cms/post/filterStandard`, () => HttpResponse.json({ message: 'Boom', statusCode: 500 }, { status: 500 })))
    const result = await news.loadMore()
    expect(result?.ok).toBe(false)
    expect([news.$posts.get().length, news.$error.get()?.status, news.$hasMore.get()]).toEqual([5, 500, true])
    expect(notices.map((notice) => notice.key)).toEqual(['core.notifications.somethingWentWrong'])
  })

  it('starts from a snapshot without a request', async () => {
    server.use(...contentHandlers())
    const { news: first } = setUp()
    await first.load()
    seen.length = 0
    const storefront = createStorefront({ apiUrl: API, apiKey: 'vitrina-sandbox-key', siteId: 1, storeId: 1 })
    const news = createContentService(storefront).createNewsList({ snapshot: first.dehydrate() })
    expect([news.$posts.get().length, news.$hasMore.get(), seen.length]).toEqual([5, true, 0])
  })
})

describe('news excerpts', () => {
  it('cuts an excerpt longer than 141 characters at 141 and adds dots', () => {
    const text = `${'x'.repeat(140)}yztail`
    expect(newsExcerpt(text)).toBe(`${'x'.repeat(140)}y...`)
    expect(newsExcerpt(text).length).toBe(144)
  })

  it('keeps an excerpt of 141 characters or fewer as it is', () => {
    expect(newsExcerpt('a'.repeat(141))).toBe('a'.repeat(141))
    expect(newsExcerpt('Kratko.')).toBe('Kratko.')
  })

  it('counts letters, not UTF-16 units, so it never cuts one in half', () => {
    const text = '😀'.repeat(142)
    expect(newsExcerpt(text)).toBe(`${'😀'.repeat(141)}...`)
  })
})
