/**
 * Every message key of `@vitrina/sdk/forms` (the newsletter and the storefront's forms), by a short name. Keys the
 * core SDK already has (`core.notifications.somethingWentWrong`, `core.notifications.consentsRequired`,
 * `validation.email` ...) stay in `MESSAGE_KEYS`.
 */
export const FORMS_MESSAGE_KEYS = {
  newsletterSubscribed: 'core.notifications.newsletterSubscribed',
  alreadySubscribedToNewsletter: 'core.notifications.alreadySubscribedToNewsletter',
  recaptchaMissing: 'core.notifications.recaptchaMissing',
  fillAllFields: 'core.notifications.fillAllFields',
  tooManyFiles: 'validation.tooManyFiles',
  fileType: 'validation.fileType',
} as const

/** A message key of `@vitrina/sdk/forms`. */
export type FormsMessageKey = (typeof FORMS_MESSAGE_KEYS)[keyof typeof FORMS_MESSAGE_KEYS]

/** The texts of every forms message key in one language, as plain ICU message strings. */
export type FormsMessageCatalog = Readonly<Record<FormsMessageKey, string>>
