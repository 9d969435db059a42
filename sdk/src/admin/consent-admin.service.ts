import { atom } from 'nanostores'
import { ValidationError } from '../errors/errors.classes'
import { serviceCall } from '../internal/call'
import { lazySchemas } from '../internal/lazy-schemas'
import { serviceOf } from '../internal/per-storefront'
import { fail, ok } from '../internal/result'
import type { ConsentFormType } from '../privacy/privacy.types'
import type { StorefrontContext } from '../storefront/storefront.context'
import type { Storefront } from '../storefront/storefront.types'
import { adminCall } from './admin.call'
import { assignmentDetails, CONSENT_FORM_TYPES, consentDraftProblem } from './consent-admin.rules'
import type { ConsentAdminService, ConsentAdminState } from './consent-admin.types'

const schemas = /* @__PURE__ */ lazySchemas(() => import('./consent-admin.schema'))

/** Back-office spec §9: "Consent assignment list perPage 50; admin consents limit 100". */
export const CONSENT_ASSIGNMENTS_PER_PAGE = 50
/** Back-office spec §9: the admin asks for up to 100 web consents. */
export const ADMIN_CONSENTS_LIMIT = 100

const INITIAL: ConsentAdminState = { status: 'idle', assignments: [], consents: [], error: null }

function buildConsentAdminService(shop: Storefront, ctx: StorefrontContext): ConsentAdminService {
  const admin = adminCall(shop, ctx)
  const privacy = serviceCall(ctx.http, 'privacy')
  const $state = atom<ConsentAdminState>(INITIAL)

  return {
    $state,

    async load(options) {
      $state.set({ ...$state.get(), status: 'loading', error: null })
      // Back-office spec §4: "Load assignments, then details, then mark required ones with an asterisk".
      const assignments = await admin(
        'backoffice',
        'GET',
        'consent/filter',
        schemas('assignmentPageSchema'),
        { page: 1, perPage: CONSENT_ASSIGNMENTS_PER_PAGE },
        options,
      )
      const consents = assignments.ok
        ? await privacy('POST', 'web/consent/filter', schemas('adminConsentPageSchema'), { filters: { forWeb: true }, limit: ADMIN_CONSENTS_LIMIT }, options)
        : assignments
      if (!consents.ok) {
        $state.set({ ...$state.get(), status: 'failed', error: consents.error })
        return consents
      }
      const records = assignments.ok ? assignments.data.records : []
      const state: ConsentAdminState = {
        status: 'ready',
        consents: consents.data.records,
        assignments: CONSENT_FORM_TYPES.map((formType) =>
          assignmentDetails(
            formType,
            records.find((record) => record.assigned_to === formType),
            consents.data.records,
          ),
        ),
        error: null,
      }
      $state.set(state)
      return ok(state)
    },

    async save(formType, draft, options) {
      const problem = consentDraftProblem($state.get(), formType, draft)
      if (problem) return fail(new ValidationError({ issues: [problem] }))
      const body = {
        assigned_to: formType,
        consents: [...draft.consents],
        requiredConsents: draft.consents.filter((uniqueNumber) => draft.requiredConsents.includes(uniqueNumber)),
      }
      const saved = await admin('consents:write', 'POST', 'consent/create', schemas('assignmentSchema'), body, options)
      if (!saved.ok) return saved
      const state = $state.get()
      // The form type was checked above (consentDraftProblem), and the answer is the assignment of that form type.
      const details = assignmentDetails(formType as ConsentFormType, saved.data, state.consents)
      $state.set({ ...state, assignments: state.assignments.map((assignment) => (assignment.formType === details.formType ? details : assignment)) })
      return ok(details)
    },
  }
}

/**
 * The consent administration of a storefront instance (back-office spec §2 `/admin/consent`): every form type with
 * its consents, and saving which consents a form shows and which it requires. Created on the first call and the same
 * service for every later call with the same instance. Its calls need a back-office user whose scope has the right
 * (`backoffice` to load, `consents:write` to save; see {@link canAdmin}); without it they are refused before a request.
 *
 * @param shop - An instance made by `createStorefront`, logged in as a back-office user.
 *
 * @example
 * ```ts
 * import { createConsentAdminService, draftOf } from '@vitrina/sdk/admin'
 *
 * const consents = createConsentAdminService(shop)
 * const loaded = await consents.load()
 * const newsletter = consents.$state.get().assignments.find((a) => a.formType === 'Newsletter')!
 * const draft = draftOf(newsletter)
 * await consents.save('Newsletter', { ...draft, requiredConsents: draft.consents }) // every consent required
 * ```
 */
export function createConsentAdminService(shop: Storefront): ConsentAdminService {
  return serviceOf(shop, buildConsentAdminService)
}
