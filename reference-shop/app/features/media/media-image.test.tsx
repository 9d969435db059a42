import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithShop } from '../../testing/shop.fixture'
import { MediaImage, type MediaImageProps } from './media-image'

const MEDIA = { id: 108, slug: 'kolica', hash: 'a1b2' }
const FALLBACK = <span data-testid="fallback">nema slike</span>

function renderImage(props: Partial<MediaImageProps> = {}) {
  return renderWithShop(
    <MediaImage
      media={MEDIA}
      alt="Kolica Nova"
      renditions={['Small', 'Medium']}
      sizes="(min-width: 640px) 30vw, 45vw"
      width={292}
      height={292}
      fallback={FALLBACK}
      {...props}
    />,
  )
}

describe('MediaImage', () => {
  it('offers AVIF and WebP in every rendition, with widths from the media sizes, and JPEG to browsers without them', () => {
    const { container } = renderImage()
    const sources = [...container.querySelectorAll('picture > source')]
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp'])
    expect(sources[0]!.getAttribute('srcset')).toBe(
      'http://sandbox.test/media/7/108/Small/kolica.avif/a1b2 320w, http://sandbox.test/media/7/108/Medium/kolica.avif/a1b2 720w',
    )
    expect(sources[1]!.getAttribute('srcset')).toContain('/media/7/108/Medium/kolica.webp/a1b2 720w')
    expect(sources.every((source) => source.getAttribute('sizes') === '(min-width: 640px) 30vw, 45vw')).toBe(true)

    const img = screen.getByRole('img', { name: 'Kolica Nova' })
    expect(img.getAttribute('srcset')).toBe(
      'http://sandbox.test/media/7/108/Small/kolica.jpeg/a1b2 320w, http://sandbox.test/media/7/108/Medium/kolica.jpeg/a1b2 720w',
    )
    expect(img.getAttribute('src')).toBe('http://sandbox.test/media/7/108/Medium/kolica.jpeg/a1b2')
    expect(img.getAttribute('sizes')).toBe('(min-width: 640px) 30vw, 45vw')
    // The space is reserved before the image arrives.
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['292', '292'])
  })

  it('loads an image below the fold lazily and decodes it off the main thread', () => {
    renderImage()
    const img = screen.getByRole('img', { name: 'Kolica Nova' })
    expect(img.getAttribute('loading')).toBe('lazy')
    expect(img.getAttribute('decoding')).toBe('async')
    expect(img.getAttribute('fetchpriority')).toBeNull()
  })

  it("fetches the page's largest image first and never lazily", () => {
    renderImage({ loading: 'priority' })
    const img = screen.getByRole('img', { name: 'Kolica Nova' })
    expect(img.getAttribute('fetchpriority')).toBe('high')
    expect(img.getAttribute('loading')).toBeNull()
  })

  it("uses the item's own alternative text, and builds the address from the alternative text when the item has no slug", () => {
    renderImage({ media: { id: 9, alt: 'Plava kolica' }, alt: 'kolica-nova' })
    expect(screen.getByRole('img', { name: 'Plava kolica' }).getAttribute('src')).toBe('http://sandbox.test/media/7/9/Medium/kolica-nova.jpeg')
  })

  it('shows the fallback when there is no item, and when the image fails to load', () => {
    renderImage({ media: null })
    expect(screen.getByTestId('fallback')).toBeTruthy()
    expect(screen.queryByRole('img')).toBeNull()

    const { container } = renderImage()
    fireEvent.error(container.querySelector('img')!)
    expect(container.querySelector('picture')).toBeNull()
    expect(container.querySelector('[data-testid="fallback"]')).toBeTruthy()
  })
})
