// The elements' editing calls of @vitrina/sdk/back-office against the real sandbox (docs/contract.md, "CMS
// elements"): the editor saves the footer's text and every storefront loads it; a shopper is refused.
import { DEMO_ACCOUNTS } from '@vitrina/sandbox'
import { describe, expect, it } from 'vitest'
import { createElementsService } from '../../src/back-office/elements.service'
import { createSiteService } from '../../src/site/site.service'
import { storefronts, useSandbox } from './sandbox.harness'

const { sandbox, clock } = useSandbox()

describe('editing the page shell’s elements against the sandbox', () => {
  it('saves the footer’s info text, which the next storefront loads', async () => {
    const harness = storefronts(sandbox(), clock)
    const editor = harness.open()
    await editor.shop.auth.login({ username: DEMO_ACCOUNTS.editor.email, password: DEMO_ACCOUNTS.editor.password })
    const site = createSiteService(editor.shop)
    await site.loadLayout()
    const footer = site.$elements.get()['footer-section']!

    const saved = await createElementsService(editor.shop).update(footer.id, { meta: { ...footer.meta, infoText: 'Novi tekst podnožja.' } })
    expect(saved).toMatchObject({ ok: true, data: { id: footer.id, handler: 'footer-section', meta: { infoText: 'Novi tekst podnožja.' } } })

    const visitor = createSiteService(harness.open().shop)
    await visitor.loadLayout()
    expect(visitor.$elements.get()['footer-section']?.meta.infoText).toBe('Novi tekst podnožja.')
  })

  it('is refused to a shopper, and the footer stays as it was', async () => {
    const harness = storefronts(sandbox(), clock)
    const shopper = harness.open()
    await shopper.shop.auth.login({ username: DEMO_ACCOUNTS.shopper.email, password: DEMO_ACCOUNTS.shopper.password })
    const site = createSiteService(shopper.shop)
    await site.loadLayout()
    const footer = site.$elements.get()['footer-section']!
    const refused = await createElementsService(shopper.shop).update(footer.id, { meta: { infoText: 'Ne' } })
    expect(refused.ok ? null : refused.error.status).toBe(401)
    expect(harness.log.calls.filter((call) => call.path.includes('element/update')).map((call) => call.status)).toEqual([403, 401])
  })
})
