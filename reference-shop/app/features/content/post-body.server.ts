import type { Storefront } from '@vitrina/sdk'
import sanitizeHtml from 'sanitize-html'
import { descriptionText } from '../catalog/description-text'

/** The tags a CMS body needs; anything else is dropped (script, style and textarea with their contents). */
const ALLOWED_TAGS = ['p', 'br', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'img', 'blockquote', 'figure', 'figcaption']

/** A path on the shop's own origin (`/media/...`, `slika.png`), not a protocol-relative `//host` address. */
function isRelative(url: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith('//') && !url.startsWith('\\')
}

function isFromOrigin(url: string, origin: string | undefined): boolean {
  if (!origin) return false
  try {
    return new URL(url).origin === new URL(origin).origin
  } catch {
    return false
  }
}

export interface PostBodyOptions {
  /** The media host (the origin of `shop.mediaUrl`): the only host body images may load from, besides relative paths. */
  mediaOrigin?: string
}

/**
 * The HTML body of a post or page made safe to inject (spec §2: "HTML body"), on the server: only the tags
 * and attributes a CMS body needs survive (links with http, https, mailto, tel or relative addresses and
 * `rel="noopener"`; images from the media host or relative), so scripts, event handlers, `javascript:` URLs,
 * frames and inline styles never reach the page.
 */
export function sanitizePostBody(html: string, { mediaOrigin }: PostBodyOptions = {}): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { a: ['href', 'rel'], img: ['src', 'alt'] },
    // tel: for the phone numbers of contact and branch-office bodies.
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: { ...(attribs.href ? { href: attribs.href } : {}), rel: 'noopener' } }),
      img: (tagName, attribs) => {
        const src = attribs.src?.trim() ?? ''
        const allowed = src !== '' && (isRelative(src) || isFromOrigin(src, mediaOrigin))
        return { tagName, attribs: allowed ? { src, ...(attribs.alt !== undefined ? { alt: attribs.alt } : {}) } : {} }
      },
    },
    // An image whose address was refused is left out entirely.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  })
}

/** The origin body images may come from: the media host `shop.mediaUrl` builds addresses on. */
export function mediaOriginOf(shop: Pick<Storefront, 'mediaUrl'>): string | undefined {
  try {
    return new URL(shop.mediaUrl({ id: 1, slug: 'x', size: 'Small', ext: 'jpeg' })).origin
  } catch {
    return undefined
  }
}

/** A CMS body as the shop shows it: sanitised, with images allowed from `shop`'s media host (or relative). */
export function postBodyHtml(shop: Pick<Storefront, 'mediaUrl'>, body: string | null | undefined): string {
  return sanitizePostBody(body ?? '', { mediaOrigin: mediaOriginOf(shop) })
}

/** The text of a piece of HTML as a reader sees it, on one line: tags out, entities read, spaces collapsed. */
const visibleText = (html: string): string => descriptionText(html).replace(/\s+/g, ' ')

/**
 * A post's body without a first paragraph that only repeats its excerpt (the editor's lead, often bold): the page
 * shows the excerpt as its lead above the body already, and a reader would read it twice.
 */
export function withoutRepeatedLead(bodyHtml: string, excerpt: string | null | undefined): string {
  const lead = visibleText(excerpt ?? '')
  if (lead === '') return bodyHtml
  const first = /^\s*<p>([\s\S]*?)<\/p>/.exec(bodyHtml)
  return first && visibleText(first[1]!) === lead ? bodyHtml.slice(first[0].length).trimStart() : bodyHtml
}
