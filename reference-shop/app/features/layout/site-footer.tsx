import { useLingui } from '@lingui/react/macro'
import type { CmsElement, NavigationItem, NavigationTreeId } from '@vitrina/sdk'
import { Suspense } from 'react'
import { lazyEditModeTool, useEditMode } from '../edit-mode/use-edit-mode'
import { MailIcon, PhoneIcon, PinIcon, SocialIcon } from './icons'
import { LanguageSwitch } from './language-switch'
import type { FooterContent } from './layout.content'
import { ShopLogo } from './shop-logo'
import { SmartLink } from './smart-link'

type FooterNavigation = Partial<Record<NavigationTreeId, NavigationItem[]>>

// Loaded in edit mode only.
const EditableFooterInfo = lazyEditModeTool('EditableFooterInfo')

interface SiteFooterProps {
  content: FooterContent
  navigation: FooterNavigation
  /** The footer element the content comes from, which edit mode writes back. */
  element?: CmsElement | undefined
}

/**
 * The footer on every page: three link trees, social links (footer4), the footer element and the language switch.
 * In edit mode its info text is a field the editor saves.
 */
export function SiteFooter({ content, navigation, element }: SiteFooterProps) {
  const { t } = useLingui()
  const { editing } = useEditMode()
  const infoText = content.infoText && <p className="max-w-sm text-sm leading-relaxed text-white/70">{content.infoText}</p>
  const columns: Array<{ id: NavigationTreeId; label: string }> = [
    { id: 'footer1', label: content.columnTitles.footer1 ?? t`Kupovina` },
    { id: 'footer2', label: content.columnTitles.footer2 ?? t`Informacije` },
    { id: 'footer3', label: content.columnTitles.footer3 ?? t`Korisnička podrška` },
  ]
  const socials = navigation.footer4 ?? []
  const { phone, email, address } = content.contact

  return (
    <footer className="mt-16 bg-ink-900 text-white/85">
      <div className="wrapper grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-[1.4fr_repeat(3,1fr)] lg:py-16">
        <div className="space-y-5">
          <div className="inline-block rounded-2xl bg-white px-4 py-2">
            <ShopLogo logo={content.logo} />
          </div>
          {editing && element ? (
            <Suspense fallback={infoText}>
              <EditableFooterInfo element={element} />
            </Suspense>
          ) : (
            infoText
          )}
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
          {content.copyright && <p className="text-white/60">{content.copyright}</p>}
          {socials.length > 0 && (
            <nav aria-label={content.columnTitles.footer4 ?? t`Društvene mreže`}>
              <ul className="flex items-center gap-2">
                {socials.map((item) => (
                  <li key={item.id}>
                    <SmartLink href={item.href} aria-label={item.title} className="grid size-10 place-items-center rounded-full bg-white/10 text-white hover:bg-rose-500">
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
