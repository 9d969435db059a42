import type { AppLoadContext } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { serverFetch } from '../auth/account.testing'
import { releaseNotes } from './releases.server'

// A release note as the sandbox seeds one (docs/contract/devtools.md): a script, an inline handler, a javascript: link.
const UNSAFE =
  '<h2>1.12.192</h2><p>Faster category pages.<script>alert("release-note-script")</script></p>' +
  '<p><img src="/media/missing.png" onerror="alert(\'release-note-onerror\')" alt=""><a href="javascript:alert(\'x\')">Read the migration guide</a></p>'

let backendSerial = 0
/** A context whose backend is new to the module's instances, so no earlier test's cache answers. */
function context(): AppLoadContext {
  return {
    vitrina: { apiUrl: `http://backend-${++backendSerial}.test`, apiKey: 'vitrina-sandbox-key', siteId: '1', storeId: '1', apiKeyId: '7' },
  } as AppLoadContext
}

describe('the release notes route of the development build', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('asks for the core project’s main branch, or develop in dev mode, and sanitises every description_html', async () => {
    const bodies: unknown[] = []
    vi.stubGlobal(
      'fetch',
      serverFetch(({ path, body }) => {
        if (path !== '/_cli/get-latest-release') return undefined
        bodies.push(body)
        return Response.json({
          data: [{ tag_name: '1.12.192', name: 'Vitrina core 1.12.192', released_at: '2026-05-28T09:00:00.000Z', description_html: UNSAFE }],
        })
      }),
    )
    const ctx = context()
    const response = await releaseNotes(new Request('http://shop.test/__dev-tools/releases'), ctx)
    expect(response.status).toBe(200)
    const { releases } = (await response.json()) as { releases: { tag: string; html: string }[] }
    expect(releases.map((release) => release.tag)).toEqual(['1.12.192'])
    const html = releases[0]!.html
    expect(html).toContain('<h2>1.12.192</h2>')
    expect(html).toContain('Read the migration guide')
    expect(html).not.toMatch(/script|onerror|javascript:/i)

    await releaseNotes(new Request('http://shop.test/__dev-tools/releases?devMode=1'), ctx)
    expect(bodies).toEqual([
      { gitlabProjectId: 4127, gitlabBranch: 'main' },
      { gitlabProjectId: 4127, gitlabBranch: 'develop' },
    ])
  })

  it('keeps the notes for about 5 minutes of the SDK clock across requests', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    let calls = 0
    vi.stubGlobal(
      'fetch',
      serverFetch(({ path }) => {
        if (path !== '/_cli/get-latest-release') return undefined
        calls += 1
        return Response.json({ data: [{ tag_name: `1.12.${190 + calls}`, description_html: '<p>x</p>' }] })
      }),
    )
    const ctx = context()
    const request = () => new Request('http://shop.test/__dev-tools/releases')
    await releaseNotes(request(), ctx)
    vi.advanceTimersByTime(4 * 60_000)
    await releaseNotes(request(), ctx)
    expect(calls).toBe(1)
    vi.advanceTimersByTime(48_000)
    const later = (await (await releaseNotes(request(), ctx)).json()) as { releases: { tag: string }[] }
    expect(calls).toBe(2)
    expect(later.releases[0]!.tag).toBe('1.12.192')
  })

  it('answers a failed fetch with 502 and the backend’s message, for the modal’s toast', async () => {
    vi.stubGlobal(
      'fetch',
      serverFetch(({ path }) =>
        path === '/_cli/get-latest-release' ? Response.json({ message: 'Project not found.', statusCode: 404 }, { status: 404 }) : undefined,
      ),
    )
    const response = await releaseNotes(new Request('http://shop.test/__dev-tools/releases'), context())
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({ message: 'Project not found.' })
  })
})
