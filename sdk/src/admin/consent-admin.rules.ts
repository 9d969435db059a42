import type { ValidationIssue } from '../errors/errors.types'
import type { ConsentFormType } from '../privacy/privacy.types'
import { ADMIN_MESSAGE_KEYS as KEYS } from './admin.messages.keys'
import type { WireAssignment } from './consent-admin.schema'
import type { AdminConsent, ConsentAdminState, ConsentAssignmentDetails, ConsentAssignmentDraft } from './consent-admin.types'

/** The form kinds that carry consents, in the admin screen's order (back-office spec §3 "Consent assignment"). */
export const CONSENT_FORM_TYPES: readonly ConsentFormType[] = /* @__PURE__ */ Object.freeze([
  'Newsletter',
  'Contact',
  'Register',
  'Checkout',
  'Address',
  'Product availability',
] as const)

/** Whether `value` is one of {@link CONSENT_FORM_TYPES}. */
export function isConsentFormType(value: unknown): value is ConsentFormType {
  return typeof value === 'string' && (CONSENT_FORM_TYPES as readonly string[]).includes(value)
}

/** The slug of a form type that has no assignment yet, as the backend makes it: `Product availability` is `product-availability`. */
export function formTypeSlug(formType: ConsentFormType): string {
  return formType.toLowerCase().replace(/[^a-z0-9]+/g, '-')
}

/** A form type's assignment with its consents' details, the required ones marked; none yet: no consents. */
export function assignmentDetails(formType: ConsentFormType, wire: WireAssignment | undefined, consents: readonly AdminConsent[]): ConsentAssignmentDetails {
  return {
    id: wire?.id ?? null,
    slug: wire?.slug ?? formTypeSlug(formType),
    formType,
    consents: (wire?.consents ?? []).flatMap((uniqueNumber) => {
      const consent = consents.find((candidate) => candidate.uniqueNumber === uniqueNumber)
      return consent ? [{ ...consent, required: wire!.requiredConsents.includes(uniqueNumber) }] : []
    }),
  }
}

/** What an assignment holds now, as a draft to start editing from. */
export function draftOf(assignment: ConsentAssignmentDetails): ConsentAssignmentDraft {
  return {
    consents: assignment.consents.map((consent) => consent.uniqueNumber),
    requiredConsents: assignment.consents.filter((consent) => consent.required).map((consent) => consent.uniqueNumber),
  }
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, i) => item === b[i])
const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item) => b.includes(item))

/**
 * The admin's own checks of a draft before it is saved, in this order: the consents must be loaded (back-office spec
 * §4 "consent data must be loaded first"), the form type must be one of {@link CONSENT_FORM_TYPES}, every consent
 * must be one that was loaded, every required consent must be chosen too (a form cannot demand a consent it does not
 * show), and the draft must change something. Answers the first problem as a validation issue, or null.
 *
 * @example
 * ```ts
 * import { consentDraftProblem, createConsentAdminService } from '@vitrina/sdk/admin'
 *
 * const admin = createConsentAdminService(shop)
 * await admin.load()
 * const problem = consentDraftProblem(admin.$state.get(), 'Newsletter', { consents: ['1002'], requiredConsents: ['1003'] })
 * // { path: ['requiredConsents'], messageKey: 'admin.consents.requiredNotChosen' }
 * ```
 */
export function consentDraftProblem(state: ConsentAdminState, formType: string, draft: ConsentAssignmentDraft): ValidationIssue | null {
  if (state.status !== 'ready' && state.assignments.length === 0) return { path: [], messageKey: KEYS.notLoaded }
  if (!isConsentFormType(formType)) return { path: ['assigned_to'], messageKey: KEYS.unknownFormType }
  const known = new Set(state.consents.map((consent) => consent.uniqueNumber))
  if (!draft.consents.every((uniqueNumber) => known.has(uniqueNumber))) return { path: ['consents'], messageKey: KEYS.unknownConsent }
  if (!draft.requiredConsents.every((uniqueNumber) => draft.consents.includes(uniqueNumber)))
    return { path: ['requiredConsents'], messageKey: KEYS.requiredNotChosen }
  const current = state.assignments.find((assignment) => assignment.formType === formType)
  const before = current ? draftOf(current) : { consents: [], requiredConsents: [] }
  if (sameList(before.consents, draft.consents) && sameSet(before.requiredConsents, draft.requiredConsents)) return { path: [], messageKey: KEYS.noChange }
  return null
}
