import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { loadCatalog } from '../i18n/catalogs'
import { i18nFor } from '../i18n/i18n.setup'
import { matchPage, type PageId, splitLanguage } from './pages'

// On the server only (the language layout's loader hands a page's description to its meta in the page's data): the
// browser's catalog then carries none of these texts, as a text only `.server` modules name is left out of it
// (reference-shop/message-ids.ts).

type NoIndexPage = 'checkout' | 'checkoutSuccess' | 'confirmEmail' | 'resetPassword' | 'admin' | 'adminLogin'

/**
 * The meta description of each page of the page table, for pages whose backend data has none of its own (a
 * product or category without SEO fields falls back to its page's text too). Search engines show about 155
 * characters, so each says what the page offers in a sentence or two. Pages kept out of search results
 * (`noindex`: checkout, its thank-you page, the token links, the back office) take the shop's description:
 * texts of their own would only add to every visitor's message catalogue.
 */
export const PAGE_DESCRIPTIONS: Record<Exclude<PageId, NoIndexPage>, MessageDescriptor> = {
  home: msg`Sve za bebe i obitelj na jednom mjestu: kolica, autosjedalice, oprema za spavanje, hranjenje i kupanje. Besplatna dostava za narudžbe iznad 67,00 €.`,
  cart: msg`Pregledajte proizvode u košarici, primijenite kupon i nastavite na naplatu.`,
  search: msg`Pretražite ponudu trgovine po nazivu, marki ili šifri proizvoda.`,
  login: msg`Prijavite se u svoj račun i pratite narudžbe, adrese i listu želja.`,
  register: msg`Otvorite račun za bržu kupovinu, praćenje narudžbi i listu želja.`,
  forgotPassword: msg`Zatražite poveznicu za postavljanje nove lozinke svog računa.`,
  profile: msg`Vaš račun: osobni podaci, adrese, narudžbe i lista želja.`,
  shop: msg`Pregledajte cijelu ponudu opreme za bebe i obitelj: kolica, autosjedalice, namještaj, igračke i još mnogo toga.`,
  product: msg`Pogledajte opis, cijenu i dostupnost proizvoda i naručite ga uz brzu dostavu.`,
  blog: msg`Savjeti i novosti za roditelje: trudnoća, prva oprema, prehrana i njega bebe.`,
  event: msg`Radionice i događaji za roditelje i djecu u našim poslovnicama.`,
  socialLogin: msg`Prijavite se u trgovinu putem društvenih mreža.`,
  giftFinder: msg`Pronađite pravi poklon za bebu i roditelje uz naše prijedloge poklona.`,
  branches: msg`Adrese i radno vrijeme naših poslovnica, gdje vas čekaju savjetnici i cijela ponuda.`,
  cookiePolicy: msg`Koje kolačiće trgovina koristi i kako upravljati svojim postavkama kolačića.`,
}

/** The description of a page of the page table: its own, or the shop's (the home page's) for a page kept out of search results. */
export function pageDescription(page: PageId): MessageDescriptor {
  return page in PAGE_DESCRIPTIONS ? PAGE_DESCRIPTIONS[page as keyof typeof PAGE_DESCRIPTIONS] : PAGE_DESCRIPTIONS.home
}

/**
 * The description of the page at `pathname`, in the path's language: the page table's page it is (`page` when the
 * caller knows better, as the checkout failure path does), or the shop's for any other path (a CMS page).
 */
export async function describePath(pathname: string, page?: PageId): Promise<string> {
  const { language } = splitLanguage(pathname)
  await loadCatalog(language)
  return i18nFor(language)._(pageDescription(page ?? matchPage(pathname)?.page ?? 'home'))
}
