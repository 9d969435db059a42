import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSite } from '@vitrina/react'
import type { NavigationItem } from '@vitrina/sdk'
import { Link, useLocation } from 'react-router'
import { BasketIcon } from '../layout/icons'
import type { PageId } from '../routing/pages'
import { usePagePath } from '../routing/use-page-path'

const PAGE_TITLES: Record<Exclude<PageId, 'home'>, MessageDescriptor> = {
  cart: msg`Pregled košarice`,
  checkout: msg`Naplata`,
  checkoutSuccess: msg`Hvala na narudžbi`,
  confirmEmail: msg`Potvrda e-mail adrese`,
  search: msg`Pretraga`,
  login: msg`Prijava`,
  register: msg`Registracija`,
  forgotPassword: msg`Zaboravljena lozinka`,
  profile: msg`Moj račun`,
  shop: msg`Svi proizvodi`,
  product: msg`Proizvod`,
  blog: msg`Novosti`,
  event: msg`Događaj`,
  socialLogin: msg`Prijava putem društvenih mreža`,
  giftFinder: msg`Pronađi poklon`,
  branches: msg`Naše poslovnice`,
  cookiePolicy: msg`Politika kolačića`,
}
const WISHLIST_TITLE = msg`Lista želja`

/**
 * The name of a page for its heading and document title: a category page takes its name from the menu, the
 * wishlist tab of the profile is the wishlist.
 */
export function pageTitle(
  page: PageId,
  { pathname, search, mainNavigation = [] }: { pathname: string; search: string; mainNavigation?: NavigationItem[] },
): MessageDescriptor | string | undefined {
  if (page === 'home') return undefined
  const category = page === 'shop' ? findByHref(mainNavigation, pathname) : undefined
  if (category) return category.title
  if (page === 'profile' && new URLSearchParams(search).get('tab') === 'wishlist') return WISHLIST_TITLE
  return PAGE_TITLES[page]
}

function findByHref(items: NavigationItem[], href: string): NavigationItem | undefined {
  for (const item of items) {
    if (item.href === href) return item
    const found = findByHref(item.children, href)
    if (found) return found
  }
  return undefined
}

/**
 * A real route whose screen comes in a later issue: it names the page and says plainly that it is not built
 * yet, so every header and footer link already leads somewhere.
 */
export function PageNotBuilt({ page }: { page: PageId }) {
  const { i18n } = useLingui()
  const { navigation } = useSite()
  const { pathname, search } = useLocation()
  const pathTo = usePagePath()

  const name = pageTitle(page, { pathname, search, mainNavigation: navigation.main })
  const title = typeof name === 'object' ? i18n._(name) : (name ?? '')

  return (
    <div className="wrapper py-12 lg:py-16">
      <nav aria-label={i18n._(msg`Putanja`)} className="text-sm text-ink-500">
        <ol className="flex items-center gap-2">
          <li>
            <Link to={pathTo('home')} className="hover:text-rose-600">
              <Trans>Početna</Trans>
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="font-semibold text-ink-800">
            {title}
          </li>
        </ol>
      </nav>
      <section aria-labelledby="page-title" className="mt-6 rounded-3xl border-2 border-dashed border-cream-200 bg-white px-6 py-14 text-center">
        <div className="mx-auto grid size-20 place-items-center rounded-full bg-cream-100 text-rose-500">
          <BasketIcon className="size-10" />
        </div>
        <h1 id="page-title" className="mt-6 text-3xl font-extrabold text-ink-900">
          {title}
        </h1>
        <p className="mt-3 text-ink-600">
          <Trans>Ova stranica još nije izgrađena.</Trans>
        </p>
        <Link to={pathTo('home')} className="mt-8 inline-block rounded-full bg-rose-500 px-6 py-3 font-bold text-white hover:bg-rose-600">
          <Trans>Povratak na početnu</Trans>
        </Link>
      </section>
    </div>
  )
}
