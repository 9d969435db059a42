import type { I18n, Messages } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { createConsentsService, isValidationError, type Consent, type Notice } from '@vitrina/sdk'
import { createNewsletterService, formsMessages } from '@vitrina/sdk/forms'
import { data } from 'react-router'
import { formText } from '../auth/account-form.server'
import { loadCatalog } from '../i18n/catalogs'
import { createI18n } from '../i18n/i18n.setup'
import { splitLanguage, type ShopLanguage } from '../routing/pages'
import { requestStorefront, storefrontCookieHeaders, type LoaderInput, type RequestStorefront } from '../storefront/storefront.server'
import { NEWSLETTER_INTENT, type NewsletterActionData, type NewsletterAnswer } from './newsletter-form'

/**
 * The Newsletter consents for a page's newsletter block, loaded on the server with the page, so the form shows them
 * in the first render and works before (or without) the page's JavaScript. Null when they could not be loaded: the
 * block then asks to reload the page (storefront spec §4 "consents must be loaded before submit").
 */
export async function loadNewsletterConsents(storefront: RequestStorefront): Promise<Consent[] | null> {
  const loaded = await createConsentsService(storefront.shop).load('Newsletter')
  return loaded.ok ? loaded.data : null
}

// The sign-up's texts are turned into text here, on the server, with the SDK's forms texts that only this action
// needs: the browser's catalogs stay as they were, and the block's code shows the texts it is given.
const translators = new Map<ShopLanguage, { catalog: Messages; i18n: I18n }>()

async function translatorFor(language: ShopLanguage): Promise<I18n> {
  const catalog = await loadCatalog(language)
  const kept = translators.get(language)
  if (kept?.catalog === catalog) return kept.i18n
  const forms = Object.fromEntries(Object.entries(formsMessages[language]).map(([key, text]) => [key, compileMessage(text)]))
  const i18n = createI18n(language, { ...catalog, ...forms })
  translators.set(language, { catalog, i18n })
  return i18n
}

/**
 * A page's action for its newsletter block (home, category listings, news posts): the sign-up of storefront spec §4
 * "Newsletter" with the request's SDK instance. The consents are loaded here (the posted list of ticked ones is all
 * the form sends), the SDK checks the e-mail and the consents, subscribes and logs the consents, and its notices
 * come back as text for the page's toaster; a form sent without JavaScript shows them in the block. Any other post
 * to the page is refused (400).
 */
export async function newsletterAction({ request, context }: LoaderInput) {
  const form = await request.formData()
  if (form.get('intent') !== NEWSLETTER_INTENT) throw data(null, { status: 400 })
  const storefront = requestStorefront(request, context)
  const email = formText(form, 'email')
  const accepted = form.getAll('consents').filter((value): value is string => typeof value === 'string')

  const notices: Notice[] = []
  const stop = storefront.shop.notices.listen((notice) => notices.push(notice))
  const result = await createNewsletterService(storefront.shop)
    .subscribe({ email }, { consents: await loadNewsletterConsents(storefront), acceptedConsents: accepted }, { signal: request.signal })
    .finally(stop)

  const i18n = await translatorFor(splitLanguage(new URL(request.url).pathname).language)
  const emailIssue = !result.ok && isValidationError(result.error) ? result.error.issues.find((issue) => issue.path[0] === 'email') : undefined
  const answer: NewsletterAnswer = {
    ok: result.ok,
    toasts: notices.map((notice) => ({ level: notice.level, text: i18n._(notice.key, notice.params), durationMs: notice.durationMs })),
    emailError: emailIssue ? i18n._(emailIssue.messageKey, emailIssue.params) : null,
    // After a sign-up the form starts empty again; a refused one keeps what was typed and ticked.
    email: result.ok ? '' : email,
    accepted: result.ok ? [] : accepted,
  }
  // A refusal is an answer like any other (200): the block shows it, and an error status would only add a failed
  // request to the browser's console on every refused sign-up.
  return data<NewsletterActionData>({ newsletter: answer }, { headers: storefrontCookieHeaders(storefront) })
}
