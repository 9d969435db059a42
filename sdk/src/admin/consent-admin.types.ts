import type { ReadableAtom } from 'nanostores'
import type { SdkError } from '../errors/errors.classes'
import type { CallOptions } from '../http/http.types'
import type { ConsentFormType } from '../privacy/privacy.types'
import type { Result } from '../result/result.types'
import type { Id } from '../site/site.types'

/** A web consent as the admin lists it (back-office spec §3 "Consent (web): id, uniqueNumber, displayName"). */
export interface AdminConsent {
  /** The consent id. */
  id: Id
  /** What an assignment names the consent by. */
  uniqueNumber: string
  /** Its text beside a checkbox, in the request language. */
  displayName: string
}

/** A consent of an assignment, with its details and whether the form requires it (shown with an asterisk). */
export interface AssignedConsent extends AdminConsent {
  /** Whether the form cannot be sent without it. */
  required: boolean
}

/** The consents of one form type, as the admin screen shows them. */
export interface ConsentAssignmentDetails {
  /** The assignment's id; null for a form type that has none yet (saving creates it). */
  id: Id | null
  /** The assignment's slug, the admin screen's `/admin/consent/{slug}`. */
  slug: string
  /** The form kind (back-office spec §3 "Form types: Newsletter, Contact, Register, Checkout, Address, Product availability"). */
  formType: ConsentFormType
  /** Its consents in display order, with their details; a unique number no loaded consent has is left out. */
  consents: AssignedConsent[]
}

/** What an admin chose for a form type: the consents it shows and which of them are required, by unique number. */
export interface ConsentAssignmentDraft {
  /** Unique numbers of the consents the form shows, in display order. */
  consents: readonly string[]
  /** The ones of `consents` that must be ticked. */
  requiredConsents: readonly string[]
}

/** Where the consent administration stands. */
export interface ConsentAdminState {
  /** `idle` before the first load, then `loading`, `ready` or `failed`. */
  status: 'idle' | 'loading' | 'ready' | 'failed'
  /** One entry per form type, in the order of {@link CONSENT_FORM_TYPES}. */
  assignments: ConsentAssignmentDetails[]
  /** Every web consent an assignment may choose (the admin asks for up to 100). */
  consents: AdminConsent[]
  /** What the last load failed with, or null. */
  error: SdkError | null
}

/** The admin area's consent administration of one storefront instance (`/admin/consent`). */
export interface ConsentAdminService {
  /** The loaded assignments and consents. */
  readonly $state: ReadableAtom<ConsentAdminState>
  /**
   * Loads the assignments (`GET cms/consent/filter`, perPage 50), then the web consents' details
   * (`web/consent/filter`, limit 100), and keeps every form type with its consents, the required ones marked
   * (back-office spec §4 "Consent administration flow"). Needs the right `backoffice`.
   */
  load(options?: CallOptions): Promise<Result<ConsentAdminState>>
  /**
   * Saves a form type's consents (`POST cms/consent/create`, right `consents:write`) after the admin's own checks,
   * which refuse without a request (`ValidationError`, see {@link consentDraftProblem}): consents not loaded, an
   * unknown form type or consent, a required consent that is not chosen, a draft that changes nothing. Answers the
   * stored assignment, which replaces the old one in `$state`.
   */
  save(formType: string, draft: ConsentAssignmentDraft, options?: CallOptions): Promise<Result<ConsentAssignmentDetails>>
}
