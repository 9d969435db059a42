import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS } from '../../src/seed/seed.constants'
import { call, json, SHOP_HEADERS, useSandbox } from '../sandbox.fixture'
import { login, withBearer } from './auth.fixture'

const sandbox = useSandbox()

async function editorHeaders(): Promise<Record<string, string>> {
  const { tokens } = await login(sandbox(), DEMO_ACCOUNTS.editor)
  return withBearer(tokens.accessToken)
}

describe('POST api/v1/master/domain/filter', () => {
  it('lists the domains of the key site as { name, url } records', async () => {
    const { status, body } = await json(call(sandbox(), 'POST', '/api/v1/master/domain/filter'))
    expect(status).toBe(200)
    expect(body.data.records).toEqual([
      { id: 1, name: 'Vitrina (localhost)', url: 'http://localhost', siteID: 1 },
      { id: 2, name: 'Vitrina (127.0.0.1)', url: 'http://127.0.0.1', siteID: 1 },
      { id: 3, name: 'Vitrina (vitrina.test)', url: 'http://vitrina.test', siteID: 1 },
    ])
    expect(body.data.pagination).toMatchObject({ page: 1, total: 3, lastPage: 1 })
  })

  it('narrows the list by keywords and pages it', async () => {
    const { body } = await json(call(sandbox(), 'POST', '/api/v1/master/domain/filter', { body: { keywords: 'TEST' } }))
    expect(body.data.records.map((record: { url: string }) => record.url)).toEqual(['http://vitrina.test'])
    const paged = await json(call(sandbox(), 'POST', '/api/v1/master/domain/filter', { body: { page: 2, limit: 2 } }))
    expect(paged.body.data.records.map((record: { url: string }) => record.url)).toEqual(['http://vitrina.test'])
  })

  it('refuses a bad page and calls without the apiKey', async () => {
    expect((await json(call(sandbox(), 'POST', '/api/v1/master/domain/filter', { body: { page: 'x' } }))).status).toBe(400)
    expect((await json(call(sandbox(), 'POST', '/api/v1/master/domain/filter', { headers: {} }))).status).toBe(401)
  })
})

describe('the /_cli development helpers', () => {
  it('has no current domain in the fresh seed, and sets one for a back-office user', async () => {
    expect((await json(call(sandbox(), 'GET', '/_cli/get-domain'))).body).toEqual({ data: { domain: null } })
    const set = await json(
      call(sandbox(), 'POST', '/_cli/set-domain', { headers: { ...SHOP_HEADERS, ...(await editorHeaders()) }, body: { domain: 'http://vitrina.test/' } }),
    )
    expect(set).toEqual({ status: 200, body: { data: { domain: 'http://vitrina.test' } } })
    expect((await json(call(sandbox(), 'GET', '/_cli/get-domain'))).body).toEqual({ data: { domain: 'http://vitrina.test' } })
  })

  it('refuses to set a domain that domain/filter does not list, or for anyone but a back-office user', async () => {
    const editor = { ...SHOP_HEADERS, ...(await editorHeaders()) }
    const unknown = await json(call(sandbox(), 'POST', '/_cli/set-domain', { headers: editor, body: { domain: 'http://evil.example' } }))
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toBe('domain must be the url of one of the domains of domain/filter.')
    expect((await json(call(sandbox(), 'POST', '/_cli/set-domain', { headers: editor, body: { domain: 42 } }))).status).toBe(400)
    const { tokens } = await login(sandbox(), DEMO_ACCOUNTS.shopper)
    const shopper = await json(
      call(sandbox(), 'POST', '/_cli/set-domain', { headers: { ...SHOP_HEADERS, ...withBearer(tokens.accessToken) }, body: { domain: 'http://localhost' } }),
    )
    expect(shopper.status).toBe(403)
    expect((await json(call(sandbox(), 'POST', '/_cli/set-domain', { body: { domain: 'http://localhost' } }))).status).toBe(401)
    expect((await json(call(sandbox(), 'GET', '/_cli/get-domain', { headers: {} }))).status).toBe(401)
  })

  it('answers the latest tag as a string', async () => {
    expect(await json(call(sandbox(), 'GET', '/_cli/get-latest-tag'))).toEqual({ status: 200, body: { data: '1.12.193' } })
  })

  it('lists the releases of a project branch newest first, with tag_name and description_html', async () => {
    const { status, body } = await json(call(sandbox(), 'POST', '/_cli/get-latest-release', { body: { gitlabProjectId: 4127, gitlabBranch: 'main' } }))
    expect(status).toBe(200)
    expect(body.data.map((release: { tag_name: string }) => release.tag_name)).toEqual(['1.12.193', '1.12.192', '1.12.191'])
    expect(body.data[1].description_html).toContain('<script>')
    const develop = await json(call(sandbox(), 'POST', '/_cli/get-latest-release', { body: { gitlabProjectId: '4127', gitlabBranch: 'develop' } }))
    expect(develop.body.data[0].tag_name).toBe('1.13.0-rc.1')
  })

  it.each([
    [{ gitlabBranch: 'main' }, 400, 'gitlabProjectId must be a positive integer.'],
    [{ gitlabProjectId: -3 }, 400, 'gitlabProjectId must be a positive integer.'],
    [{ gitlabProjectId: 1 }, 404, 'Project not found.'],
    [{ gitlabProjectId: 4127, gitlabBranch: 'nope' }, 404, 'Branch not found.'],
    [{ gitlabProjectId: 4127, gitlabBranch: '__proto__' }, 404, 'Branch not found.'],
  ])('refuses the releases of %j with %i', async (sent, status, message) => {
    expect(await json(call(sandbox(), 'POST', '/_cli/get-latest-release', { body: sent }))).toMatchObject({ status, body: { message, statusCode: status } })
  })
})

describe('api/v1/user/settings/general/user', () => {
  const PATH = '/api/v1/user/settings/general/user'

  it("answers the editor's admin UI language, group global and key language", async () => {
    const headers = { ...SHOP_HEADERS, ...(await editorHeaders()) }
    expect(await json(call(sandbox(), 'GET', `${PATH}?group=global&key=language`, { headers }))).toEqual({
      status: 200,
      body: { data: [{ group: 'global', key: 'language', value: 'hr' }] },
    })
  })

  it('answers an empty list for a user without the setting, and sets and removes it', async () => {
    const { tokens } = await login(sandbox(), DEMO_ACCOUNTS.shopper)
    const headers = { ...SHOP_HEADERS, ...withBearer(tokens.accessToken) }
    expect((await json(call(sandbox(), 'GET', PATH, { headers }))).body).toEqual({ data: [] })
    const set = await json(call(sandbox(), 'PUT', PATH, { headers, body: { group: 'global', key: 'language', value: 'de' } }))
    expect(set.body).toEqual({ data: { group: 'global', key: 'language', value: 'de' } })
    expect((await json(call(sandbox(), 'GET', PATH, { headers }))).body.data).toEqual([{ group: 'global', key: 'language', value: 'de' }])
    await call(sandbox(), 'PUT', PATH, { headers, body: { group: 'global', key: 'language', value: null } })
    expect((await json(call(sandbox(), 'GET', PATH, { headers }))).body).toEqual({ data: [] })
  })

  it('refuses a language the admin UI does not have, bad names, and anonymous calls', async () => {
    const headers = { ...SHOP_HEADERS, ...(await editorHeaders()) }
    expect((await json(call(sandbox(), 'PUT', PATH, { headers, body: { group: 'global', key: 'language', value: 'fr' } }))).status).toBe(400)
    expect((await json(call(sandbox(), 'PUT', PATH, { headers, body: { group: 1, key: 'language', value: 'hr' } }))).status).toBe(400)
    expect((await json(call(sandbox(), 'GET', `${PATH}?group=%00`, { headers }))).status).toBe(400)
    expect((await json(call(sandbox(), 'GET', PATH))).status).toBe(401)
  })
})
