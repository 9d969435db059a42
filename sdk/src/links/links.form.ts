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

const NO_SLUGS: Readonly<Record<LinkTargetKind, string>> = /* @__PURE__ */ Object.freeze({ page: '', post: '', product: '', productCategory: '', blogCategory: '' })

/** A new link form: no target, `_blank` and a new tab by default (back-office spec §3). */
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

const SLUG_FORMAT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

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
