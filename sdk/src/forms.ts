/**
 * The storefront's forms for the Vitrina storefront SDK, as an entry point of their own: the newsletter sign-up
 * with its consents, custom forms (contact, product availability, any CMS form with its files), the price enquiry,
 * the captcha interface, and the texts of the notices they emit. Each service is made from a storefront instance by a
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

// Custom forms, price enquiry, captcha
export { createFormsService, FORM_NOT_LOADED_MESSAGE } from './forms/forms.service'
export type { FormsServiceDeps } from './forms/forms.service'
export { fieldRules, formSchemaOf, PUBLIC_UPLOAD_MAX_FILES, validateFormValues } from './forms/forms.validation'
export type { FieldRules } from './forms/forms.validation'
export {
  createPriceEnquiryService,
  PRICE_ENQUIRY_CHECK_DELAY_MS,
  PRICE_ENQUIRY_FORM_SLUG,
  PRICE_ENQUIRY_PRODUCT_DELAY_MS,
  PRICE_ENQUIRY_PRODUCT_FIELD,
  textFieldsFilled,
} from './forms/price-enquiry'
export type { PriceEnquiryService } from './forms/price-enquiry'
export { CAPTCHA_CONFIG_MISSING, CAPTCHA_ERRORS, captchaToken, requireCaptchaConfig } from './forms/forms.captcha'
export type { CaptchaConfig, CaptchaTokenProvider } from './forms/forms.captcha'
export type {
  ContactMessage,
  CustomForm,
  FormConsents,
  FormField,
  FormFieldOption,
  FormFieldType,
  FormFile,
  FormsService,
  FormSubmission,
  FormValues,
} from './forms/forms.types'

// Messages
export { formsMessages } from './forms/forms.messages.catalog'
export { FORMS_MESSAGE_KEYS } from './forms/forms.messages.keys'
export type { FormsMessageCatalog, FormsMessageKey } from './forms/forms.messages.keys'
