/**
 * Every message key of `@vitrina/sdk/admin` (the admin area: consent administration, page templates, rights), by a
 * short name. Back-office spec §8 "Other admin messages: not shown": these texts are the SDK's own.
 *
 * @remarks
 * `missingRight` has the placeholder `{right}`, the name of the right the user's scope lacks.
 */
export const ADMIN_MESSAGE_KEYS = {
  /** An action the user's scope lacks the right for; the text takes the `right` parameter. */
  missingRight: 'admin.missingRight',
  /** Consent administration: a form type the server does not know. */
  unknownFormType: 'admin.consents.unknownFormType',
  /** Consent administration: a chosen consent that no longer exists (reload). */
  unknownConsent: 'admin.consents.unknownConsent',
  /** Consent administration: a required consent left out of a form's choice. */
  requiredNotChosen: 'admin.consents.requiredNotChosen',
  /** Consent administration: saving with nothing changed. */
  noChange: 'admin.consents.noChange',
  /** Consent administration: saving before the consents have loaded. */
  notLoaded: 'admin.consents.notLoaded',
  /** Notice after a form type's consents were saved. */
  consentsSaved: 'admin.consents.saved',
  /** Notice after a page template was created. */
  templateCreated: 'admin.templates.created',
  /** Notice after a page template was deleted. */
  templateDeleted: 'admin.templates.deleted',
} as const

/** A message key of `@vitrina/sdk/admin`. */
export type AdminMessageKey = (typeof ADMIN_MESSAGE_KEYS)[keyof typeof ADMIN_MESSAGE_KEYS]

/** The texts of every admin message key in one language, as plain ICU message strings. */
export type AdminMessageCatalog = Readonly<Record<AdminMessageKey, string>>
