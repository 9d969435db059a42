import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useShopSession } from './browser'
import { logInOnPage, logInWithoutPage } from './log-in'

const session = useShopSession()

// KOL-1002-001: no seeded reviews, none by the demo shopper.
const SLUG = 'kvarner-kids-nova-sportska-kolica'
const PRODUCT_PATH = `/product/${SLUG}`
const SHOPPER = { email: 'kupac@vitrina.test', password: 'Kupac123!' }
/** The account texts of core.comments.alreadyPosted and the shop's own note for a review that waits (hr). */
const ALREADY_POSTED = 'Recenziju ste već poslali.'
const AWAITING = 'Čeka odobrenje: objavit ćemo je nakon provjere.'

/** The reviews section comes with the page's HTML and its chunk after the page: waits until its buttons work. */
async function reviewsReady(page: Page): Promise<void> {
  await page.waitForSelector('section[aria-labelledby="product-reviews"][data-interactive="true"]', { state: 'attached' })
}

/** Opens the review form of the page and fills it in: `stars` of 5 and `comment`. */
async function fillReview(page: Page, stars: number, comment: string): Promise<void> {
  await reviewsReady(page)
  const reviews = page.getByRole('region', { name: /Recenzije/ })
  await reviews.getByRole('button', { name: 'Napišite recenziju' }).click()
  await reviews
    .getByRole('group', { name: 'Vaša ocjena' })
    .getByRole('radio', { name: `${stars} od 5` })
    .check({ force: true })
  await reviews.getByRole('textbox', { name: 'Komentar' }).fill(comment)
}

describe('product reviews', () => {
  it('shows a visitor the login prompt, which comes back to the product after logging in', async () => {
    const { page } = session
    await session.open(PRODUCT_PATH)
    const reviews = page.getByRole('region', { name: 'Recenzije (0)' })
    await reviews.getByText('Recenzije mogu pisati samo prijavljeni kupci.').waitFor()
    expect(await reviews.getByRole('button', { name: 'Napišite recenziju' }).count()).toBe(0)

    await reviews.getByRole('link', { name: 'Prijavite se' }).click()
    await session.waitForPage('/prijava')
    expect(new URL(page.url()).search).toBe(`?redirect=${PRODUCT_PATH}`)
    await logInOnPage(page, SHOPPER)
    await session.waitForPage(PRODUCT_PATH)
    await reviewsReady(page)
    await page.getByRole('region', { name: 'Recenzije (0)' }).getByRole('button', { name: 'Napišite recenziju' }).waitFor()
  })

  it('lets the shopper post a review and see it waiting for approval, and refuses a second one with the spec text', async () => {
    const { page, context } = session
    await logInWithoutPage(session, SHOPPER)

    // A second tab of the same product, opened before the review is posted: its form still offers a new review.
    const other = await context.newPage()
    await other.goto(`${session.shopUrl}${PRODUCT_PATH}`)
    await other.waitForSelector('html[data-hydrated="true"]', { state: 'attached' })
    await fillReview(other, 3, 'Druga recenzija iz druge kartice.')

    await session.open(PRODUCT_PATH)
    await fillReview(page, 4, 'Lagana i stabilna kolica, preporučujem.')
    await page.getByRole('button', { name: 'Pošalji recenziju' }).click()
    const own = page.getByRole('region', { name: 'Recenzije (0)' })
    await own.getByRole('heading', { name: 'Vaša recenzija' }).waitFor()
    await own.getByText('Lagana i stabilna kolica, preporučujem.').waitFor()
    await own.getByText(AWAITING).waitFor()
    expect(await own.getByRole('img', { name: 'Ocjena: 4 od 5' }).count()).toBe(1)
    // One review per shopper: the page now offers to edit it, not to write another.
    expect(await own.getByRole('button', { name: 'Napišite recenziju' }).count()).toBe(0)
    await own.getByRole('button', { name: 'Uredi recenziju' }).waitFor()

    await other.getByRole('button', { name: 'Pošalji recenziju' }).click()
    const refusal = other.getByRole('alert').filter({ hasText: ALREADY_POSTED })
    await refusal.waitFor()
    expect((await refusal.textContent())?.trim()).toBe(ALREADY_POSTED)

    // The shopper's review stays as posted.
    await session.open(PRODUCT_PATH)
    await page.getByText('Lagana i stabilna kolica, preporučujem.').waitFor()
    expect(await page.getByText('Druga recenzija iz druge kartice.').count()).toBe(0)
  })
})
