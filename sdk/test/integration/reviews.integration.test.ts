// The reviews service (@vitrina/sdk/account) against the real sandbox (docs/contract/catalog.md, Reviews), in
// process: the own review through getOptions, writing and editing one's review, and every server text of spec §8
// "Reviews" arriving as its message key.
import { DEMO_ACCOUNTS, SANDBOX_SITE, type Sandbox } from '@vitrina/sandbox'
import { describe, expect, it } from 'vitest'
import { REVIEW_MESSAGE_KEYS as K } from '../../src/reviews/reviews.messages.keys'
import { createContentService } from '../../src/content/content.service'
import { createReviewsService } from '../../src/reviews/reviews.service'
import { SANDBOX_URL, storefronts, useSandbox } from './sandbox.harness'

const { sandbox, clock } = useSandbox()

const productId = (target: Sandbox, sku: string) => (target.db.prepare('SELECT id FROM products WHERE sku = ?').get(sku) as { id: number }).id

async function options(target: Sandbox, patch: object): Promise<void> {
  const response = await target.app.fetch(
    new Request(`${SANDBOX_URL}/__sandbox/options`, {
      method: 'PATCH',
      headers: { apiKey: SANDBOX_SITE.apiKey, 'content-type': 'application/json' },
      body: JSON.stringify(patch),
    }),
  )
  if (!response.ok) throw new Error(`PATCH /__sandbox/options answered ${response.status}`)
}

async function shopper(account: { email: string; password: string } = DEMO_ACCOUNTS.shopper) {
  const harness = storefronts(sandbox(), clock)
  const tab = harness.open()
  const login = await tab.shop.auth.login({ username: account.email, password: account.password })
  if (!login.ok) throw login.error
  return { ...tab, log: harness.log, reviews: createReviewsService(tab.shop) }
}

describe('createReviewsService against the sandbox', () => {
  it("writes a review that waits for publishing, shows it as the shopper's own, and refuses a second with 'already posted'", async () => {
    const { reviews, shop } = await shopper()
    const id = productId(sandbox(), 'KOL-1002-001')
    expect(await reviews.options(id)).toMatchObject({ ok: true, data: { enabled: true, requiresApproval: true, canComment: true, ownComment: null } })

    const created = await reviews.create({ productId: id, rating: 4, comment: ' Lagana kolica. ' })
    expect(created).toMatchObject({ ok: true, data: { productId: id, rating: 4, comment: 'Lagana kolica.', status: 'pending', authorName: 'Ana H.' } })
    expect(await reviews.options(id)).toMatchObject({ ok: true, data: { canComment: false, ownComment: { comment: 'Lagana kolica.', status: 'pending' } } })
    // Not listed until a back-office user publishes it.
    expect(await createContentService(shop).filterReviews({ productId: id })).toMatchObject({ ok: true, data: { records: [] } })

    const second = await reviews.create({ productId: id, rating: 5, comment: 'Još jedna.' })
    expect(second.ok || [second.error.status, second.error.messageKey]).toEqual([409, K.alreadyPosted])
  })

  it("edits the shopper's own review, and answers 'only one per user' for a second review of a published one", async () => {
    await options(sandbox(), { commentsRequireApproval: false })
    const { reviews } = await shopper()
    const id = productId(sandbox(), 'HRA-1201-001')
    const own = await reviews.options(id)
    if (!own.ok || !own.data.ownComment) throw new Error('the seeded shopper has a review of HRA-1201-001')
    const edited = await reviews.update(own.data.ownComment.id, { comment: 'Ipak samo dobra.', rating: 4 })
    expect(edited).toMatchObject({ ok: true, data: { comment: 'Ipak samo dobra.', rating: 4, status: 'approved' } })
    const second = await reviews.create({ productId: id, rating: 5, comment: 'Druga.' })
    expect(second.ok || second.error.messageKey).toBe(K.onlyOnePerUser)
  })

  it("maps someone else's review, an unknown one and switched-off reviews to their keys", async () => {
    const { reviews } = await shopper()
    const seeded = (sandbox().db.prepare('SELECT id FROM comments WHERE user_id IS NULL LIMIT 1').get() as { id: number }).id
    const foreign = await reviews.update(seeded, { comment: 'Tuđa.' })
    expect(foreign.ok || [foreign.error.status, foreign.error.messageKey]).toEqual([409, K.editingNotAllowed])
    const unknown = await reviews.update(999999, { comment: 'Nema je.' })
    expect(unknown.ok || [unknown.error.status, unknown.error.messageKey]).toEqual([404, K.notFound])
    await options(sandbox(), { commentsEnabled: false })
    const disabled = await reviews.create({ productId: productId(sandbox(), 'KOL-1002-001'), rating: 5, comment: 'Isključeno.' })
    expect(disabled.ok || [disabled.error.status, disabled.error.messageKey]).toEqual([409, K.disabled])
  })

  it("maps a visitor's review and one without its rating or comment to their keys", async () => {
    const visitor = createReviewsService(storefronts(sandbox(), clock).open().shop)
    const id = productId(sandbox(), 'KOL-1002-001')
    const anonymous = await visitor.create({ productId: id, rating: 5, comment: 'Anonimno.' })
    expect(anonymous.ok || [anonymous.error.status, anonymous.error.messageKey]).toEqual([401, K.loggedInOnly])

    const { reviews } = await shopper()
    for (const review of [
      { productId: id, rating: 0, comment: 'Bez ocjene.' },
      { productId: id, comment: 'Bez ocjene.' },
      { productId: id, rating: 4, comment: '   ' },
    ]) {
      const result = await reviews.create(review as { productId: number; rating: number; comment: string })
      expect(result.ok || [result.error.status, result.error.messageKey]).toEqual([400, K.needCommentAndRating])
    }
    const own = await reviews.options(productId(sandbox(), 'HRA-1201-001'))
    const emptied = await reviews.update(own.ok ? own.data.ownComment!.id : 0, { comment: '' })
    expect(emptied.ok || emptied.error.messageKey).toBe(K.needCommentAndRating)
  })
})
