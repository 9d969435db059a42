import { afterEach, describe, expect, it, vi } from 'vitest'
import { SHOPPER, sessionCookies } from '../../testing/auth.fixture'
import { postForm, serverFetch } from '../auth/account.testing'
import { reviewAction } from './reviews.server'

const saved = { id: 41, productId: 17, rating: 4, comment: 'Lagana kolica.', status: 'pending' }

/** The review calls of docs/contract/catalog.md, answering `refusal` (status and server text) when given. */
function backend(refusal?: [number, string]) {
  const calls: Array<{ method: string; path: string; body: unknown }> = []
  vi.stubGlobal(
    'fetch',
    serverFetch((call) => {
      if (!call.path.startsWith('/api/v1/cms/comment/')) return undefined
      calls.push(call)
      if (refusal) return Response.json({ message: refusal[1], statusCode: refusal[0] }, { status: refusal[0] })
      return Response.json({ data: saved })
    }),
  )
  return calls
}

describe('the product page’s review action', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('saves a new review with the shopper’s session and answers it', async () => {
    const calls = backend()
    const outcome = await postForm(reviewAction, '/product/kolica', { productId: '17', rating: '4', comment: 'Lagana kolica.' }, sessionCookies(SHOPPER))
    expect(outcome).toEqual({ status: 200, data: { review: saved, error: null } })
    expect(calls).toEqual([{ method: 'POST', path: '/api/v1/cms/comment/create', body: { productId: 17, rating: 4, comment: 'Lagana kolica.' } }])
  })

  it('changes the shopper’s own review when the form names it', async () => {
    const calls = backend()
    await postForm(reviewAction, '/product/kolica', { productId: '17', id: '41', rating: '5', comment: 'Još bolja.' }, sessionCookies(SHOPPER))
    expect(calls).toEqual([{ method: 'PATCH', path: '/api/v1/cms/comment/update/41', body: { rating: 5, comment: 'Još bolja.' } }])
  })

  it('sends no star as 0 and answers a refusal with its status and the spec §8 message key', async () => {
    const calls = backend([400, 'Comment and rating required.'])
    const outcome = await postForm(reviewAction, '/product/kolica', { productId: '17', comment: 'Bez ocjene.' }, sessionCookies(SHOPPER))
    expect(calls[0]?.body).toEqual({ productId: 17, rating: 0, comment: 'Bez ocjene.' })
    expect(outcome).toEqual({ status: 400, data: { review: null, error: 'core.comments.needCommentAndRating' } })
  })

  it('answers a second review with "already posted"', async () => {
    backend([409, 'Comment already posted.'])
    const outcome = await postForm(reviewAction, '/product/kolica', { productId: '17', rating: '3', comment: 'Druga.' }, sessionCookies(SHOPPER))
    expect(outcome).toEqual({ status: 409, data: { review: null, error: 'core.comments.alreadyPosted' } })
  })
})
