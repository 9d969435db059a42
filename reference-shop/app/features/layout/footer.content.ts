import type { CmsElement } from '@vitrina/sdk'
import { type ContentLogo, isWebAddress, logo, record, text } from './layout.content'

// The footer element's reader (layout.content.ts has the other layout elements'): a module of the footer's, which
// loads after a page's first load (site-footer.tsx), so its reading is no part of the page shell either.

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

function video(value: unknown): ContentVideo | undefined {
  const { title, href, cover } = record(value)
  if (!text(title) || !text(href) || !isWebAddress(href as string)) return undefined
  const { url, alt } = record(cover)
  return { title: title as string, href: href as string, ...(text(url) ? { cover: { url: url as string, alt: text(alt) ?? '' } } : {}) }
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
