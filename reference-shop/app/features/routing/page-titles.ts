import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { NavigationItem } from '@vitrina/sdk'
import type { PageId } from './pages'

const PAGE_TITLES: Record<Exclude<PageId, 'home'>, MessageDescriptor> = {
  cart: msg`Pregled košarice`,
  checkout: msg`Naplata`,
  checkoutSuccess: msg`Hvala na narudžbi`,
  confirmEmail: msg`Potvrda e-mail adrese`,
  search: msg`Pretraga`,
  login: msg`Prijava`,
  register: msg`Registracija`,
  forgotPassword: msg`Zaboravljena lozinka`,
  resetPassword: msg`Nova lozinka`,
  profile: msg`Moj račun`,
  shop: msg`Svi proizvodi`,
  product: msg`Proizvod`,
  blog: msg`Novosti`,
  event: msg`Događaj`,
  socialLogin: msg`Prijava putem društvenih mreža`,
  giftFinder: msg`Pronađi poklon`,
  branches: msg`Naše poslovnice`,
  cookiePolicy: msg`Politika kolačića`,
  admin: msg`Administracija`,
  adminLogin: msg`Administracija`,
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
