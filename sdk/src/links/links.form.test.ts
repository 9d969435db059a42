import { describe, expect, it } from 'vitest'
import { sdkMessages } from '../messages/messages.catalog'
import { MESSAGE_KEYS } from '../messages/messages.keys'
import { chooseLinkTarget, chosenLinkTarget, createLinkForm, setExternalLink, slugProblem } from './links.form'

describe('the link options form', () => {
  it('starts with no target, opening in a new tab with target _blank', () => {
    const form = createLinkForm()
    expect([form.target, form.hrefNewTab, form.href, form.formattedPath, chosenLinkTarget(form)]).toEqual(['_blank', true, '', '', null])
  })

  it.each([
    ['page', 'o-nama', 'hr', '/o-nama'],
    ['post', 'kako-odabrati-prva-kolica', 'sl', '/sl/kako-odabrati-prva-kolica'],
    ['product', 'kvarner-kids-nova-sportska-kolica', 'hr', '/product/kvarner-kids-nova-sportska-kolica'],
    ['productCategory', 'kolica', 'sl', '/sl/shop/kolica'],
    ['blogCategory', 'savjeti', 'en', '/en/blog/savjeti'],
  ] as const)('points a %s at its path with the language prefix (%s in %s gives %s)', (kind, slug, language, path) => {
    const form = chooseLinkTarget(createLinkForm(), kind, slug, language)
    expect([form.href, form.formattedPath, chosenLinkTarget(form), form.slugs[kind]]).toEqual([path, path, kind, slug])
  })

  it('keeps one selection: choosing a product clears the page chosen before', () => {
    const page = chooseLinkTarget(createLinkForm({ name: 'Kolica' }), 'page', 'o-nama', 'hr')
    const product = chooseLinkTarget(page, 'product', 'kvarner-kids-nova-sportska-kolica', 'hr')
    expect(product.slugs).toEqual({ page: '', post: '', product: 'kvarner-kids-nova-sportska-kolica', productCategory: '', blogCategory: '' })
    expect(product.name).toBe('Kolica')
  })

  it('clears every selection when an external link is typed, and keeps the new-tab choice', () => {
    const chosen = chooseLinkTarget(createLinkForm({ hrefNewTab: false, target: '_self' }), 'productCategory', 'kolica', 'hr')
    const external = setExternalLink(chosen, 'https://example.com/katalog.pdf')
    expect([external.href, external.formattedPath, chosenLinkTarget(external), external.hrefNewTab, external.target]).toEqual([
      'https://example.com/katalog.pdf',
      '',
      null,
      false,
      '_self',
    ])
  })
})

describe('slug rules', () => {
  it.each([
    ['abc', MESSAGE_KEYS.slugTooShort],
    ['', MESSAGE_KEYS.slugTooShort],
    ['Kolica', MESSAGE_KEYS.slugFormat],
    ['dječja-kolica', MESSAGE_KEYS.slugFormat],
    ['kolica--nova', MESSAGE_KEYS.slugFormat],
    ['-kolica', MESSAGE_KEYS.slugFormat],
    ['kolica nova', MESSAGE_KEYS.slugFormat],
    ['kola', null],
    ['nova-kolica-2026', null],
  ])('judges %j: %s', (slug, problem) => {
    expect(slugProblem(slug)).toBe(problem)
  })

  it('says it in the spec words in Croatian', () => {
    expect(sdkMessages.hr[MESSAGE_KEYS.slugTooShort]).toBe('Slug je kratak (minimum 4 znaka)!')
    expect(sdkMessages.hr[MESSAGE_KEYS.slugFormat]).toBe('Slug nije u dobrom formatu!')
  })
})
