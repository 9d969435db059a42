import { useLingui } from '@lingui/react/macro'
import type { CmsElement, NavigationItem, NavigationTreeId } from '@vitrina/sdk'
import { Suspense } from 'react'
import { lazyEditModeTool, useEditMode } from '../edit-mode/use-edit-mode'
import { useElementImageUrl } from './element-image'
import { MailIcon, PhoneIcon, PinIcon, SocialIcon } from './icons'
import { LanguageSwitch } from './language-switch'
import { type ContentVideo, type FooterContent, readFooter } from './footer.content'
import { ShopLogo } from './shop-logo'
import { SmartLink } from './smart-link'
import { SHOP_NAME } from '../routing/seo'

type FooterNavigation = Partial<Record<NavigationTreeId, NavigationItem[]>>

// Loaded in edit mode only.
const EditableFooterInfo = lazyEditModeTool('EditableFooterInfo')
const EditableFooterContact = lazyEditModeTool('EditableFooterContact')
const EditableFooterCopyright = lazyEditModeTool('EditableFooterCopyright')
const EditableFooterVideo = lazyEditModeTool('EditableFooterVideo')

/** The drawn box of a video's cover: 16:9, the shape of a video frame (and of the Large size, 1280x720). */
const COVER_WIDTH = 320
const COVER_HEIGHT = 180

/**
 * A link to the footer's video in a new tab: its cover image with a play mark when it has one, and its title. The
 * element gives the cover's address only: it is drawn in a 16:9 box, cut to fit, and loaded when scrolled near. The
 * link is as wide as its column allows up to 320 px before the cover arrives too: edit mode lays it out in a column
 * that would otherwise shrink it to its title's width, and everything below would move when the picture came.
 */
function FooterVideo({ video }: { video: ContentVideo }) {
  const { t } = useLingui()
  const playMark = (size: string) => (
    <span aria-hidden="true" className={`grid shrink-0 place-items-center rounded-full bg-rose-500 text-white shadow-lg group-hover:bg-rose-600 ${size}`}>
      <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" className="ml-0.5 size-1/2">
        <path d="M7 4.5v15l12.5-7.5z" />
      </svg>
    </span>
  )
  const cover = useElementImageUrl(video.cover?.url)
  return (
    <a href={video.href} target="_blank" rel="noopener noreferrer" className="group block w-full max-w-xs text-sm font-bold text-white">
      {cover && (
        <span className="relative mb-2 block overflow-hidden rounded-2xl bg-white/10">
          <img
            src={cover}
            alt={video.cover?.alt ?? ''}
            width={COVER_WIDTH}
            height={COVER_HEIGHT}
            loading="lazy"
            decoding="async"
            className="aspect-video w-full object-cover transition group-hover:opacity-90"
          />
          <span className="absolute inset-0 grid place-items-center">{playMark('size-14')}</span>
        </span>
      )}
      <span className="flex items-center gap-2 group-hover:underline">
        {!cover && playMark('size-8')}
        {video.title}
      </span>
      <span className="sr-only"> {t`(otvara se u novoj kartici)`}</span>
    </a>
  )
}

/** The footer of the page shell, from the layout's footer element (read here: footer.content.ts). */
export function LayoutFooter({ element, navigation }: { element: CmsElement | undefined; navigation: FooterNavigation }) {
  return <SiteFooter content={readFooter(element, SHOP_NAME)} navigation={navigation} element={element} />
}

interface SiteFooterProps {
  content: FooterContent
  navigation: FooterNavigation
  /** The footer element the content comes from, which edit mode writes back. */
  element?: CmsElement | undefined
}

/**
 * The footer on every page: three link trees, social links (footer4), the footer element (info text, contact lines,
 * a video, copyright) and the language switch. In edit mode the element's texts and video are edited in place.
 */
export function SiteFooter({ content, navigation, element }: SiteFooterProps) {
  const { t } = useLingui()
  // In edit mode the element's texts and video are edited in place, and saved into the footer element.
  const editing = useEditMode().editing ? element : undefined
  const infoText = content.infoText && <p className="max-w-sm text-sm leading-relaxed text-white/70">{content.infoText}</p>
  const video = content.video && <FooterVideo video={content.video} />
  const copyright = content.copyright && <p className="text-white/60">{content.copyright}</p>
  const { phone, email, address } = content.contact
  const contact = (phone || email || address) && (
    <address className="space-y-2 text-sm not-italic">
      {phone && (
        <a href={`tel:${phone.replace(/[^+\d]/g, '')}`} className="flex items-center gap-2 hover:text-white">
          <PhoneIcon className="size-4 text-rose-300" />
          {phone}
        </a>
      )}
      {email && (
        <a href={`mailto:${email}`} className="flex items-center gap-2 hover:text-white">
          <MailIcon className="size-4 text-rose-300" />
          {email}
        </a>
      )}
      {address && (
        <p className="flex items-center gap-2">
          <PinIcon className="size-4 shrink-0 text-rose-300" />
          {address}
        </p>
      )}
    </address>
  )
  const columns: Array<{ id: NavigationTreeId; label: string }> = [
    { id: 'footer1', label: content.columnTitles.footer1 ?? t`Kupovina` },
    { id: 'footer2', label: content.columnTitles.footer2 ?? t`Informacije` },
    { id: 'footer3', label: content.columnTitles.footer3 ?? t`Korisnička podrška` },
  ]
  const socials = navigation.footer4 ?? []

  return (
    <footer className="mt-16 bg-ink-900 text-white/85">
      <div className="wrapper grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-[1.4fr_repeat(3,1fr)] lg:py-16">
        <div className="space-y-5">
          <div className="inline-block rounded-2xl bg-white px-4 py-2">
            <ShopLogo logo={content.logo} />
          </div>
          {editing ? (
            <Suspense fallback={infoText}>
              <EditableFooterInfo element={editing} />
            </Suspense>
          ) : (
            infoText
          )}
          {editing ? (
            <Suspense fallback={contact}>
              <EditableFooterContact element={editing}>{contact}</EditableFooterContact>
            </Suspense>
          ) : (
            contact
          )}
          {editing ? (
            <Suspense fallback={video}>
              <EditableFooterVideo element={editing}>{video}</EditableFooterVideo>
            </Suspense>
          ) : (
            video
          )}
        </div>
        {columns.map(({ id, label }) => {
          const items = navigation[id] ?? []
          if (items.length === 0) return null
          return (
            <nav key={id} aria-label={label}>
              <h2 className="mb-4 text-sm font-bold uppercase tracking-wider text-white">{label}</h2>
              <ul className="space-y-2.5 text-sm">
                {items.map((item) => (
                  <li key={item.id}>
                    <SmartLink href={item.href} className="text-white/70 hover:text-white">
                      {item.title}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </nav>
          )
        })}
      </div>
      <div className="border-t border-white/10">
        <div className="wrapper flex flex-col items-center gap-4 py-6 text-sm md:flex-row md:justify-between">
          {editing ? (
            <Suspense fallback={copyright}>
              <EditableFooterCopyright element={editing}>{copyright}</EditableFooterCopyright>
            </Suspense>
          ) : (
            copyright
          )}
          {socials.length > 0 && (
            <nav aria-label={content.columnTitles.footer4 ?? t`Društvene mreže`}>
              <ul className="flex items-center gap-2">
                {socials.map((item) => (
                  <li key={item.id}>
                    <SmartLink
                      href={item.href}
                      aria-label={item.title}
                      className="grid size-10 place-items-center rounded-full bg-white/10 text-white hover:bg-rose-500"
                    >
                      <SocialIcon network={item.slug ?? item.title} className="size-5" />
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <LanguageSwitch />
        </div>
      </div>
    </footer>
  )
}
