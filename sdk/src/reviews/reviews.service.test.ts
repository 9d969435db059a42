import { http as mock, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { authShop } from '../../test/auth.setup'
import { API, server, useMswServer } from '../../test/msw'
import { REVIEW_MESSAGE_KEYS as K } from './reviews.messages.keys'
import { createReviewsService } from './reviews.service'

useMswServer()

const error = (status: number, message: string) => HttpResponse.json({ message, statusCode: status }, { status })
const saved = { id: 41, productId: 17, rating: 4, comment: 'Lagana kolica.', status: 'pending' }

describe('createReviewsService', () => {
  it('asks comment/getOptions for the product and reads the own review', async () => {
    let body: unknown
    server.use(
      mock.post(`${API}/api/v1/cms/comment/getOptions`, async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({
          data: {
            enabled: true,
            registeredOnly: true,
            requiresApproval: true,
            onePerUser: true,
            maxRating: 5,
            loggedIn: true,
            canComment: false,
            ownComment: saved,
          },
        })
      }),
    )
    const result = await createReviewsService(authShop().shop).options(17)
    expect(body).toEqual({ productId: 17 })
    expect(result).toEqual({ ok: true, data: expect.objectContaining({ canComment: false, ownComment: saved }) })
  })

  it('sends a new review as given and a change of one review to its own path', async () => {
    const sent: Array<[string, unknown]> = []
    server.use(
      mock.post(`${API}/api/v1/cms/comment/create`, async ({ request }) => (sent.push(['create', await request.json()]), HttpResponse.json({ data: saved }))),
      mock.patch(
        `${API}/api/v1/cms/comment/update/:id`,
        async ({ request, params }) => (sent.push([`update ${params.id}`, await request.json()]), HttpResponse.json({ data: saved })),
      ),
    )
    const reviews = createReviewsService(authShop().shop)
    expect(await reviews.create({ productId: 17, rating: 4, comment: 'Lagana kolica.' })).toEqual({ ok: true, data: saved })
    expect(await reviews.update(41, { rating: 5 })).toEqual({ ok: true, data: saved })
    expect(sent).toEqual([
      ['create', { productId: 17, rating: 4, comment: 'Lagana kolica.' }],
      ['update 41', { rating: 5 }],
    ])
  })

  it.each([
    ['Only one comment per user.', 409, K.onlyOnePerUser],
    ['Comment already posted.', 409, K.alreadyPosted],
    ['Comment not found.', 404, K.notFound],
    ['Logged-in users only.', 401, K.loggedInOnly],
    ['Comments disabled.', 409, K.disabled],
    ['Comment and rating required.', 400, K.needCommentAndRating],
    ['Comment editing not allowed.', 409, K.editingNotAllowed],
  ])("answers the server's %s with its spec §8 key, keeping status and server text", async (text, status, key) => {
    server.use(mock.post(`${API}/api/v1/cms/comment/create`, () => error(status, text)))
    const result = await createReviewsService(authShop().shop).create({ productId: 17, rating: 4, comment: 'x' })
    expect(
      result.ok || { status: result.error.status, key: result.error.messageKey, text: (result.error as { serverMessage?: string }).serverMessage },
    ).toEqual({ status, key, text })
  })

  it('passes any other failure through as the transport maps it', async () => {
    server.use(mock.post(`${API}/api/v1/cms/comment/create`, () => error(500, 'Database is locked.')))
    const result = await createReviewsService(authShop().shop).create({ productId: 17, rating: 4, comment: 'x' })
    expect(result.ok || [result.error.code, result.error.messageKey]).toEqual(['HTTP_ERROR', 'core.notifications.somethingWentWrong'])
  })

  it('is one service per storefront instance', () => {
    const { shop } = authShop()
    expect(createReviewsService(shop)).toBe(createReviewsService(shop))
  })
})
