/**
 * The admin area of the Vitrina storefront SDK, as an entry point of its own: the consent administration (which
 * consents each form type shows and which it requires), the page templates, and the scope checks that decide what
 * an editor may do. For back-office users; a shop's pages for shoppers never import this entry and ship none of it.
 *
 * @example
 * ```ts
 * import { createStorefront } from '@vitrina/sdk'
 * import { canAdmin, createConsentAdminService, draftOf } from '@vitrina/sdk/admin'
 *
 * const shop = createStorefront({ apiUrl, apiKey, siteId: 1, storeId: 1 })
 * await shop.auth.login({ username: 'urednik@vitrina.test', password: 'Urednik123!' }, { strategy: 'admin' })
 * if (canAdmin(shop.auth.$user.get(), 'consents:write')) {
 *   const consents = createConsentAdminService(shop)
 *   await consents.load()
 *   const newsletter = consents.$state.get().assignments.find((a) => a.formType === 'Newsletter')!
 *   await consents.save('Newsletter', { ...draftOf(newsletter), requiredConsents: draftOf(newsletter).consents })
 * }
 * ```
 *
 * @packageDocumentation
 */

// The public surface of @vitrina/sdk/admin. Explicit names only: a change here is a change of its API report.

// Rights
export { ADMIN_RIGHTS, canAdmin } from './admin/admin.rights'
export type { AdminRight, AdminUser } from './admin/admin.rights'

// Consent administration
export { ADMIN_CONSENTS_LIMIT, CONSENT_ASSIGNMENTS_PER_PAGE, createConsentAdminService } from './admin/consent-admin.service'
export { CONSENT_FORM_TYPES, consentDraftProblem, draftOf, formTypeSlug, isConsentFormType } from './admin/consent-admin.rules'
export type {
  AdminConsent,
  AssignedConsent,
  ConsentAdminService,
  ConsentAdminState,
  ConsentAssignmentDetails,
  ConsentAssignmentDraft,
} from './admin/consent-admin.types'

// Page templates
export { createPageTemplatesService } from './admin/page-templates.service'
export type { PageTemplatesService, PageTemplatesState } from './admin/page-templates.types'

// Messages
export { adminMessages } from './admin/admin.messages.catalog'
export { ADMIN_MESSAGE_KEYS } from './admin/admin.messages.keys'
export type { AdminMessageCatalog, AdminMessageKey } from './admin/admin.messages.keys'
