import { Hono } from 'hono'
import { readJsonObject } from '../http/http.body'
import { paginate, withTotals } from '../http/http.envelope'
import type { SandboxEnv } from '../http/http.env'
import { invalid, optionalBoolean, optionalIdList, optionalString, optionalStringList, readPaging } from '../http/http.input'
import type { SandboxContext } from '../sandbox/sandbox.context'
import { CONSENT_FORM_TYPES, readAssignments, readConsents } from './consent.queries'

/** The `filters` object of a filter body: absent reads as no filters. */
function readFilters(body: Record<string, unknown>): Record<string, unknown> {
  const filters = body.filters
  if (filters === undefined || filters === null) return {}
  if (typeof filters !== 'object' || Array.isArray(filters)) invalid('filters', 'filters must be an object.')
  return filters as Record<string, unknown>
}

/** A list answer, paged like the CMS filter calls (`pagination` plus `totalPages` and `totalRecords`). */
function pageOf<T>(items: readonly T[], body: Record<string, unknown>, defaultLimit: number) {
  const paging = readPaging(body, { defaultLimit, maxLimit: 100 })
  const page = paginate(items, paging.page, paging.limit)
  return { data: withTotals(page) }
}

/** `POST web/consent/filter` (the consents) and `POST consent-assignment/filter` (which form shows which). */
export function consentRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()

  routes.post('/web/consent/filter', async (c) => {
    const body = await readJsonObject(c)
    const filters = readFilters(body)
    const forWeb = optionalBoolean(filters.forWeb, 'filters.forWeb')
    const uniqueNumbers = optionalStringList(filters.uniqueNumbers, 'filters.uniqueNumbers')
    const ids = optionalIdList(filters.ids, 'filters.ids')
    const consents = readConsents(context.db, c.get('language'), forWeb).filter(
      (consent) => (!uniqueNumbers || uniqueNumbers.includes(consent.uniqueNumber)) && (!ids || ids.includes(consent.id)),
    )
    return c.json(pageOf(consents, body, 10))
  })

  routes.post('/consent-assignment/filter', async (c) => {
    const body = await readJsonObject(c)
    const filters = readFilters(body)
    const assignedTo = filters.assigned_to
    if (assignedTo !== undefined && assignedTo !== null && !(CONSENT_FORM_TYPES as readonly unknown[]).includes(assignedTo)) {
      invalid('filters.assigned_to', `filters.assigned_to must be one of ${CONSENT_FORM_TYPES.join(', ')}.`)
    }
    const slug = optionalString(filters.slug, 'filters.slug')
    const assignments = readAssignments(context.db).filter(
      (assignment) =>
        (assignedTo === undefined || assignedTo === null || assignment.assigned_to === assignedTo) && (slug === undefined || assignment.slug === slug),
    )
    return c.json(pageOf(assignments, body, 10))
  })

  return routes
}
