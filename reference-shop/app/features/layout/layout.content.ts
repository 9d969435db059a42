import type { CmsElement } from '@vitrina/sdk'

// Readers of the layout elements' `meta` (docs/contract.md, "element/getByHandlers"). The SDK types `meta` as
// open content, so the shop reads the fields it shows and falls back to nothing when an editor left one out.

export interface ContentLink {
  title: string
  href: string
  /** `_blank` when the editor chose to open it in a new tab. */
  target?: '_blank'
}
export interface ContentLogo {
  url?: string
  alt: string
}
export interface HeaderContent {
  topBarText?: string
  topBarLinks: ContentLink[]
  logo: ContentLogo
}
/** A video the footer links to (on the shop's video channel), with its cover image when the editor chose one. */
export interface ContentVideo {
  title: string
  /** An http(s) address: anything else is no video. */
  href: string
  cover?: { url: string; alt: string }
}
export interface FooterContent {
  logo: ContentLogo
  infoText?: string
  contact: { phone?: string; email?: string; address?: string }
  copyright?: string
  video?: ContentVideo
  /** Column headings per footer tree, as the editor named them. */
  columnTitles: Partial<Record<string, string>>
}
export interface CookieContent {
  title?: string
  /** Rich text: HTML that the server sanitised where it read the layout (cookie-text.server.ts), or plain text. */
  text?: string
  policyLink?: ContentLink
  acceptLabel?: string
}

export type Json = Record<string, unknown>

/** An element's content object, or an empty one for anything else (a list, a string, nothing). */
export function record(value: unknown): Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {}
}
function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}
function link(value: unknown): ContentLink | undefined {
  const { title, href, target } = record(value)
  if (!text(title) || !text(href)) return undefined
  return { title: title as string, href: href as string, ...(target === '_blank' ? { target } : {}) }
}
function links(value: unknown): ContentLink[] {
  return Array.isArray(value) ? value.map(link).filter((item): item is ContentLink => item !== undefined) : []
}
function logo(value: unknown, fallbackAlt: string): ContentLogo {
  const { url, alt } = record(value)
  return { url: text(url), alt: text(alt) ?? fallbackAlt }
}

/** Whether `value` is an absolute http or https address, the only kind a video link may have. */
export function isWebAddress(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}
function video(value: unknown): ContentVideo | undefined {
  const { title, href, cover } = record(value)
  if (!text(title) || !text(href) || !isWebAddress(href as string)) return undefined
  const { url, alt } = record(cover)
  return { title: title as string, href: href as string, ...(text(url) ? { cover: { url: url as string, alt: text(alt) ?? '' } } : {}) }
}

export function readHeader(element: CmsElement | undefined, shopName: string): HeaderContent {
  const meta = record(element?.meta)
  const topBar = record(meta.topBar)
  return { topBarText: text(topBar.text), topBarLinks: links(topBar.links), logo: logo(meta.logo, shopName) }
}

export function readFooter(element: CmsElement | undefined, shopName: string): FooterContent {
  const meta = record(element?.meta)
  const contact = record(meta.contact)
  return {
    logo: logo(meta.logo, shopName),
    infoText: text(meta.infoText),
    contact: { phone: text(contact.phone), email: text(contact.email), address: text(contact.address) },
    copyright: text(meta.copyright),
    video: video(meta.video),
    columnTitles: Object.fromEntries(
      (Array.isArray(meta.columns) ? meta.columns : []).flatMap((column) => {
        const { tree, title } = record(column)
        return text(tree) && text(title) ? [[tree as string, title as string]] : []
      }),
    ),
  }
}

export function readCookie(element: CmsElement | undefined): CookieContent {
  const meta = record(element?.meta)
  return { title: text(meta.title), text: text(meta.text), policyLink: link(meta.policyLink), acceptLabel: text(meta.acceptLabel) }
}
