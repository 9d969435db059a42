import { http as mock, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { manualClock } from '../../test/auth.backend'
import { BASE_OPTIONS } from '../../test/auth.setup'
import { API, pathOf, seen, server, useMswServer } from '../../test/msw'
import { memoryStorage } from '../storage/storage.memory'
import { createStorefront } from '../storefront/storefront.create'
import { BACK_OFFICE_MESSAGE_KEYS } from './back-office.messages.keys'
import { ADMIN_LANGUAGE_MISSING_MESSAGE, CORE_VERSION, createDevToolsService, LATEST_TAG_CACHE_MS, RELEASES_CACHE_MS } from './dev-tools.service'

useMswServer()

const MINUTE = 60_000
// Answers as docs/contract/devtools.md gives them.
const RELEASES = [
  { tag_name: '1.12.193', name: 'Vitrina core 1.12.193', released_at: '2026-06-12T09:00:00.000Z', description_html: '<p>New</p>' },
  { tag_name: '1.12.192', name: 'Vitrina core 1.12.192', released_at: '2026-05-28T09:00:00.000Z', description_html: '<p>Old</p>' },
]

function tools() {
  const clock = manualClock()
  const shop = createStorefront({ ...BASE_OPTIONS, clock, storage: memoryStorage() })
  return { tools: createDevToolsService(shop), clock }
}

function calls(path: string): number {
  return seen.filter((request) => new URL(request.url).pathname === path).length
}

describe('createDevToolsService', () => {
  it('names the core version of spec §9 and caches for 1 hour and 0.08 hour', () => {
    expect(CORE_VERSION).toBe('1.12.192')
    expect(LATEST_TAG_CACHE_MS).toBe(3_600_000)
    expect(RELEASES_CACHE_MS).toBe(288_000)
  })

  it('asks for the latest tag outside api/ and keeps it for an hour of the clock', async () => {
    let tag = '1.12.193'
    server.use(mock.get(`${API}/_cli/get-latest-tag`, () => HttpResponse.json({ data: tag })))
    const { tools: dev, clock } = tools()
    expect(await dev.latestTag()).toEqual({ ok: true, data: '1.12.193' })
    tag = '1.12.194'
    clock.advance(LATEST_TAG_CACHE_MS - 1)
    expect(await dev.latestTag()).toEqual({ ok: true, data: '1.12.193' })
    expect(calls('/_cli/get-latest-tag')).toBe(1)
    clock.advance(1)
    expect(await dev.latestTag()).toEqual({ ok: true, data: '1.12.194' })
    expect(calls('/_cli/get-latest-tag')).toBe(2)
    expect(seen[0]!.headers.get('apiKey')).toBe('vitrina-sandbox-key')
  })

  it('keeps a project branch’s releases for about 5 minutes, each branch apart', async () => {
    const bodies: unknown[] = []
    server.use(
      mock.post(`${API}/_cli/get-latest-release`, async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json({ data: RELEASES })
      }),
    )
    const { tools: dev, clock } = tools()
    const main = await dev.releases({ gitlabProjectId: 4127, gitlabBranch: 'main' })
    expect(main).toEqual({ ok: true, data: RELEASES })
    clock.advance(4 * MINUTE)
    await dev.releases({ gitlabProjectId: 4127, gitlabBranch: 'main' })
    expect(bodies).toEqual([{ gitlabProjectId: 4127, gitlabBranch: 'main' }])
    await dev.releases({ gitlabProjectId: 4127, gitlabBranch: 'develop' })
    expect(bodies).toHaveLength(2)
    clock.advance(RELEASES_CACHE_MS - 4 * MINUTE)
    await dev.releases({ gitlabProjectId: 4127, gitlabBranch: 'main' })
    expect(bodies).toHaveLength(3)
  })

  it('does not keep a failed release fetch, so the next call tries again', async () => {
    let failing = true
    server.use(
      mock.post(`${API}/_cli/get-latest-release`, () =>
        failing ? HttpResponse.json({ message: 'Project not found.', statusCode: 404 }, { status: 404 }) : HttpResponse.json({ data: RELEASES }),
      ),
    )
    const { tools: dev } = tools()
    const failed = await dev.releases({ gitlabProjectId: 1 })
    expect(failed.ok).toBe(false)
    if (!failed.ok) expect(failed.error).toMatchObject({ status: 404, serverMessage: 'Project not found.' })
    failing = false
    expect((await dev.releases({ gitlabProjectId: 1 })).ok).toBe(true)
    expect(calls('/_cli/get-latest-release')).toBe(2)
  })

  it('sends one request for calls made while the first is under way', async () => {
    server.use(mock.get(`${API}/_cli/get-latest-tag`, () => HttpResponse.json({ data: '1.12.193' })))
    const { tools: dev } = tools()
    const [first, second] = await Promise.all([dev.latestTag(), dev.latestTag()])
    expect(first).toEqual(second)
    expect(calls('/_cli/get-latest-tag')).toBe(1)
  })

  it('lists the domains, reads the current one and sets another', async () => {
    let current: string | null = null
    server.use(
      mock.post(`${API}/api/v1/master/domain/filter`, () =>
        HttpResponse.json({
          data: {
            records: [{ id: 1, name: 'Vitrina (localhost)', url: 'http://localhost', siteID: 1 }],
            pagination: { page: 1, perPage: 50, total: 1, lastPage: 1 },
          },
        }),
      ),
      mock.get(`${API}/_cli/get-domain`, () => HttpResponse.json({ data: { domain: current } })),
      mock.post(`${API}/_cli/set-domain`, async ({ request }) => {
        current = ((await request.json()) as { domain: string }).domain
        return HttpResponse.json({ data: { domain: current } })
      }),
    )
    const { tools: dev } = tools()
    const domains = await dev.domains()
    expect(domains.ok && domains.data.map(({ name, url }) => ({ name, url }))).toEqual([{ name: 'Vitrina (localhost)', url: 'http://localhost' }])
    expect(await dev.currentDomain()).toEqual({ ok: true, data: null })
    expect(await dev.setDomain('http://localhost')).toEqual({ ok: true, data: 'http://localhost' })
    expect(await dev.currentDomain()).toEqual({ ok: true, data: 'http://localhost' })
    expect(seen.map(pathOf)).toContain('/_cli/set-domain')
  })

  it("reads the admin UI language from the user's setting of group global, key language", async () => {
    server.use(mock.get(`${API}/api/v1/user/settings/general/user`, () => HttpResponse.json({ data: [{ group: 'global', key: 'language', value: 'de' }] })))
    const { tools: dev } = tools()
    expect(await dev.adminLanguage()).toEqual({ ok: true, data: 'de' })
    expect(pathOf(seen[0]!)).toBe('/api/v1/user/settings/general/user?group=global&key=language')
  })

  it.each([[[]], [[{ group: 'global', key: 'language', value: 'fr' }]], [[{ group: 'profile', key: 'language', value: 'hr' }]]])(
    'answers the spec’s error when the setting is missing or not a shop language (%j)',
    async (settings) => {
      server.use(mock.get(`${API}/api/v1/user/settings/general/user`, () => HttpResponse.json({ data: settings })))
      const { tools: dev } = tools()
      const language = await dev.adminLanguage()
      expect(language.ok).toBe(false)
      if (!language.ok) {
        expect(language.error).toMatchObject({ code: 'ADMIN_LANGUAGE_MISSING', messageKey: BACK_OFFICE_MESSAGE_KEYS.adminLanguageMissing })
        expect(language.error.message).toBe(ADMIN_LANGUAGE_MISSING_MESSAGE)
        expect(ADMIN_LANGUAGE_MISSING_MESSAGE).toBe('settings/general/user has no "global language" setting')
      }
    },
  )
})

describe('timedCache under fake timers', () => {
  it('follows the instance clock, not the wall clock', async () => {
    // The same caches with the clock of vi's fake timers: Date.now moves only when the test moves it.
    const { vi } = await import('vitest')
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      server.use(mock.get(`${API}/_cli/get-latest-tag`, () => HttpResponse.json({ data: '1.12.193' })))
      const dev = createDevToolsService(createStorefront({ ...BASE_OPTIONS, storage: memoryStorage() }))
      await dev.latestTag()
      vi.advanceTimersByTime(LATEST_TAG_CACHE_MS - 1000)
      await dev.latestTag()
      expect(calls('/_cli/get-latest-tag')).toBe(1)
      vi.advanceTimersByTime(1000)
      await dev.latestTag()
      expect(calls('/_cli/get-latest-tag')).toBe(2)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('a caller that gives up', () => {
  it('gets ABORTED at once while the shared load goes on for the next caller and the cache', async () => {
    // React's development double effect: the first effect's call is aborted by its cleanup, the second one waits.
    server.use(mock.get(`${API}/_cli/get-latest-tag`, () => HttpResponse.json({ data: '1.12.193' })))
    const { tools: dev } = tools()
    const first = new AbortController()
    const given = dev.latestTag({ signal: first.signal })
    first.abort()
    const second = dev.latestTag({ signal: new AbortController().signal })
    const outcome = await given
    expect(outcome.ok).toBe(false)
    if (!outcome.ok) expect(outcome.error.code).toBe('ABORTED')
    expect(await second).toEqual({ ok: true, data: '1.12.193' })
    expect(await dev.latestTag()).toEqual({ ok: true, data: '1.12.193' })
    expect(calls('/_cli/get-latest-tag')).toBe(1)
  })
})
