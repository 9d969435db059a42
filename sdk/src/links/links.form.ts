import type { Language } from '../language/language.constants'
import { MESSAGE_KEYS } from '../messages/messages.keys'
import { routePath } from './links.routes'

/** What a link of the link options modal can point at inside the site (back-office spec §3, "Link form"). */
export type LinkTargetKind = 'page' | 'post' | 'product' | 'productCategory' | 'blogCategory'

/** The link options modal's form (back-office spec §3, "Link form"). */
export interface LinkForm {
  /** The link's text. */
  name: string
  /** The `rel` attribute. */
  rel: string
  /** Where the link goes: the formatted path of the chosen page, post, product or category, or an external URL. */
  href: string
  /** The `target` attribute; `_blank` by default. */
  target: '_blank' | '_self'
  /** Open in a new tab; true by default. */
  hrefNewTab: boolean
  /** The slug of the one chosen target, by kind; the others are empty. */
  slugs: Readonly<Record<LinkTargetKind, string>>
  /** The path of the chosen target with the language prefix, or empty for an external link. */
  formattedPath: string
}

const NO_SLUGS: Readonly<Record<LinkTargetKind, string>> = /* @__PURE__ */ Object.freeze({
  page: '',
  post: '',
  product: '',
  productCategory: '',
  blogCategory: '',
})

/**
 * A new link form: no target, `_blank` and a new tab by default (back-office spec §3).
 *
 * @example
 * ```ts
 * import { chooseLinkTarget, createLinkForm, linkFormProblems, savedLinkOf } from '@vitrina/sdk/back-office'
 *
 * const form = chooseLinkTarget(createLinkForm({ name: 'Kolica' }), 'productCategory', 'kolica', 'sl')
 * if (Object.keys(linkFormProblems(form)).length === 0) console.log(savedLinkOf(form)) // what the element stores
 * ```
 */
export function createLinkForm(initial: Partial<LinkForm> = {}): LinkForm {
  return { name: '', rel: '', href: '', target: '_blank', hrefNewTab: true, formattedPath: '', ...initial, slugs: { ...NO_SLUGS, ...initial.slugs } }
}

/** The route each kind of target lives at (pages and posts share the site's catch-all `/{slug}`). */
const ROUTE_OF = { page: 'post', post: 'post', product: 'product', productCategory: 'shop', blogCategory: 'blog' } as const

/**
 * Chooses the link's target: the other selections are cleared and the path is set, with the language prefix of
 * the site's rule (none for the default language). Back-office spec §4: "Only one of the page, post, product and
 * category selections shows at a time. Choosing one clears the others and sets the path."
 */
export function chooseLinkTarget(form: LinkForm, kind: LinkTargetKind, slug: string, language: Language): LinkForm {
  const path = routePath(ROUTE_OF[kind], language, { slug })
  return { ...form, slugs: { ...NO_SLUGS, [kind]: slug }, formattedPath: path, href: path }
}

/** Types an external link: every selection is cleared (back-office spec §4, "Link modal"). */
export function setExternalLink(form: LinkForm, href: string): LinkForm {
  return { ...form, slugs: NO_SLUGS, formattedPath: '', href }
}

/** The kind of target the form points at, or null for an external link or none. */
export function chosenLinkTarget(form: LinkForm): LinkTargetKind | null {
  return (Object.keys(form.slugs) as LinkTargetKind[]).find((kind) => form.slugs[kind] !== '') ?? null
}

/** Back-office spec §9: the shortest slug. */
export const SLUG_MIN_LENGTH = 4

/** Lowercase letters `a-z` and digits, in words joined by single hyphens: a slug's format (its length apart). */
export const SLUG_FORMAT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * Checks a slug (back-office spec §5): at least 4 characters (`validation.slugTooShort`, in Croatian 'Slug je kratak
 * (minimum 4 znaka)!'), then the format (`validation.slugFormat`, 'Slug nije u dobrom formatu!'): lowercase letters
 * without diacritics and digits, with single hyphens between them. Returns the message key of the first rule broken,
 * or null.
 */
export function slugProblem(slug: string): string | null {
  if (slug.length < SLUG_MIN_LENGTH) return MESSAGE_KEYS.slugTooShort
  return SLUG_FORMAT.test(slug) ? null : MESSAGE_KEYS.slugFormat
}

/** Ticks or clears "open in a new tab": the `target` follows (`_blank` or `_self`). */
export function setOpenInNewTab(form: LinkForm, hrefNewTab: boolean): LinkForm {
  return { ...form, hrefNewTab, target: hrefNewTab ? '_blank' : '_self' }
}

/** The schemes an external link may use; anything else (`javascript:`, `data:`) is refused. */
const EXTERNAL_LINK = /^(?:https?:\/\/[^\s/]+\S*|mailto:\S+|tel:\+?[\d\s/-]+)$/i

/**
 * What stops the form from being saved, by field (`name`, `href`), as message keys: a link needs its text and a
 * destination, either a chosen target or an external link that is a site path (`/…`) or an `http(s):`, `mailto:` or
 * `tel:` address. Empty when it can be saved.
 */
export function linkFormProblems(form: LinkForm): Partial<Record<'name' | 'href', string>> {
  const problems: Partial<Record<'name' | 'href', string>> = {}
  if (form.name.trim() === '') problems.name = MESSAGE_KEYS.required
  const href = form.href.trim()
  if (href === '') problems.href = MESSAGE_KEYS.required
  else if (chosenLinkTarget(form) === null && !(href.startsWith('/') && !href.startsWith('//')) && !EXTERNAL_LINK.test(href))
    problems.href = MESSAGE_KEYS.invalid
  return problems
}

/** A link as edit mode saves it in an element's content (the header's top-bar links). */
export interface SavedLink {
  /** The link's text. */
  title: string
  /** Where it goes. */
  href: string
  /** `_blank` to open in a new tab. */
  target: '_blank' | '_self'
  /** The `rel` attribute, when the editor gave one. */
  rel?: string
  /** The kind of target chosen in the modal; none for an external link. */
  kind?: LinkTargetKind
  /** The chosen target's slug, with `kind`. */
  slug?: string
}

/** The saved form of a link form (see {@link linkFormOf} for the way back). */
export function savedLinkOf(form: LinkForm): SavedLink {
  const kind = chosenLinkTarget(form)
  return {
    title: form.name.trim(),
    href: form.href.trim(),
    target: form.target,
    ...(form.rel.trim() ? { rel: form.rel.trim() } : {}),
    ...(kind ? { kind, slug: form.slugs[kind] } : {}),
  }
}

/**
 * A saved link as the link options modal's form: its target chosen again (the path in `language`) when it names one,
 * else its href as an external link. A link saved without `target` (seeded content) opens in the same tab.
 */
export function linkFormOf(link: Partial<SavedLink>, language: Language): LinkForm {
  const target = link.target === '_blank' ? '_blank' : '_self'
  const form = createLinkForm({ name: link.title ?? '', rel: link.rel ?? '', target, hrefNewTab: target === '_blank' })
  if (link.kind && Object.hasOwn(NO_SLUGS, link.kind) && link.slug) return chooseLinkTarget(form, link.kind, link.slug, language)
  return setExternalLink(form, link.href ?? '')
}
