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
export function text(value: unknown): string | undefined {
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
export function logo(value: unknown, fallbackAlt: string): ContentLogo {
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
export function readHeader(element: CmsElement | undefined, shopName: string): HeaderContent {
  const meta = record(element?.meta)
  const topBar = record(meta.topBar)
  return { topBarText: text(topBar.text), topBarLinks: links(topBar.links), logo: logo(meta.logo, shopName) }
}

export function readCookie(element: CmsElement | undefined): CookieContent {
  const meta = record(element?.meta)
  return { title: text(meta.title), text: text(meta.text), policyLink: link(meta.policyLink), acceptLabel: text(meta.acceptLabel) }
}
