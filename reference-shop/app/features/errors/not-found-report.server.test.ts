import { describe, expect, it, vi } from 'vitest'
import { loaderCall } from '../content/loader.test-env'
import { pagePathOf, reportNotFound } from './not-found-report.server'

const REPORT = '/api/v1/cms/redirect/addFailedRequest'

describe('pagePathOf', () => {
  it.each([
    ['http://shop.test/nema-me', '/nema-me'],
    ['http://shop.test/nema-me.data?_routes=root', '/nema-me'],
    ['http://shop.test/sl/product/nema-me.data', '/sl/product/nema-me'],
    ['http://shop.test/_root.data', '/'],
    ['http://shop.test/shop/nema-me/_.data', '/shop/nema-me/'],
    ['http://shop.test/shop/nema-me/', '/shop/nema-me/'],
  ])('reads %s as the page %s', (url, path) => {
    expect(pagePathOf(new URL(url))).toBe(path)
  })
})

describe('reportNotFound', () => {
  it('reports the page path of a 404 once, for a document and for a navigation’s data', async () => {
    const document = loaderCall('/nema-me', (call) => (call.path === REPORT ? Response.json({ data: { path: '/nema-me', count: 1 } }) : undefined))
    await reportNotFound(document.request, document.context, 404)
    expect(document.calls).toEqual([{ method: 'POST', path: REPORT, body: { path: '/nema-me' } }])

    const navigation = loaderCall('/sl/stara-stranica.data', (call) =>
      call.path === REPORT ? Response.json({ data: { path: '/sl/stara-stranica', count: 1 } }) : undefined,
    )
    await reportNotFound(navigation.request, navigation.context, 404)
    expect(navigation.calls).toEqual([{ method: 'POST', path: REPORT, body: { path: '/sl/stara-stranica' } }])
  })

  it.each([
    ['a found page', 'GET', 200],
    ['a server error', 'GET', 500],
    ['a HEAD probe of a missing page', 'HEAD', 404],
    ['a form post to a missing page', 'POST', 404],
  ])('reports nothing for %s', (_what, method, status) => {
    const args = loaderCall('/nema-me')
    expect(reportNotFound(new Request(args.request.url, { method }), args.context, status)).toBeUndefined()
    expect(args.calls).toEqual([])
  })

  it('does not hold the page while the backend has not answered, and settles without an error when the report fails', async () => {
    let answer: (response: Response) => void = () => {}
    const args = loaderCall('/nema-me', (call) => (call.path === REPORT ? new Promise<Response>((resolve) => (answer = resolve)) : undefined))
    let settled = false
    const report = reportNotFound(args.request, args.context, 404)!.then(() => (settled = true))
    await vi.waitFor(() => expect(args.calls).toHaveLength(1))
    expect(settled).toBe(false)
    answer(Response.json({ message: 'Internal server error.', statusCode: 500 }, { status: 500 }))
    await expect(report).resolves.toBe(true)
  })

  it('settles without an error when the backend cannot be reached', async () => {
    const args = loaderCall('/nema-me', (call) => (call.path === REPORT ? Response.error() : undefined))
    await expect(reportNotFound(args.request, args.context, 404)).resolves.toBeUndefined()
    expect(args.calls).toHaveLength(1)
  })
})
