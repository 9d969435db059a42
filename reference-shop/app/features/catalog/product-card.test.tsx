import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { ProductSummary } from '@vitrina/sdk'
import { beforeAll, describe, expect, it } from 'vitest'
import { EDITOR, SHOPPER, sessionCookies } from '../../testing/auth.fixture'
import { renderWithShop } from '../../testing/shop.fixture'
import { wishlistBackend } from '../../testing/wishlist.fixture'
import { NoticeToaster } from '../notices/notice-toaster'
import { ProductCard } from './product-card'

/**
 * A logged-in shopper's heart once it can be pressed: until the wishlist's code is in (wishlist-parts.tsx) it shows
 * as waiting (disabled).
 */
async function enabledHeart(name: string): Promise<HTMLElement> {
  return waitFor(() => {
    const heart = screen.getByRole('button', { name })
    expect(heart).toHaveProperty('disabled', false)
    return heart
  })
}

function product(overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id: 501,
    name: 'Kvarner Kids Nova sportska kolica',
    slug: 'kvarner-kids-nova-sportska-kolica',
    sku: 'KOL-1002-001',
    format: 'simple',
    isPurchasable: true,
    available: true,
    retailPrice: 20.99,
    finalPrice: 20.99,
    categories: [{ id: 1002 }],
    tags: [],
    media: [{ id: 108, slug: 'kolica', default: true }],
    ...overrides,
  }
}

// A logged-in shopper's heart comes with the wishlist's code, in before the tests: a worker's first import of it can
// outlast a query's wait.
beforeAll(async () => {
  await import('../wishlist/wishlist-parts')
})

describe('ProductCard', () => {
  it('opens the login modal when a visitor presses the heart, and sends nothing', async () => {
    const { calls } = renderWithShop(<ProductCard product={product()} />)
    const heart = screen.getByRole('button', { name: 'Dodaj na listu želja: Kvarner Kids Nova sportska kolica' })
    fireEvent.click(heart)
    expect(await screen.findByRole('dialog', { name: 'Prijava' })).toBeTruthy()
    expect(heart.getAttribute('aria-pressed')).toBe('false')
    expect(calls.filter((call) => call.path.includes('/wishlist/'))).toEqual([])
  })

  it('fills the heart of a logged-in shopper when added, with the toast, and empties it when removed', async () => {
    const backend = wishlistBackend()
    backend.know(product())
    renderWithShop(
      <>
        <ProductCard product={product()} />
        <NoticeToaster />
      </>,
      { cookies: sessionCookies(SHOPPER), backend: backend.answer },
    )
    fireEvent.click(await enabledHeart('Dodaj na listu želja: Kvarner Kids Nova sportska kolica'))
    const filled = await screen.findByRole('button', { name: 'Ukloni s liste želja: Kvarner Kids Nova sportska kolica' })
    expect(filled.getAttribute('aria-pressed')).toBe('true')
    expect(await screen.findByText('Proizvod je dodan na listu želja!')).toBeTruthy()
    expect(backend.productIds()).toEqual([501])

    fireEvent.click(filled)
    const empty = await screen.findByRole('button', { name: 'Dodaj na listu želja: Kvarner Kids Nova sportska kolica' })
    expect(empty.getAttribute('aria-pressed')).toBe('false')
    expect(await screen.findByText('Proizvod je uklonjen s liste želja!')).toBeTruthy()
    expect(backend.productIds()).toEqual([])
  })

  it('keeps the heart empty and says something went wrong when the add fails', async () => {
    const backend = wishlistBackend([], { failCreate: true })
    renderWithShop(
      <>
        <ProductCard product={product()} />
        <NoticeToaster />
      </>,
      { cookies: sessionCookies(SHOPPER), backend: backend.answer },
    )
    fireEvent.click(await enabledHeart('Dodaj na listu želja: Kvarner Kids Nova sportska kolica'))
    expect(await screen.findByText('Nešto je pošlo po zlu. Molimo pokušajte ponovno.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Dodaj na listu želja: Kvarner Kids Nova sportska kolica' }).getAttribute('aria-pressed')).toBe('false')
  })

  it('shows no heart to a back-office user, who has no wishlist', () => {
    renderWithShop(<ProductCard product={product()} />, { cookies: sessionCookies(EDITOR) })
    expect(screen.queryByRole('button', { name: /listu želja|liste želja/ })).toBeNull()
  })

  it('links the name to the product page and shows the price with an enabled add-to-cart button', () => {
    renderWithShop(<ProductCard product={product()} />)
    expect(screen.getByRole('link', { name: 'Kvarner Kids Nova sportska kolica' }).getAttribute('href')).toBe('/product/kvarner-kids-nova-sportska-kolica')
    expect(screen.getByText('20,99 €')).toBeTruthy()
    expect(screen.queryByText(/^-\d+%$/)).toBeNull()
    expect((screen.getByRole('button', { name: 'Dodaj u košaricu' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('shows the discount badge, the regular price and the lowest price of 30 days when discounted', () => {
    renderWithShop(<ProductCard product={product({ finalPrice: 15.99, discount: { retailPrice: 15.99 }, lowestPrice: { retailPrice: 14.5 } })} />)
    expect(screen.getByText('-24%')).toBeTruthy()
    expect(screen.getByText('15,99 €')).toBeTruthy()
    expect(screen.getByText('20,99 €').closest('s')).toBeTruthy()
    expect(screen.getByText('Najniža cijena u zadnjih 30 dana: 14,50 €')).toBeTruthy()
  })

  it("shows 'Cijena na upit' and the enquiry button, which opens the enquiry dialog, instead of the price in a price-on-request category", async () => {
    renderWithShop(<ProductCard product={product({ categories: [{ id: 1028 }], discount: { retailPrice: 15.99 } })} />)
    expect(screen.getByText('Cijena na upit')).toBeTruthy()
    expect(screen.queryByText('20,99 €')).toBeNull()
    expect(screen.queryByText('-24%')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Dodaj u košaricu' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Pošaljite upit za proizvod' }))
    expect(within(await screen.findByRole('dialog', { name: 'Pošaljite upit za proizvod' })).getByText('Kvarner Kids Nova sportska kolica')).toBeTruthy()
  })

  it.each([
    ['not purchasable', { isPurchasable: false }],
    ['out of stock', { available: false }],
  ])("puts 'Proizvod nedostupan' over the image and disables the button when %s", (_, overrides) => {
    renderWithShop(<ProductCard product={product(overrides)} />)
    expect(screen.getByText('Proizvod nedostupan')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Dodaj u košaricu' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('shows only the tags novo, najprodavanije and popust, whatever their case, by their names in the page language', () => {
    renderWithShop(
      <ProductCard product={product({ tags: [{ name: 'Novo' }, { name: 'eko' }, { name: 'NAJPRODAVANIJE' }, { name: 'ljeto' }, { name: 'popust' }] })} />,
    )
    const tags = within(screen.getByRole('list', { name: 'Oznake' }))
    expect(tags.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['novo', 'najprodavanije', 'popust'])
  })

  it('shows the placeholder when the image fails to load', () => {
    const { container } = renderWithShop(<ProductCard product={product()} />)
    const img = container.querySelector('img')!
    expect(img.getAttribute('width')).toBe('292')
    fireEvent.error(img)
    expect(screen.getByRole('img', { name: 'Slika nije dostupna', hidden: true })).toBeTruthy()
    expect(container.querySelector('img')).toBeNull()
  })

  it('shows the wishlist heart as an outline (not wishlisted)', () => {
    renderWithShop(<ProductCard product={product()} />)
    expect(screen.getByRole('button', { name: 'Dodaj na listu želja: Kvarner Kids Nova sportska kolica' }).getAttribute('aria-pressed')).toBe('false')
  })
})
