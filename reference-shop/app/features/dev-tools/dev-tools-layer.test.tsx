import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EDITOR, sessionCookies } from '../../testing/auth.fixture'
import { renderWithShop, type TestBackend } from '../../testing/shop.fixture'
import { NoticeToaster } from '../notices/notice-toaster'
import { DevToolsLayer } from './dev-tools-layer'

// The development tools as a developer meets them (back-office spec §2): the badge with the core version and the
// latest tag, the back-office check deciding what it opens, the domain list and the release notes.

const DOMAINS = [
  { id: 1, name: 'Vitrina (localhost)', url: 'http://localhost', siteID: 1 },
  { id: 3, name: 'Vitrina (vitrina.test)', url: 'http://vitrina.test', siteID: 1 },
]

function devBackend(state: { current: string | null }): TestBackend {
  return ({ method, path, body }) => {
    if (path === '/_cli/get-latest-tag') return Response.json({ data: '1.12.193' })
    if (path === '/api/v1/master/domain/filter')
      return Response.json({ data: { records: DOMAINS, pagination: { page: 1, perPage: 50, total: 2, lastPage: 1 } } })
    if (path === '/_cli/get-domain') return Response.json({ data: { domain: state.current } })
    if (path === '/_cli/set-domain' && method === 'POST') {
      state.current = (body as { domain: string }).domain
      return Response.json({ data: { domain: state.current } })
    }
    return undefined
  }
}

/** Stubs the shop's own release-notes route (the layer fetches it from the shop's server, not the backend). */
function releaseNotesRoute(answer: (url: string) => Response) {
  const real = globalThis.fetch
  const seen: string[] = []
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input)
    if (!url.startsWith('/__dev-tools/')) return real(input, init)
    seen.push(url)
    return Promise.resolve(answer(url))
  })
  return seen
}

function renderLayer(options: { editor?: boolean; current?: string | null } = {}) {
  const state = { current: options.current ?? null }
  const rendered = renderWithShop(
    <>
      <DevToolsLayer />
      <NoticeToaster />
    </>,
    { backend: devBackend(state), ...(options.editor ? { cookies: sessionCookies(EDITOR) } : {}) },
  )
  return { ...rendered, state }
}

describe('the development tools layer', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows the core version 1.12.192 and the latest tag in the badge', async () => {
    renderLayer()
    const tools = await screen.findByRole('complementary', { name: 'Razvojni alati' })
    expect(await within(tools).findByRole('button', { name: 'Verzija 1.12.192 · najnovija 1.12.193' })).toBeTruthy()
    expect(within(tools).getByRole('link', { name: 'Alat za sekcije' }).getAttribute('href')).toBe('/section-tool')
  })

  it('sends a visitor who is no back-office user from the badge to the admin login', async () => {
    renderLayer()
    fireEvent.click(await screen.findByRole('button', { name: /^Verzija 1\.12\.192/ }))
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/adminLogin'))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('opens the domain list 60% high for a back-office user, marks the selected domain and sets another', async () => {
    const { state, calls } = renderLayer({ editor: true, current: 'http://localhost' })
    fireEvent.click(await screen.findByRole('button', { name: /^Verzija 1\.12\.192/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Domene' })
    expect(dialog.className).toContain('h-[60vh]')
    const localhost = await within(dialog).findByRole('button', { name: /Vitrina \(localhost\)/ })
    expect(localhost.getAttribute('aria-pressed')).toBe('true')
    expect(localhost.textContent).toContain('Odabrana')

    const other = within(dialog).getByRole('button', { name: /Vitrina \(vitrina\.test\)/ })
    expect(other.getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(other)
    await waitFor(() => expect(other.getAttribute('aria-pressed')).toBe('true'))
    expect(localhost.getAttribute('aria-pressed')).toBe('false')
    expect(state.current).toBe('http://vitrina.test')
    expect(calls.filter((call) => call.path === '/_cli/set-domain').map((call) => call.body)).toEqual([{ domain: 'http://vitrina.test' }])
    expect(screen.getByTestId('location').textContent).toBe('/')
  })

  it('shows the release notes 60% high, and the development branch under its own title', async () => {
    const seen = releaseNotesRoute(() =>
      Response.json({
        releases: [
          { tag: '1.12.193', name: 'Vitrina core 1.12.193', releasedAt: '2026-06-12T09:00:00.000Z', html: '<p>Zvjezdice na obaveznim privolama.</p>' },
        ],
      }),
    )
    renderLayer()
    fireEvent.click(await screen.findByRole('button', { name: 'Bilješke o izdanjima' }))
    const dialog = await screen.findByRole('dialog', { name: 'Bilješke o izdanjima' })
    expect(dialog.className).toContain('h-[60vh]')
    expect(await within(dialog).findByText('Zvjezdice na obaveznim privolama.')).toBeTruthy()
    expect(within(dialog).getByRole('heading', { name: /Vitrina core 1\.12\.193/ })).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zatvori' }))

    fireEvent.click(screen.getByRole('button', { name: 'Razvojna izdanja' }))
    expect(await screen.findByRole('dialog', { name: 'Bilješke o izdanjima (razvojna grana)' })).toBeTruthy()
    expect(seen).toEqual(['/__dev-tools/releases', '/__dev-tools/releases?devMode=1'])
  })

  it('shows a failed release fetch’s message in a toast', async () => {
    releaseNotesRoute(() => Response.json({ message: 'Project not found.' }, { status: 502 }))
    renderLayer()
    fireEvent.click(await screen.findByRole('button', { name: 'Bilješke o izdanjima' }))
    expect(await screen.findByText('Bilješke o izdanjima nisu učitane: Project not found.')).toBeTruthy()
    const dialog = screen.getByRole('dialog', { name: 'Bilješke o izdanjima' })
    expect(within(dialog).getByText('Bilješke o izdanjima trenutno nisu dostupne.')).toBeTruthy()
    await act(async () => {})
  })
})
