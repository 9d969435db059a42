import { Hono } from 'hono'
import { requireRight } from '../auth/auth.scope'
import { readJsonObject } from '../http/http.body'
import { paginate, withTotals } from '../http/http.envelope'
import type { SandboxEnv } from '../http/http.env'
import { invalid, optionalString, readPaging } from '../http/http.input'
import type { SandboxContext } from '../sandbox/sandbox.context'
import { CONSENT_FORM_TYPES, readAssignments } from './consent.queries'
import { readConsentAssignmentInput } from './consent-assignment.input'
import { saveConsentAssignment } from './consent-assignment.records'

/** Back-office spec §9: "Consent assignment list perPage 50". */
export const ASSIGNMENT_PAGE_SIZE = 50

/**
 * The admin area's consent assignments, under `api/v1/cms/` as the storefront spec's CMS calls name them
 * (`POST consent/create; GET consent/filter`): the list (right `backoffice`) and creating or replacing the
 * assignment of a form type (right `consents:write`). The storefront's own anonymous read is
 * `POST privacy/consent-assignment/filter` (consent.routes.ts); both read the same rows.
 */
export function consentAssignmentRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()

  routes.get('/consent/filter', requireRight(context, 'backoffice'), (c) => {
    const query = c.req.query()
    const paging = readPaging(query, { defaultLimit: ASSIGNMENT_PAGE_SIZE, maxLimit: 100 })
    const assignedTo = query.assigned_to
    if (assignedTo !== undefined && !(CONSENT_FORM_TYPES as readonly string[]).includes(assignedTo)) {
      invalid('assigned_to', `assigned_to must be one of ${CONSENT_FORM_TYPES.join(', ')}.`)
    }
    const slug = optionalString(query.slug, 'slug')
    const assignments = readAssignments(context.db).filter(
      (assignment) => (assignedTo === undefined || assignment.assigned_to === assignedTo) && (slug === undefined || assignment.slug === slug),
    )
    return c.json({ data: withTotals(paginate(assignments, paging.page, paging.limit)) })
  })

  routes.post('/consent/create', requireRight(context, 'consents:write'), async (c) => {
    const input = readConsentAssignmentInput(context.db, await readJsonObject(c))
    const { assignment, created } = saveConsentAssignment(context.db, input)
    return c.json({ data: assignment }, created ? 201 : 200)
  })

  return routes
}
