import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Review } from '@vitrina/sdk'
import { describe, expect, it } from 'vitest'
import { renderWithShop } from '../../testing/shop.fixture'
import { ProductReviews } from './product-reviews'
import type { ProductReviewsData, ReviewActionData } from './reviews.data'

const review = (id: number, extra: Partial<Review> = {}): Review => ({
  id,
  productId: 17,
  userId: null,
  authorName: 'Marko P.',
  rating: 4,
  comment: 'Vrlo dobro, jedino su upute mogle biti jasnije.',
  status: 'approved',
  createdAt: '2026-05-07T08:00:00.000Z',
  ...extra,
})
const data = (extra: Partial<ProductReviewsData> = {}): ProductReviewsData => ({
  records: [review(1)],
  total: 1,
  enabled: true,
  loggedIn: true,
  canComment: true,
  own: null,
  ...extra,
})

/** Renders the section in a data router whose action answers `answer` and records what the form posted. */
function renderReviews(reviews: ProductReviewsData, answer: (form: FormData) => ReviewActionData | Response) {
  const posted: FormData[] = []
  const result = renderWithShop(<ProductReviews productId={17} reviews={reviews} />, {
    path: '/product/kolica',
    dataRoute: {
      data: {},
      action: async ({ request }) => {
        const form = await request.formData()
        posted.push(form)
        return answer(form)
      },
    },
  })
  return { ...result, posted }
}

describe('ProductReviews', () => {
  it('lists the published reviews with author, date, stars and comment', () => {
    renderReviews(data(), () => ({ review: null, error: 'x' }))
    expect(screen.getByRole('heading', { name: 'Recenzije (1)' })).toBeTruthy()
    const item = within(screen.getByRole('listitem'))
    expect(item.getByText('Marko P.')).toBeTruthy()
    expect(item.getByText(/7\. 5\. 2026\./)).toBeTruthy()
    expect(item.getByRole('img', { name: 'Ocjena: 4 od 5' })).toBeTruthy()
    expect(item.getByText('Vrlo dobro, jedino su upute mogle biti jasnije.')).toBeTruthy()
  })

  it('shows a visitor the login prompt that comes back to the product, and no form', () => {
    renderReviews(data({ loggedIn: false, canComment: false, records: [], total: 0 }), () => ({ review: null, error: 'x' }))
    expect(screen.getByText('Recenzije mogu pisati samo prijavljeni kupci.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Prijavite se' }).getAttribute('href')).toBe('/prijava?redirect=/product/kolica')
    expect(screen.queryByRole('button', { name: 'Napišite recenziju' })).toBeNull()
    expect(screen.getByText('Ovaj proizvod još nema recenzija.')).toBeTruthy()
  })

  it('posts stars and a comment from the form loaded on demand, and shows the refusal as text', async () => {
    const { posted } = renderReviews(data(), () => Response.json({ review: null, error: 'core.comments.alreadyPosted' }, { status: 409 }))
    fireEvent.click(screen.getByRole('button', { name: 'Napišite recenziju' }))
    const stars = within(await screen.findByRole('group', { name: 'Vaša ocjena' }))
    expect(stars.getAllByRole('radio')).toHaveLength(5)
    fireEvent.click(stars.getByRole('radio', { name: '4 od 5' }))
    fireEvent.change(screen.getByRole('textbox', { name: 'Komentar' }), { target: { value: 'Lagana i stabilna.' } })
    fireEvent.click(screen.getByRole('button', { name: 'Pošalji recenziju' }))

    expect((await screen.findByRole('alert')).textContent).toBe('Recenziju ste već poslali.')
    expect(Object.fromEntries(posted[0]!)).toEqual({ productId: '17', rating: '4', comment: 'Lagana i stabilna.' })
  })

  it("shows the shopper's own waiting review and edits it with the form filled in", async () => {
    const own = review(9, { userId: 1, authorName: 'Ana H.', rating: 5, comment: 'Odlična.', status: 'pending' })
    const { posted } = renderReviews(data({ canComment: false, own }), (form) => ({ review: { ...own, comment: String(form.get('comment')) }, error: null }))
    expect(screen.getByRole('heading', { name: 'Vaša recenzija' })).toBeTruthy()
    expect(screen.getByText('Čeka odobrenje: objavit ćemo je nakon provjere.').getAttribute('role')).toBe('status')
    expect(screen.queryByRole('button', { name: 'Napišite recenziju' })).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Uredi recenziju' }))
    const comment = (await screen.findByRole('textbox', { name: 'Komentar' })) as HTMLTextAreaElement
    expect(comment.value).toBe('Odlična.')
    expect((screen.getByRole('radio', { name: '5 od 5' }) as HTMLInputElement).checked).toBe(true)
    fireEvent.change(comment, { target: { value: 'Odlična, i nakon mjesec dana.' } })
    fireEvent.click(screen.getByRole('button', { name: 'Spremi recenziju' }))

    // Saved: the form closes and the section shows the review again.
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Komentar' })).toBeNull())
    expect(Object.fromEntries(posted[0]!)).toEqual({ productId: '17', id: '9', rating: '5', comment: 'Odlična, i nakon mjesec dana.' })
  })

  it("lists the shopper's own published review once, above the others, with the total of all", () => {
    const own = review(9, { userId: 1, authorName: 'Ana H.', comment: 'Moja recenzija.' })
    renderReviews(data({ records: [own, review(1)], total: 2, canComment: false, own }), () => ({ review: null, error: 'x' }))
    expect(screen.getByRole('heading', { name: 'Recenzije (2)' })).toBeTruthy()
    expect(screen.getAllByText('Moja recenzija.')).toHaveLength(1)
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringContaining('Marko P.')])
    expect(screen.queryByText('Ovaj proizvod još nema recenzija.')).toBeNull()
  })

  it('ties the refusal to the stars and the comment for screen readers', async () => {
    renderReviews(data(), () => Response.json({ review: null, error: 'core.comments.needCommentAndRating' }, { status: 400 }))
    fireEvent.click(screen.getByRole('button', { name: 'Napišite recenziju' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Pošalji recenziju' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('Dodajte ocjenu i komentar.')
    expect(screen.getByRole('textbox', { name: 'Komentar' }).getAttribute('aria-describedby')).toBe(alert.id)
    expect(screen.getByRole('group', { name: 'Vaša ocjena' }).getAttribute('aria-describedby')).toBe(alert.id)
  })

  it('says reviews cannot be written when the site switched them off', () => {
    renderReviews(data({ enabled: false, canComment: false }), () => ({ review: null, error: 'x' }))
    expect(screen.getByText('Pisanje recenzija trenutno nije moguće.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Napišite recenziju' })).toBeNull()
  })
})
