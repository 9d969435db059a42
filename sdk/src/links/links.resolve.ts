import type { Language } from '../language/language.constants'
import type { Id } from '../site/site.types'
import { type RouteName, routePath } from './links.routes'

/**
 * The types of link the storefront resolves: `product`, `post` and `page`, the blog terms `category` and
 * `tag` (also `term`), `productCategory`, `event`, `cartItem`, and `external`/`social` (which carry an href).
 */
export type LinkType = 'product' | 'post' | 'page' | 'category' | 'tag' | 'term' | 'productCategory' | 'event' | 'cartItem' | 'external' | 'social'

/** A link to resolve: its type and what that type needs (a slug, an id, an href). */
export interface LinkTarget {
  /** What the link points at; an unknown type resolves to `/`. */
  type: LinkType | (string & {})
  /** The slug of a product, post, page, term or product category; a cart item's product slug. */
  slug?: string | null
  /** The id of an event. */
  id?: Id | null
  /** For a cart item that is a variant: its configurable parent's slug. */
  parentSlug?: string | null
  /** For a cart item: the cart item id, sent as `cartItemId`. */
  itemId?: Id | null
  /** For an external or social link: the address. */
  href?: string | null
}

const ROUTE_OF: Partial<Record<string, RouteName>> = {
  product: 'product',
  cartItem: 'product',
  post: 'post',
  page: 'post',
  category: 'blog',
  tag: 'blog',
  term: 'blog',
  productCategory: 'shop',
  event: 'event',
}

/**
 * The storefront path of a link in a language (spec §2, "Link resolution"): product `/product/{slug}`, posts
 * and pages `/{slug}`, blog terms `/objave/{slug}` (`/blog/{slug}` in en and de), product categories
 * `/shop/{slug}`, events `/dogadjaj/{id}` (`/event/{id}`), a variant's cart item its parent's product page
 * with `?cartItemId=`; every language but hr adds its prefix. Unknown types and missing slugs give `/`.
 */
export function resolveLink(link: LinkTarget, language: Language): string {
  if (link.type === 'external' || link.type === 'social') return link.href || '/'
  const route = ROUTE_OF[link.type]
  const slug = (link.type === 'cartItem' && link.parentSlug) || link.slug
  const key = route === 'event' ? link.id : slug
  if (!route || key === undefined || key === null || key === '') return '/'
  const path = routePath(route, language, { slug, id: link.id })
  // Spec: "a variant's cart-item link goes to the parent product slug with query cartItemId".
  return link.type === 'cartItem' && link.parentSlug && link.itemId != null ? `${path}?cartItemId=${encodeURIComponent(String(link.itemId))}` : path
}
