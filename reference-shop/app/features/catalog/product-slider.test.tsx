import { act, fireEvent, screen, within } from '@testing-library/react'
import type { ProductSummary } from '@vitrina/sdk'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithShop } from '../../testing/shop.fixture'
import { useCarouselEnvironment } from './carousel.test-env'
import { ProductSlider, SLIDE_CLASS } from './product-slider'

const product = (id: number): ProductSummary => ({
  id,
  name: `Proizvod ${id}`,
  slug: `proizvod-${id}`,
  sku: `P-${id}`,
  format: 'simple',
  isPurchasable: true,
  available: true,
  retailPrice: 10,
  finalPrice: 10,
  categories: [{ id: 1000 }],
  tags: [],
  media: [],
})

useCarouselEnvironment()

/**
 * A layout for jsdom, which has none: a 600 px viewport showing three 200 px slides side by side, so the
 * carousel has something to scroll.
 */
function layOutThreePerView() {
  const slideIndex = (element: HTMLElement) => (element.tagName === 'LI' && element.parentElement ? [...element.parentElement.children].indexOf(element) : -1)
  const width = vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    // The track (Embla's container) is as wide as the viewport; the slides overflow it.
    return slideIndex(this) >= 0 ? 200 : 600
  })
  const left = vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
    return Math.max(slideIndex(this), 0) * 200
  })
  return () => {
    width.mockRestore()
    left.mockRestore()
  }
}

describe('ProductSlider', () => {
  let restoreLayout: () => void
  beforeEach(() => {
    restoreLayout = layOutThreePerView()
  })
  afterEach(() => restoreLayout())

  it('lists the products as slides under its heading, with the offer link', () => {
    renderWithShop(
      <ProductSlider headingId="t" title="Na akciji" products={[1, 2, 3].map(product)} offer={{ href: '/shop/akcija', label: 'Pogledaj ponudu' }} />,
    )
    const region = screen.getByRole('region', { name: 'Na akciji' })
    const slides = within(region).getByRole('list', { name: 'Na akciji' }).children
    expect(slides).toHaveLength(3)
    expect([...slides].every((slide) => slide.className === SLIDE_CLASS)).toBe(true)
    expect(within(region).getByRole('link', { name: 'Pogledaj ponudu' }).getAttribute('href')).toBe('/shop/akcija')
  })

  it("scrolls a screenful on with 'Sljedeći proizvodi' and back with 'Prethodni proizvodi'", async () => {
    renderWithShop(<ProductSlider headingId="t" title="Izdvojeno" products={[1, 2, 3, 4, 5, 6].map(product)} />)
    const previous = screen.getByRole('button', { name: 'Prethodni proizvodi' }) as HTMLButtonElement
    const next = screen.getByRole('button', { name: 'Sljedeći proizvodi' }) as HTMLButtonElement
    await vi.waitFor(() => expect(next.disabled).toBe(false))
    expect(previous.disabled).toBe(true)

    await act(async () => fireEvent.click(next))
    expect(next.disabled).toBe(true)
    expect(previous.disabled).toBe(false)

    await act(async () => fireEvent.click(previous))
    expect(previous.disabled).toBe(true)
    expect(next.disabled).toBe(false)
  })

  it('keeps both buttons disabled when every product fits in view', async () => {
    renderWithShop(<ProductSlider headingId="t" title="Izdvojeno" products={[1, 2].map(product)} />)
    await act(async () => {})
    expect((screen.getByRole('button', { name: 'Prethodni proizvodi' }) as HTMLButtonElement).disabled).toBe(true)
    expect((screen.getByRole('button', { name: 'Sljedeći proizvodi' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('starts the carousel only when the shopper moves towards it, so a page that is only looked at does not measure its slides', async () => {
    renderWithShop(<ProductSlider headingId="t" title="Izdvojeno" products={[1, 2, 3, 4, 5, 6].map(product)} />)
    const region = screen.getByRole('region', { name: 'Izdvojeno' })
    const track = within(region).getByRole('list', { name: 'Izdvojeno' })
    await vi.waitFor(() => expect((screen.getByRole('button', { name: 'Sljedeći proizvodi' }) as HTMLButtonElement).disabled).toBe(false))
    expect(track.style.transform).toBe('')

    await act(async () => fireEvent.pointerEnter(region))
    expect(track.style.transform).toMatch(/^translate3d\(/)
  })
})
