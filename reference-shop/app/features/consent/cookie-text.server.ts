import { createSiteService, type Storefront } from '@vitrina/sdk'
import { descriptionText } from '../catalog/description-text'
import { sanitizePostBody } from '../content/post-body.server'

/** The cookie notice's element: its `meta.text` is rich text (HTML) that edit mode writes and the banner injects. */
export const COOKIE_ELEMENT = 'cookie-section'

/** The longest cookie text a save accepts: a notice of a few paragraphs is far shorter. */
export const COOKIE_TEXT_MAX_LENGTH = 20_000

// The same few texts (one per language) are read on every page: each is sanitised once, not on every request.
const MEMO_SIZE = 32
const sanitised = new Map<string, string>()

/**
 * The cookie notice's text made safe to inject, with a CMS body's allowlist (post-body.server.ts: paragraphs,
 * bold, italic, lists, links with http, https, mailto, tel or relative addresses): scripts, event handlers and
 * `javascript:` addresses are dropped. Plain text stays plain text (`&` and `<` encoded).
 */
export function sanitizeCookieText(html: string): string {
  let clean = sanitised.get(html)
  if (clean === undefined) {
    clean = sanitizePostBody(html)
    if (sanitised.size >= MEMO_SIZE) sanitised.clear()
    sanitised.set(html, clean)
  }
  return clean
}

/**
 * The cookie text as a save stores it: sanitised, and empty when nothing a reader sees is left (an editor's empty
 * paragraph), so that the banner falls back to the shop's own text instead of showing an empty notice.
 */
export function storedCookieText(html: string): string {
  const clean = sanitizeCookieText(html)
  return descriptionText(clean) === '' ? '' : clean
}

/**
 * Sanitises the cookie element's text in the request's loaded layout, on the server, before anything renders it or
 * puts it in the page's snapshot: the browser gets only sanitised HTML, whatever the backend holds (a text written
 * outside edit mode, or before sanitising on save existed). The stores are written only when sanitising changed the
 * text, which for a text saved through edit mode it does not.
 */
export function sanitizeLayoutCookieText(shop: Storefront): void {
  const element = createSiteService(shop).$elements.get()[COOKIE_ELEMENT]
  const text = element?.meta.text
  if (!element || typeof text !== 'string') return
  const clean = sanitizeCookieText(text)
  if (clean === text) return
  // The site service's stores are written only through the instance's snapshot: its site part, with this one text changed.
  const { language, site } = shop.dehydrate()
  if (!site) return
  const elements = { ...site.elements, [COOKIE_ELEMENT]: { ...element, meta: { ...element.meta, text: clean } } }
  shop.hydrate({ version: 1, language, site: { ...site, elements } })
}
