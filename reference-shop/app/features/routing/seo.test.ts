import { describe, expect, it } from 'vitest'
import { documentTitle } from './seo'

describe('documentTitle', () => {
  it("adds the shop's name to a page title, and is the shop's name alone without one", () => {
    expect(documentTitle('Kolica')).toEqual({ title: 'Kolica | Vitrina' })
    expect(documentTitle(undefined)).toEqual({ title: 'Vitrina' })
  })

  it('does not name the shop twice when a backend SEO title already ends with it', () => {
    expect(documentTitle('Kolica | Vitrina')).toEqual({ title: 'Kolica | Vitrina' })
  })
})
