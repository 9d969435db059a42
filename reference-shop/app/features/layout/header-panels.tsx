import { useLingui } from '@lingui/react/macro'
import type { NavigationItem } from '@vitrina/sdk'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { ModalLink } from '../auth/modal-link'
import { usePagePath } from '../routing/use-page-path'
import { ChevronDownIcon, SearchIcon } from './icons'
import type { ContentLink } from './layout.content'
import { SmartLink } from './smart-link'

// What the header draws only once the shopper reaches for it: the wide screens' category flyouts, the narrow screens'
// menu and the search field. A chunk of its own, which the header loads when the page is idle or at the first reach
// (header-panels.load.ts): none of it is on screen as a page opens, and every page would otherwise load it first.

/** A top-level category's flyout on wide screens: its sub-categories as column heads, their children beneath. */
export function NavigationFlyout({ item }: { item: NavigationItem }) {
  return (
    <div className="invisible absolute inset-x-0 top-full z-40 border-t border-cream-200 bg-white opacity-0 shadow-xl shadow-ink-900/5 transition-opacity motion-reduce:transition-none duration-150 group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
      <ul className="wrapper grid grid-cols-4 gap-x-8 gap-y-6 py-8 xl:grid-cols-5">
        {item.children.map((child) => (
          <li key={child.id}>
            <SmartLink href={child.href} className="font-bold text-ink-900 hover:text-rose-600">
              {child.title}
            </SmartLink>
            {child.children.length > 0 && (
              <CategoryLinks items={child.children} className="mt-2 space-y-1.5" linkClassName="text-sm text-ink-600 hover:text-rose-600" />
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The lowest level of a category tree: its categories as a list of links. */
function CategoryLinks({
  items,
  className,
  linkClassName,
  onNavigate,
}: {
  items: NavigationItem[]
  className: string
  linkClassName: string
  onNavigate?: () => void
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id}>
          <SmartLink href={item.href} onClick={onNavigate} className={linkClassName}>
            {item.title}
          </SmartLink>
        </li>
      ))}
    </ul>
  )
}

interface MobileNavigationProps {
  items: NavigationItem[]
  /** The top bar's links (such as 'Naše poslovnice'), which the top bar hides on narrow screens. */
  links?: ContentLink[]
  onNavigate: () => void
}

/**
 * The `main` tree behind the hamburger (screens up to 1023 px), drawn while it is open: categories expand in place
 * with a button each; below them the top bar's links, which narrow screens do not show in the top bar.
 */
export function MobileNavigation({ items, links = [], onNavigate }: MobileNavigationProps) {
  const { t } = useLingui()
  const [expanded, setExpanded] = useState<NavigationItem['id'] | null>(null)
  return (
    <nav id="mobile-navigation" aria-label={t`Kategorije proizvoda`} className="border-t border-cream-200 bg-white lg:hidden">
      <ul className="wrapper divide-y divide-cream-200 py-2">
        {items.map((item) => {
          const isExpanded = expanded === item.id
          const { title } = item
          const panelId = `mobile-navigation-${item.id}`
          return (
            <li key={item.id}>
              <div className="flex items-center justify-between">
                <SmartLink href={item.href} onClick={onNavigate} className="flex-1 py-3 font-semibold text-ink-900">
                  {item.title}
                </SmartLink>
                {item.children.length > 0 && (
                  <button
                    type="button"
                    aria-expanded={isExpanded}
                    aria-controls={panelId}
                    aria-label={isExpanded ? t`Sakrij podkategorije: ${title}` : t`Prikaži podkategorije: ${title}`}
                    onClick={() => setExpanded(isExpanded ? null : item.id)}
                    className="grid size-10 place-items-center rounded-full text-ink-600 hover:bg-cream-100"
                  >
                    <ChevronDownIcon className={`size-5 transition-transform motion-reduce:transition-none ${isExpanded ? 'rotate-180' : ''}`} />
                  </button>
                )}
              </div>
              {isExpanded && (
                <ul id={panelId} className="space-y-3 pb-4 pl-4">
                  {item.children.map((child) => (
                    <li key={child.id}>
                      <SmartLink href={child.href} onClick={onNavigate} className="font-medium text-ink-800">
                        {child.title}
                      </SmartLink>
                      {child.children.length > 0 && (
                        <CategoryLinks
                          items={child.children}
                          className="mt-2 space-y-2 border-l-2 border-rose-100 pl-3"
                          linkClassName="text-sm text-ink-600"
                          onNavigate={onNavigate}
                        />
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          )
        })}
      </ul>
      {links.length > 0 && (
        <ul className="wrapper flex flex-wrap gap-x-5 gap-y-2 border-t border-cream-200 py-3 text-sm font-semibold">
          {links.map((link) => (
            <li key={link.href}>
              <SmartLink href={link.href} target={link.target} onClick={onNavigate} className="text-mint-700 hover:text-rose-600">
                {link.title}
              </SmartLink>
            </li>
          ))}
        </ul>
      )}
    </nav>
  )
}

/** The header's search field, focused as it opens: Enter searches (and closes it), Escape closes it. */
export function SearchPanel({ onClose }: { onClose: () => void }) {
  const { t } = useLingui()
  const inputRef = useRef<HTMLInputElement>(null)
  const navigate = useNavigate()
  const pathTo = usePagePath()

  useEffect(() => {
    inputRef.current?.focus()
  }, [])

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const query = inputRef.current?.value.trim() ?? ''
    onClose()
    if (query) void navigate(`${pathTo('search')}?${new URLSearchParams({ search: query })}`)
  }

  return (
    <div id="header-search" className="absolute inset-x-0 top-full z-50 border-t border-cream-200 bg-white shadow-lg shadow-ink-900/5">
      {/* biome-ignore lint/a11y/useSemanticElements: the form is the search landmark, the pattern ARIA gives for a search form */}
      <form role="search" onSubmit={submit} className="wrapper flex items-center gap-3 py-4">
        <label htmlFor="header-search-input" className="sr-only">
          {t`Pretraži trgovinu`}
        </label>
        <SearchIcon className="size-5 shrink-0 text-ink-400" />
        <input
          ref={inputRef}
          id="header-search-input"
          name="search"
          type="search"
          autoComplete="off"
          placeholder={t`Što tražite?`}
          onKeyDown={(event) => event.key === 'Escape' && onClose()}
          className="w-full bg-transparent py-2 text-lg outline-none placeholder:text-ink-400"
        />
      </form>
    </div>
  )
}

const popupEntry = 'block w-full rounded-xl px-4 py-2.5 text-left text-sm font-bold tracking-wide text-ink-900 hover:bg-cream-100'

/** The profile icon's popup for a visitor who is not logged in: PRIJAVA (the login modal) and REGISTRACIJA. */
export function ProfilePopup({ onLogin, onRegister }: { onLogin: () => void; onRegister: () => void }) {
  const { t } = useLingui()
  const pathTo = usePagePath()
  return (
    <div id="profile-popup" className="absolute right-0 top-full z-50 mt-2 w-52 rounded-2xl border border-cream-200 bg-white p-2 shadow-xl shadow-ink-900/10">
      <button type="button" className={popupEntry} onClick={onLogin}>
        {t`PRIJAVA`}
      </button>
      <ModalLink to={pathTo('register')} className={popupEntry} onOpen={onRegister}>
        {t`REGISTRACIJA`}
      </ModalLink>
    </div>
  )
}
