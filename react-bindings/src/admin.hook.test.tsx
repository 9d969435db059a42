import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { contractFetch, type ContractFetch } from '../test/contract-fetch'
import { testStorefront } from '../test/storefront.fixture'
import { useAdminRight, useConsentAdmin, usePageTemplates } from './admin.hook'

const CONSENTS = [
  { id: 2, uniqueNumber: '1002', displayName: 'Privola za obradu osobnih podataka' },
  { id: 4, uniqueNumber: '1004', displayName: 'Privola za personalizirane ponude' },
]
const page = (records: unknown[]) => ({ data: { records, pagination: { page: 1, perPage: 50, total: records.length, lastPage: 1 } } })
const token = (scope: string[]) =>
  `${Buffer.from('{"alg":"HS256"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: 9, exp: Math.floor(Date.now() / 1000) + 900, scope })).toString('base64url')}.s`

/**
 * The contract stub, with a back-office user of `scope` to log in as and the admin calls of docs/contract/privacy.md
 * and docs/contract.md (post types) answered from memory; the stub records the calls in `calls`.
 */
function adminBackend(scope: string[]): ContractFetch {
  const contract = contractFetch()
  let newsletter = { id: 1, slug: 'newsletter', assigned_to: 'Newsletter', consents: ['1002', '1004'], requiredConsents: ['1002'] }
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    const route = `${request.method} ${url.pathname}`
    if (route === 'POST /api/v1/login') {
      contract.calls.push(route)
      const user = {
        id: 9,
        email: 'urednica@vitrina.test',
        username: 'urednica@vitrina.test',
        details: { firstName: 'Iva', lastName: 'K' },
        company: null,
        memberCardBarcode: null,
        addresses: [],
        isBackofficeUser: true,
        scope,
      }
      return Response.json({ data: { tokens: { accessToken: token(scope), refreshToken: 'r' }, user } })
    }
    if (
      !url.pathname.startsWith('/api/v1/cms/consent/') &&
      !url.pathname.startsWith('/api/v1/cms/postType/') &&
      url.pathname !== '/api/v1/privacy/web/consent/filter'
    )
      return contract.fetch(input, init)
    contract.calls.push(route)
    if (route === 'GET /api/v1/cms/consent/filter') return Response.json(page([newsletter]))
    if (route === 'POST /api/v1/privacy/web/consent/filter') return Response.json(page(CONSENTS))
    if (route === 'POST /api/v1/cms/consent/create') {
      newsletter = { ...newsletter, ...((await request.json()) as typeof newsletter) }
      return Response.json({ data: newsletter })
    }
    if (route === 'POST /api/v1/cms/postType/filterStandard') {
      return Response.json(page([{ id: 1, slug: 'post', name: 'Objave', fields: [], postCount: 20, language: null, translations: [] }]))
    }
    return Response.json({ message: 'Route not found', statusCode: 404 }, { status: 404 })
  }
  return { ...contract, fetch }
}

async function loggedIn(scope: string[]) {
  const setup = testStorefront({ backend: adminBackend(scope) })
  await setup.shop.auth.login({ username: 'urednica@vitrina.test', password: 'x' }, { strategy: 'admin' })
  setup.backend.calls.length = 0
  return setup
}

describe('useAdminRight', () => {
  it('answers from the logged-in user and follows a logout', async () => {
    const { shop, wrapper } = await loggedIn(['backoffice', 'consents:write'])
    const { result } = renderHook(() => [useAdminRight('consents:write'), useAdminRight('cache:clear')], { wrapper })
    expect(result.current).toEqual([true, false])
    await act(() => shop.auth.reset())
    expect(result.current).toEqual([false, false])
  })
})

describe('useConsentAdmin', () => {
  it('re-renders with the loaded form types, the required consents marked, and with a saved change', async () => {
    const { wrapper, backend } = await loggedIn(['backoffice', 'consents:write'])
    const { result } = renderHook(() => useConsentAdmin(), { wrapper })
    expect(result.current.state.status).toBe('idle')
    await act(async () => void (await result.current.consents.load()))
    const newsletter = result.current.state.assignments[0]!
    expect(newsletter.consents.map((consent) => [consent.uniqueNumber, consent.required])).toEqual([
      ['1002', true],
      ['1004', false],
    ])
    expect(result.current.state.assignments).toHaveLength(6)

    await act(async () => void (await result.current.consents.save('Newsletter', { consents: ['1002', '1004'], requiredConsents: ['1002', '1004'] })))
    expect(result.current.state.assignments[0]!.consents.map((consent) => consent.required)).toEqual([true, true])
    expect(backend.calls).toEqual(['GET /api/v1/cms/consent/filter', 'POST /api/v1/privacy/web/consent/filter', 'POST /api/v1/cms/consent/create'])
  })

  it('hands back the refusal of a scope without consents:write, with no request', async () => {
    const { wrapper, backend } = await loggedIn(['backoffice'])
    const { result } = renderHook(() => useConsentAdmin(), { wrapper })
    await act(async () => void (await result.current.consents.load()))
    backend.calls.length = 0
    let outcome: Awaited<ReturnType<typeof result.current.consents.save>> | undefined
    await act(async () => {
      outcome = await result.current.consents.save('Newsletter', { consents: ['1002', '1004'], requiredConsents: ['1002', '1004'] })
    })
    expect(outcome?.ok ? null : outcome?.error.code).toBe('MISSING_RIGHT')
    expect(backend.calls).toEqual([])
  })
})

describe('usePageTemplates', () => {
  it('re-renders with the loaded templates', async () => {
    const { wrapper } = await loggedIn(['backoffice', 'cms:write'])
    const { result } = renderHook(() => usePageTemplates(), { wrapper })
    await act(async () => void (await result.current.templates.load()))
    expect([result.current.state.status, result.current.state.templates.map((template) => template.slug)]).toEqual(['ready', ['post']])
  })
})
