import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS } from '../../src/seed/seed.constants'
import { SHOP_HEADERS, useSandbox } from '../sandbox.fixture'
import { api, newShopper, setOptions } from './account.fixture'
import { login, withBearer } from './auth.fixture'
import { productId } from './catalog.fixture'
import { shopper } from './checkout.fixture'

const sandbox = useSandbox({ control: true })

const comment = (method: string, path: string, body: unknown, headers: Record<string, string> = SHOP_HEADERS) =>
  api(sandbox(), method, `v1/cms/comment/${path}`, body, headers)
const listed = async (id: number) =>
  (await comment('POST', 'filterStandard', { productId: id, limit: 100 })).body.data.records as Array<{ id: number; comment: string }>
const ratingOf = (id: number) =>
  sandbox().db.prepare('SELECT rating, rating_count AS count FROM products WHERE id = ?').get(id) as { rating: number; count: number }
const failure = (status: number, message: string) => ({ status, body: { message, statusCode: status } })
const editor = async () => withBearer((await login(sandbox(), DEMO_ACCOUNTS.editor)).tokens.accessToken)

// A product without seeded reviews, and the one the shopper has reviewed already.
const UNREVIEWED = 'KOL-1002-001'
const REVIEWED = 'HRA-1201-001'

describe("the seeded products' ratings", () => {
  it('are the average and the number of their published reviews, 0 and 0 without any', async () => {
    const reviewed = productId(sandbox(), REVIEWED)
    const { body } = await comment('POST', 'filterStandard', { productId: reviewed, limit: 100 })
    const ratings = (body.data.records as Array<{ rating: number }>).map((review) => review.rating)
    expect(ratings.length).toBeGreaterThan(0)
    expect(ratingOf(reviewed)).toEqual({ rating: Math.round((ratings.reduce((sum, n) => sum + n, 0) / ratings.length) * 10) / 10, count: ratings.length })
    expect(ratingOf(productId(sandbox(), UNREVIEWED))).toEqual({ rating: 0, count: 0 })
    const product = await api(sandbox(), 'GET', `v1/product/products/get?id=${reviewed}&store=1`)
    expect(product.body.data).toMatchObject({ rating: ratingOf(reviewed).rating, ratingCount: ratings.length })
  })
})

describe('POST api/v1/cms/comment/create', () => {
  it('keeps a new review pending (admin publishing): not listed, not in the rating, until a back-office user publishes it', async () => {
    const { headers, userId } = await shopper(sandbox())
    const id = productId(sandbox(), UNREVIEWED)
    const before = ratingOf(id)
    const { status, body } = await comment('POST', 'create', { productId: id, rating: 4, comment: '  Lagana i stabilna kolica.  ' }, headers)
    expect(status).toBe(200)
    expect(body.data).toEqual({
      id: expect.any(Number),
      productId: id,
      postId: null,
      userId,
      authorName: 'Ana H.',
      rating: 4,
      comment: 'Lagana i stabilna kolica.',
      status: 'pending',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    })
    expect(await listed(id)).toEqual([])
    expect(ratingOf(id)).toEqual(before)

    const published = await comment('PATCH', `publish/${body.data.id}`, undefined, await editor())
    expect(published.body.data.status).toBe('approved')
    expect((await listed(id)).map((review) => review.id)).toEqual([body.data.id])
    expect(ratingOf(id)).toEqual({ rating: 4, count: 1 })
  })

  it('publishes at once when the site does not require approval, and the rating becomes the average of the published reviews', async () => {
    await setOptions(sandbox(), { commentsRequireApproval: false })
    const id = productId(sandbox(), UNREVIEWED)
    const first = await comment('POST', 'create', { productId: id, rating: 5, comment: 'Odlična.' }, (await shopper(sandbox())).headers)
    expect(first.body.data.status).toBe('approved')
    expect(ratingOf(id)).toEqual({ rating: 5, count: 1 })
    const second = await comment('POST', 'create', { product_id: id, rating: 2, comment: 'Preteška za mene.' }, (await newShopper(sandbox())).headers)
    expect(second.status).toBe(200)
    expect(ratingOf(id)).toEqual({ rating: 3.5, count: 2 })
    expect(await listed(id)).toHaveLength(2)
  })

  it('refuses a second review of the same product: "already posted" while the first waits, "Only one comment per user." once it is published', async () => {
    const { headers } = await shopper(sandbox())
    const id = productId(sandbox(), UNREVIEWED)
    const first = await comment('POST', 'create', { productId: id, rating: 4, comment: 'Prva.' }, headers)
    expect(await comment('POST', 'create', { productId: id, rating: 3, comment: 'Druga.' }, headers)).toEqual(failure(409, 'Comment already posted.'))
    await comment('PATCH', `publish/${first.body.data.id}`, undefined, await editor())
    expect(await comment('POST', 'create', { productId: id, rating: 3, comment: 'Druga.' }, headers)).toEqual(failure(409, 'Only one comment per user.'))
    // The seeded review of the shopper is published already.
    expect(await comment('POST', 'create', { productId: productId(sandbox(), REVIEWED), rating: 1, comment: 'Opet.' }, headers)).toEqual(
      failure(409, 'Only one comment per user.'),
    )
  })

  it('answers 401 "Logged-in users only." without a token, and the token errors for a bad one', async () => {
    const id = productId(sandbox(), UNREVIEWED)
    expect(await comment('POST', 'create', { productId: id, rating: 4, comment: 'Anonimno.' })).toEqual(failure(401, 'Logged-in users only.'))
    expect(await comment('POST', 'create', { productId: id, rating: 4, comment: 'Krivo.' }, withBearer('not-a-token'))).toEqual(failure(401, 'Unauthorized.'))
  })

  it('answers 409 "Comments disabled." when the site switched reviews off, before anything else', async () => {
    await setOptions(sandbox(), { commentsEnabled: false })
    const { headers } = await shopper(sandbox())
    expect(await comment('POST', 'create', { productId: productId(sandbox(), UNREVIEWED), rating: 4, comment: 'Ne ide.' }, headers)).toEqual(
      failure(409, 'Comments disabled.'),
    )
    expect(await comment('POST', 'create', {})).toEqual(failure(409, 'Comments disabled.'))
  })

  it.each([
    [{ rating: 4 }, ['comment']],
    [{ rating: 4, comment: '   ' }, ['comment']],
    [{ comment: 'Bez ocjene.' }, ['rating']],
    [{ rating: null, comment: 'Bez ocjene.' }, ['rating']],
    [{ rating: 0, comment: 'Bez ocjene.' }, ['rating']],
    [{}, ['rating', 'comment']],
  ])('answers 400 when a rating comes without a comment or the other way round: %j', async (fields, paths) => {
    const { headers } = await shopper(sandbox())
    const { status, body } = await comment('POST', 'create', { productId: productId(sandbox(), UNREVIEWED), ...fields }, headers)
    expect(status).toBe(400)
    expect(body.message).toBe('Comment and rating required.')
    expect(body.errors.map((error: { path: string }) => error.path)).toEqual(paths)
  })

  it.each([
    [{ rating: 6, comment: 'x' }, 'rating must be a whole number from 1 to 5.'],
    [{ rating: 4.5, comment: 'x' }, 'rating must be a whole number from 1 to 5.'],
    [{ rating: 4, comment: 5 }, 'comment must be a string.'],
    [{ rating: 4, comment: 'x'.repeat(2001) }, 'comment must be at most 2000 characters.'],
  ])('answers 400 for %j', async (fields, message) => {
    const { headers } = await shopper(sandbox())
    expect((await comment('POST', 'create', { productId: productId(sandbox(), UNREVIEWED), ...fields }, headers)).body.message).toBe(message)
  })

  it('answers 400 without a product and 404 for an unknown one', async () => {
    const { headers } = await shopper(sandbox())
    expect((await comment('POST', 'create', { rating: 4, comment: 'x' }, headers)).body.message).toBe('productId must be a positive integer.')
    expect(await comment('POST', 'create', { productId: 999999, rating: 4, comment: 'x' }, headers)).toEqual(failure(404, 'Product not found.'))
  })
})

describe('PATCH api/v1/cms/comment/update/{id}', () => {
  it("changes the shopper's own review, keeps what the body leaves out, and sends it back to publishing", async () => {
    const { headers } = await shopper(sandbox())
    const id = productId(sandbox(), REVIEWED)
    const own = (await comment('POST', 'getOptions', { productId: id }, headers)).body.data.ownComment
    expect(own.status).toBe('approved')
    const { status, body } = await comment('PATCH', `update/${own.id}`, { rating: 3 }, headers)
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ id: own.id, rating: 3, comment: own.comment, status: 'pending' })
    expect((await listed(id)).map((review) => review.id)).not.toContain(own.id)
  })

  it('publishes the edit at once and the rating follows when the site does not require approval', async () => {
    await setOptions(sandbox(), { commentsRequireApproval: false })
    const { headers } = await shopper(sandbox())
    const id = productId(sandbox(), UNREVIEWED)
    const created = await comment('POST', 'create', { productId: id, rating: 5, comment: 'Super.' }, headers)
    const { body } = await comment('PATCH', `update/${created.body.data.id}`, { rating: 1, comment: 'Pokvarila se.' }, headers)
    expect(body.data).toMatchObject({ rating: 1, comment: 'Pokvarila se.', status: 'approved' })
    expect(ratingOf(id)).toEqual({ rating: 1, count: 1 })
  })

  it("answers 409 'Comment editing not allowed.' for someone else's published review and 404 for an unknown one", async () => {
    await setOptions(sandbox(), { commentsRequireApproval: false })
    const { headers } = await shopper(sandbox())
    const other = await newShopper(sandbox())
    const created = await comment('POST', 'create', { productId: productId(sandbox(), UNREVIEWED), rating: 5, comment: 'Moja.' }, headers)
    expect(created.body.data.status).toBe('approved')
    expect(await comment('PATCH', `update/${created.body.data.id}`, { comment: 'Tuđa.' }, other.headers)).toEqual(failure(409, 'Comment editing not allowed.'))
    expect(await comment('PATCH', 'update/999999', { comment: 'x' }, headers)).toEqual(failure(404, 'Comment not found.'))
  })

  it("answers someone else's review that waits for publishing as an unknown one: 404, and the review is unchanged", async () => {
    const { headers } = await shopper(sandbox())
    const other = await newShopper(sandbox())
    const created = await comment('POST', 'create', { productId: productId(sandbox(), UNREVIEWED), rating: 5, comment: 'Moja.' }, headers)
    expect(created.body.data.status).toBe('pending')
    expect(await comment('PATCH', `update/${created.body.data.id}`, { comment: 'Tuđa.' }, other.headers)).toEqual(failure(404, 'Comment not found.'))
    const own = (await comment('POST', 'getOptions', { productId: productId(sandbox(), UNREVIEWED) }, headers)).body.data.ownComment
    expect(own).toMatchObject({ id: created.body.data.id, comment: 'Moja.' })
  })

  it('refuses an edit that leaves the review without its comment, a visitor, and any edit while reviews are off', async () => {
    const { headers } = await shopper(sandbox())
    const own = (await comment('POST', 'getOptions', { productId: productId(sandbox(), REVIEWED) }, headers)).body.data.ownComment
    expect((await comment('PATCH', `update/${own.id}`, { comment: '' }, headers)).body.message).toBe('Comment and rating required.')
    expect(await comment('PATCH', `update/${own.id}`, { comment: 'x' })).toEqual(failure(401, 'Logged-in users only.'))
    await setOptions(sandbox(), { commentsEnabled: false })
    expect(await comment('PATCH', `update/${own.id}`, { comment: 'x' }, headers)).toEqual(failure(409, 'Comments disabled.'))
  })
})

describe('POST api/v1/cms/comment/getOptions', () => {
  it('answers the settings to a visitor, without an own review', async () => {
    const { status, body } = await comment('POST', 'getOptions', { productId: productId(sandbox(), REVIEWED) })
    expect(status).toBe(200)
    expect(body.data).toEqual({
      enabled: true,
      registeredOnly: true,
      requiresApproval: true,
      onePerUser: true,
      maxRating: 5,
      loggedIn: false,
      canComment: false,
      ownComment: null,
    })
  })

  it("answers the shopper's own review (pending ones too) and whether another may be written", async () => {
    const { headers } = await shopper(sandbox())
    const reviewed = await comment('POST', 'getOptions', { productId: productId(sandbox(), REVIEWED) }, headers)
    expect(reviewed.body.data).toMatchObject({
      loggedIn: true,
      canComment: false,
      ownComment: { comment: 'Beba je odmah prihvatila bočicu, preporučujem!', rating: 5 },
    })
    const id = productId(sandbox(), UNREVIEWED)
    expect((await comment('POST', 'getOptions', { productId: id }, headers)).body.data).toMatchObject({ canComment: true, ownComment: null })
    await comment('POST', 'create', { productId: id, rating: 4, comment: 'Čeka.' }, headers)
    expect((await comment('POST', 'getOptions', { productId: id }, headers)).body.data).toMatchObject({ canComment: false, ownComment: { status: 'pending' } })
    await setOptions(sandbox(), { commentsEnabled: false, commentsRequireApproval: false })
    expect((await comment('POST', 'getOptions', {}, headers)).body.data).toMatchObject({
      enabled: false,
      requiresApproval: false,
      canComment: false,
      ownComment: null,
    })
  })

  it('answers 404 for an unknown product', async () => {
    expect(await comment('POST', 'getOptions', { productId: 999999 })).toEqual(failure(404, 'Product not found.'))
  })
})

describe('PATCH api/v1/cms/comment/publish/{id}', () => {
  it('is for back-office users only, and answers 404 for an unknown review', async () => {
    const { headers } = await shopper(sandbox())
    const created = await comment('POST', 'create', { productId: productId(sandbox(), UNREVIEWED), rating: 4, comment: 'x' }, headers)
    expect(await comment('PATCH', `publish/${created.body.data.id}`, undefined, headers)).toEqual(failure(403, 'Forbidden.'))
    expect(await comment('PATCH', 'publish/999999', undefined, await editor())).toEqual(failure(404, 'Comment not found.'))
  })
})
