/**
 * Every message key of `@vitrina/sdk/forms` (the newsletter and the storefront's forms), by a short name. Keys the
 * core SDK already has (`core.notifications.somethingWentWrong`, `core.notifications.consentsRequired`,
 * `validation.email` ...) stay in `MESSAGE_KEYS`.
 */
export const FORMS_MESSAGE_KEYS = {
  /** Notice after a newsletter subscription was sent. */
  newsletterSubscribed: 'core.notifications.newsletterSubscribed',
  /** A newsletter subscription for an e-mail that is already subscribed. */
  alreadySubscribedToNewsletter: 'core.notifications.alreadySubscribedToNewsletter',
  /** A form that needs a captcha, sent while the captcha script did not load or gave no token. */
  recaptchaMissing: 'core.notifications.recaptchaMissing',
  /** A form sent with a required field empty. */
  fillAllFields: 'core.notifications.fillAllFields',
  /** Validation: more files attached than the form allows; the text takes the `max` parameter. */
  tooManyFiles: 'validation.tooManyFiles',
  /** Validation: a file of a type the form does not accept; the text takes the `types` parameter. */
  fileType: 'validation.fileType',
} as const

/** A message key of `@vitrina/sdk/forms`. */
export type FormsMessageKey = (typeof FORMS_MESSAGE_KEYS)[keyof typeof FORMS_MESSAGE_KEYS]

/** The texts of every forms message key in one language, as plain ICU message strings. */
export type FormsMessageCatalog = Readonly<Record<FormsMessageKey, string>>
