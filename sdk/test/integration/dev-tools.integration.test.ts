// The development tools of @vitrina/sdk/back-office against the real sandbox (docs/contract/devtools.md): the {cli}
// helpers outside api/, the domain list, setting the domain as an editor, the releases, and the admin UI language with
// the spec's error for a user without it.
import { DEMO_ACCOUNTS } from '@vitrina/sandbox'
import { describe, expect, it } from 'vitest'
import { ADMIN_LANGUAGE_MISSING_MESSAGE, createDevToolsService } from '../../src/back-office/dev-tools.service'
import { storefronts, useSandbox } from './sandbox.harness'

const { sandbox, clock } = useSandbox()

describe('the development tools against the sandbox', () => {
  it('reads the latest tag and the releases of the core project, newest first', async () => {
    const tools = createDevToolsService(storefronts(sandbox(), clock).open().shop)
    expect(await tools.latestTag()).toEqual({ ok: true, data: '1.12.193' })
    const releases = await tools.releases({ gitlabProjectId: 4127, gitlabBranch: 'develop' })
    expect(releases.ok && releases.data.map((release) => release.tag_name)).toEqual(['1.13.0-rc.1', '1.12.193', '1.12.192', '1.12.191'])
    const unknown = await tools.releases({ gitlabProjectId: 1 })
    expect(unknown.ok ? null : unknown.error.status).toBe(404)
  })

  it('lists the domains and lets an editor set the one development builds act as', async () => {
    const editor = storefronts(sandbox(), clock).open()
    await editor.shop.auth.login({ username: DEMO_ACCOUNTS.editor.email, password: DEMO_ACCOUNTS.editor.password })
    const tools = createDevToolsService(editor.shop)
    const domains = await tools.domains()
    expect(domains.ok && domains.data.map((domain) => domain.url)).toEqual(['http://localhost', 'http://127.0.0.1', 'http://vitrina.test'])
    expect(await tools.currentDomain()).toEqual({ ok: true, data: null })
    expect(await tools.setDomain('http://vitrina.test')).toEqual({ ok: true, data: 'http://vitrina.test' })
    expect(await tools.currentDomain()).toEqual({ ok: true, data: 'http://vitrina.test' })
  })

  it("reads the editor's admin UI language, and answers the spec's error for a shopper without one", async () => {
    const harness = storefronts(sandbox(), clock)
    const editor = harness.open()
    await editor.shop.auth.login({ username: DEMO_ACCOUNTS.editor.email, password: DEMO_ACCOUNTS.editor.password })
    expect(await createDevToolsService(editor.shop).adminLanguage()).toEqual({ ok: true, data: 'hr' })

    const shopper = harness.open()
    await shopper.shop.auth.login({ username: DEMO_ACCOUNTS.shopper.email, password: DEMO_ACCOUNTS.shopper.password })
    const missing = await createDevToolsService(shopper.shop).adminLanguage()
    expect(missing.ok ? null : { code: missing.error.code, message: missing.error.message }).toEqual({
      code: 'ADMIN_LANGUAGE_MISSING',
      message: ADMIN_LANGUAGE_MISSING_MESSAGE,
    })
  })
})
