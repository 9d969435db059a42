/**
 * The storefront's forms for the Vitrina storefront SDK, as an entry point of their own: the newsletter sign-up
 * with its consents, and the texts of the notices they emit. Each service is made from a storefront instance by a
 * standalone factory, so an app that never imports this entry ships none of it.
 *
 * @example
 * ```ts
 * import { createConsentsService, createStorefront } from '@vitrina/sdk'
 * import { createNewsletterService } from '@vitrina/sdk/forms'
 *
 * const shop = createStorefront({ apiUrl, apiKey, siteId: 1, storeId: 1 })
 * const consents = await createConsentsService(shop).load('Newsletter')
 * const signUp = await createNewsletterService(shop).subscribe(
 *   { email: 'ana@example.com' },
 *   { consents: consents.ok ? consents.data : null, acceptedConsents: ['1002', '1003'] },
 * )
 * shop.notices.listen((notice) => toast(notice.key)) // 'core.notifications.newsletterSubscribed', ...
 * ```
 *
 * @packageDocumentation
 */

// The public surface of @vitrina/sdk/forms. Explicit names only: a change here is a change of its API report.

// Newsletter
export { createNewsletterService } from './newsletter/newsletter.service'
export { newsletterSchema, validateNewsletter } from './newsletter/newsletter.validation'
export type { NewsletterConsents, NewsletterForm, NewsletterOutcome, NewsletterService } from './newsletter/newsletter.types'

// Messages
export { formsMessages } from './forms/forms.messages.catalog'
export { FORMS_MESSAGE_KEYS } from './forms/forms.messages.keys'
export type { FormsMessageCatalog, FormsMessageKey } from './forms/forms.messages.keys'
