import { Hono } from 'hono'
import { requireBackofficeUser } from '../auth/auth.middleware'
import type { SiteAuthEnv } from '../auth/auth.types'
import { readJsonObject } from '../http/http.body'
import { paginate, withTotals } from '../http/http.envelope'
import type { SandboxEnv } from '../http/http.env'
import { fail } from '../http/http.errors'
import { invalid, optionalString, readPaging } from '../http/http.input'
import type { SandboxContext } from '../sandbox/sandbox.context'
import { readCurrentDomain, readDomains, writeCurrentDomain } from './devtools.domains'
import { CORE_PROJECT, CORE_RELEASES } from './devtools.releases.data'

/** The sandbox's texts of the development helpers' refusals. */
export const DEVTOOLS_MESSAGES = {
  unknownDomain: 'domain must be the url of one of the domains of domain/filter.',
  projectNotFound: 'Project not found.',
  branchNotFound: 'Branch not found.',
} as const

/**
 * `POST api/v1/master/domain/filter`: the domains a development build may act as (back-office spec §7, "Settings:
 * POST domain/filter reads data.records"). Body (optional) `{ keywords, page, limit | perPage }`.
 */
export function domainFilterRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()
  routes.post('/domain/filter', async (c) => {
    // An empty body lists them all (Hono keeps the text read here for readJsonObject).
    const body = (await c.req.text()).trim() === '' ? {} : await readJsonObject(c)
    const keywords = optionalString(body.keywords, 'keywords') ?? ''
    const paging = readPaging(body, { defaultLimit: 50, maxLimit: 100 })
    return c.json({ data: withTotals(paginate(readDomains(context.db, c.get('site').id, keywords), paging.page, paging.limit)) })
  })
  return routes
}

/**
 * `/_cli/*`, the development helpers the spec writes as `{cli}` (back-office spec §7, "Domain and release tools
 * (development only)"): in the sandbox `{cli}` is `{apiUrl}/_cli`, behind the same `apiKey` as `api/`. Reading the
 * current domain and the releases needs only the key; setting the domain changes what every development build of the
 * site acts as, so it takes a back-office user.
 */
export function cliRoutes(context: SandboxContext): Hono<SiteAuthEnv> {
  const routes = new Hono<SiteAuthEnv>()

  routes.get('/get-domain', (c) => c.json({ data: { domain: readCurrentDomain(context.db, c.get('site').id) } }))

  routes.post('/set-domain', requireBackofficeUser(context), async (c) => {
    const body = await readJsonObject(c)
    const siteId = c.get('site').id
    const asked = typeof body.domain === 'string' ? body.domain.trim().replace(/\/+$/, '').toLowerCase() : undefined
    const domain = readDomains(context.db, siteId).find((record) => record.url === asked)
    if (!domain) invalid('domain', DEVTOOLS_MESSAGES.unknownDomain)
    writeCurrentDomain(context.db, siteId, domain.url)
    return c.json({ data: { domain: domain.url } })
  })

  // "GET /_cli/get-latest-tag returns a string": the newest release of the core project's default branch.
  routes.get('/get-latest-tag', (c) => c.json({ data: CORE_RELEASES[CORE_PROJECT.defaultBranch]![0]!.tag_name }))

  routes.post('/get-latest-release', async (c) => {
    const body = await readJsonObject(c)
    const projectId = body.gitlabProjectId
    const id = typeof projectId === 'string' && /^\d{1,15}$/.test(projectId.trim()) ? Number(projectId) : projectId
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) invalid('gitlabProjectId', 'gitlabProjectId must be a positive integer.')
    const branch = optionalString(body.gitlabBranch, 'gitlabBranch', 100) ?? CORE_PROJECT.defaultBranch
    if (id !== CORE_PROJECT.id) fail(404, DEVTOOLS_MESSAGES.projectNotFound)
    const releases = Object.hasOwn(CORE_RELEASES, branch) ? CORE_RELEASES[branch] : undefined
    if (!releases) fail(404, DEVTOOLS_MESSAGES.branchNotFound)
    return c.json({ data: releases })
  })

  return routes
}
