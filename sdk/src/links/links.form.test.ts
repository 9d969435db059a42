import { describe, expect, it } from 'vitest'
import { sdkMessages } from '../messages/messages.catalog'
import { MESSAGE_KEYS } from '../messages/messages.keys'
import {
  chooseLinkTarget,
  chosenLinkTarget,
  createLinkForm,
  linkFormOf,
  linkFormProblems,
  savedLinkOf,
  setExternalLink,
  setOpenInNewTab,
  slugProblem,
} from './links.form'

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

describe('saving a link', () => {
  it('saves a chosen product with its kind and slug, and reads it back into the same choice in another language', () => {
    const form = chooseLinkTarget(createLinkForm({ name: ' Kolica ' }), 'product', 'kvarner-kids-nova-sportska-kolica', 'hr')
    const saved = savedLinkOf(form)
    expect(saved).toEqual({
      title: 'Kolica',
      href: '/product/kvarner-kids-nova-sportska-kolica',
      target: '_blank',
      kind: 'product',
      slug: 'kvarner-kids-nova-sportska-kolica',
    })
    const again = linkFormOf(saved, 'sl')
    expect([again.name, again.href, chosenLinkTarget(again), again.hrefNewTab]).toEqual([
      'Kolica',
      '/sl/product/kvarner-kids-nova-sportska-kolica',
      'product',
      true,
    ])
  })

  it('reads a link saved without a kind (seeded content) as an external link that opens in the same tab', () => {
    const form = linkFormOf({ title: 'Kontakt', href: '/kontakt' }, 'hr')
    expect([form.name, form.href, chosenLinkTarget(form), form.target, form.hrefNewTab]).toEqual(['Kontakt', '/kontakt', null, '_self', false])
    expect(savedLinkOf(form)).toEqual({ title: 'Kontakt', href: '/kontakt', target: '_self' })
  })

  it('moves the target with the new-tab box', () => {
    expect(setOpenInNewTab(createLinkForm(), false)).toMatchObject({ hrefNewTab: false, target: '_self' })
    expect(setOpenInNewTab(createLinkForm({ target: '_self', hrefNewTab: false }), true)).toMatchObject({ hrefNewTab: true, target: '_blank' })
  })

  it.each([
    [{ name: '', href: '/kontakt' }, { name: MESSAGE_KEYS.required }],
    [{ name: 'Kontakt', href: ' ' }, { href: MESSAGE_KEYS.required }],
    [{ name: 'Kontakt', href: 'javascript:alert(1)' }, { href: MESSAGE_KEYS.invalid }],
    [{ name: 'Kontakt', href: '//evil.example/' }, { href: MESSAGE_KEYS.invalid }],
    [{ name: 'Kontakt', href: 'www.example.com' }, { href: MESSAGE_KEYS.invalid }],
    [{ name: 'Kontakt', href: '/kontakt' }, {}],
    [{ name: 'Katalog', href: 'https://example.com/katalog.pdf' }, {}],
    [{ name: 'Pišite nam', href: 'mailto:info@vitrina.test' }, {}],
    [{ name: 'Nazovite', href: 'tel:+385 1 4000 100' }, {}],
  ])('judges the external link %j: %j', (fields, problems) => {
    expect(linkFormProblems(setExternalLink(createLinkForm({ name: fields.name }), fields.href))).toEqual(problems)
  })

  it('accepts a chosen target without judging its path as an external link', () => {
    expect(linkFormProblems(chooseLinkTarget(createLinkForm({ name: 'O nama' }), 'page', 'o-nama', 'hr'))).toEqual({})
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
