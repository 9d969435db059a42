/**
 * Every message key of `@vitrina/sdk/admin` (the admin area: consent administration, page templates, rights), by a
 * short name. Back-office spec §8 "Other admin messages: not shown": these texts are the SDK's own.
 *
 * @remarks
 * `missingRight` has the placeholder `{right}`, the name of the right the user's scope lacks.
 */
export const ADMIN_MESSAGE_KEYS = {
  missingRight: 'admin.missingRight',
  unknownFormType: 'admin.consents.unknownFormType',
  unknownConsent: 'admin.consents.unknownConsent',
  requiredNotChosen: 'admin.consents.requiredNotChosen',
  noChange: 'admin.consents.noChange',
  notLoaded: 'admin.consents.notLoaded',
  consentsSaved: 'admin.consents.saved',
  templateCreated: 'admin.templates.created',
  templateDeleted: 'admin.templates.deleted',
} as const

/** A message key of `@vitrina/sdk/admin`. */
export type AdminMessageKey = (typeof ADMIN_MESSAGE_KEYS)[keyof typeof ADMIN_MESSAGE_KEYS]

/** The texts of every admin message key in one language, as plain ICU message strings. */
export type AdminMessageCatalog = Readonly<Record<AdminMessageKey, string>>
