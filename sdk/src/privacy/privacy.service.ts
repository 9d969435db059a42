import { serviceCall } from '../internal/call'
import { lazySchemas } from '../internal/lazy-schemas'
import { serviceOf } from '../internal/per-storefront'
import { mapResult, ok } from '../internal/result'
import { MESSAGE_KEYS } from '../messages/messages.keys'
import type { StorefrontContext } from '../storefront/storefront.context'
import type { Storefront } from '../storefront/storefront.types'
import type { ConsentsService } from './privacy.types'

const schemas = /* @__PURE__ */ lazySchemas(() => import('./privacy.schema'))

/** Spec §9: "Consent assignment perPage 50". */
const ASSIGNMENTS_PER_PAGE = 50

/** Creates the consents service of one storefront instance (see {@link ConsentsService}). */
export function buildConsentsService(ctx: Pick<StorefrontContext, 'http' | 'clock' | 'notices'>): ConsentsService {
  const privacy = serviceCall(ctx.http, 'privacy')

  return {
    async load(formType, options) {
      // Spec §4 "Consent flow: load assignments, then details, then mark required ones".
      const assignments = await privacy('POST', 'consent-assignment/filter', schemas('assignmentPageSchema'), { perPage: ASSIGNMENTS_PER_PAGE }, options)
      if (!assignments.ok) return assignments
      const assignment = assignments.data.records.find((record) => record.assigned_to === formType)
      if (!assignment?.consents.length) return ok([])
      const { consents, requiredConsents } = assignment
      // One page holds them all: as many as were assigned, up to the filter's maximum of 100.
      const query = { filters: { forWeb: true, uniqueNumbers: consents }, limit: Math.min(100, consents.length) }
      const details = await privacy('POST', 'web/consent/filter', schemas('consentPageSchema'), query, options)
      return mapResult(details, (page) =>
        consents.flatMap((number) => {
          const consent = page.records.find((record) => record.uniqueNumber === number)
          return consent ? [{ ...consent, required: requiredConsents.includes(number) }] : []
        }),
      )
    },

    async log(consentIds, email, options) {
      if (consentIds.length === 0) return ok(undefined)
      const body = {
        status: 'accepted',
        statusTimestamp: new Date(ctx.clock.now()).toISOString(),
        sourceType: 'cmsSite',
        consents: consentIds,
        user: { userType: 'webUser', email },
      }
      const result = await privacy('POST', 'web/consent/log/create', schemas('consentLogSchema'), body, options)
      // Spec §8 "consent log failed" (its text is short enough for the default duration); a cancelled call is the
      // caller's own doing.
      if (!result.ok && result.error.code !== 'ABORTED') ctx.notices.notify({ level: 'error', key: MESSAGE_KEYS.consentLogFailed })
      return mapResult(result, () => undefined)
    },
  }
}

const consentsOf = (_shop: Storefront, ctx: StorefrontContext): ConsentsService => buildConsentsService(ctx)

/**
 * The privacy consents service of a storefront instance: the consents a form shows (newsletter, contact,
 * registration, checkout, ...) and the consent log. Created on the first call and the same service for every later
 * call with the same instance.
 *
 * @param shop - An instance made by `createStorefront`.
 *
 * @example
 * ```ts
 * import { type Consent, createConsentsService } from '@vitrina/sdk'
 *
 * declare function renderCheckboxes(consents: Consent[]): void
 *
 * const consents = await createConsentsService(shop).load('Register')
 * if (consents.ok) renderCheckboxes(consents.data)
 * ```
 */
export function createConsentsService(shop: Storefront): ConsentsService {
  return serviceOf(shop, consentsOf)
}
