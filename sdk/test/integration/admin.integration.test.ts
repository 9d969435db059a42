// The admin area's calls of @vitrina/sdk/admin against the real sandbox (docs/contract/privacy.md "The admin area's
// assignments", docs/contract/auth.md "Rights in the scope"): the editor makes a consent required and the storefront's
// consents service reads it at once; the intern, whose scope lacks `consents:write`, is refused without a request and
// stays logged in when the server refuses; the page templates are listed, made and deleted with the slug rules.
import { DEMO_ACCOUNTS } from '@vitrina/sandbox'
import { describe, expect, it } from 'vitest'
import { createConsentAdminService } from '../../src/admin/consent-admin.service'
import { draftOf } from '../../src/admin/consent-admin.rules'
import { createPageTemplatesService } from '../../src/admin/page-templates.service'
import { createConsentsService } from '../../src/privacy/privacy.service'
import type { Result } from '../../src/result/result.types'
import { storefronts, useSandbox } from './sandbox.harness'

const { sandbox, clock } = useSandbox()

const data = <T>(result: Result<T>): T => {
  if (!result.ok) throw result.error
  return result.data
}
const problem = (result: Result<unknown>) => (result.ok ? null : { code: result.error.code, status: result.error.status, messageKey: result.error.messageKey })

async function loggedIn(account: { email: string; password: string }, harness = storefronts(sandbox(), clock)) {
  const opened = harness.open()
  data(await opened.shop.auth.login({ username: account.email, password: account.password }, { strategy: 'admin' }))
  harness.log.clear()
  return { ...opened, harness }
}

describe('the consent administration against the sandbox', () => {
  it('loads every form type with its consents, makes one required, and the storefront asks for it at once', async () => {
    const { shop, harness } = await loggedIn(DEMO_ACCOUNTS.editor)
    const consents = createConsentAdminService(shop)
    const state = data(await consents.load())
    expect(harness.log.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/v1/cms/consent/filter?page=1&perPage=50',
      'POST /api/v1/privacy/web/consent/filter',
    ])
    expect(state.assignments.map((assignment) => assignment.slug)).toEqual(['newsletter', 'contact', 'register', 'checkout', 'address', 'product-availability'])
    expect(state.consents).toHaveLength(5)
    const newsletter = state.assignments[0]!
    expect(newsletter.consents.map((consent) => [consent.uniqueNumber, consent.required])).toEqual([
      ['1002', true],
      ['1003', true],
      ['1004', false],
    ])

    const draft = draftOf(newsletter)
    const saved = data(await consents.save('Newsletter', { ...draft, requiredConsents: [...draft.requiredConsents, '1004'] }))
    expect(saved.consents.map((consent) => consent.required)).toEqual([true, true, true])
    expect(consents.$state.get().assignments[0]).toEqual(saved)

    const storefront = data(await createConsentsService(harness.open().shop).load('Newsletter'))
    expect(storefront.map((consent) => [consent.uniqueNumber, consent.required])).toEqual([
      ['1002', true],
      ['1003', true],
      ['1004', true],
    ])
  })

  it('refuses a draft the admin must not save without a request', async () => {
    const { shop, harness } = await loggedIn(DEMO_ACCOUNTS.editor)
    const consents = createConsentAdminService(shop)
    expect(problem(await consents.save('Newsletter', { consents: ['1002'], requiredConsents: [] }))).toEqual({
      code: 'VALIDATION_ERROR',
      status: 400,
      messageKey: 'admin.consents.notLoaded',
    })
    await consents.load()
    harness.log.clear()
    expect(problem(await consents.save('Newsletter', { consents: ['1002'], requiredConsents: ['1003'] }))).toMatchObject({
      messageKey: 'admin.consents.requiredNotChosen',
    })
    expect(problem(await consents.save('Newsletter', draftOf(consents.$state.get().assignments[0]!)))).toMatchObject({ messageKey: 'admin.consents.noChange' })
    expect(problem(await consents.save('Blog', { consents: ['1002'], requiredConsents: [] }))).toMatchObject({ messageKey: 'admin.consents.unknownFormType' })
    expect(harness.log.calls).toEqual([])
  })

  it("lets the intern load the assignments and refuses her a save before a request, for want of 'consents:write'", async () => {
    const { shop, harness } = await loggedIn(DEMO_ACCOUNTS.intern)
    const consents = createConsentAdminService(shop)
    data(await consents.load())
    harness.log.clear()
    const refused = await consents.save('Contact', { consents: ['1002', '1003'], requiredConsents: ['1002'] })
    expect(problem(refused)).toEqual({ code: 'MISSING_RIGHT', status: 403, messageKey: 'admin.missingRight' })
    expect(!refused.ok && refused.error.messageParams).toEqual({ right: 'consents:write' })
    expect(harness.log.calls).toEqual([])
  })

  it('keeps the editor logged in when the server refuses a right her scope lost after the login', async () => {
    const { shop, harness } = await loggedIn(DEMO_ACCOUNTS.editor)
    const consents = createConsentAdminService(shop)
    data(await consents.load())
    sandbox()
      .db.prepare('UPDATE users SET scope = ? WHERE email = ?')
      .run(JSON.stringify(['backoffice']), DEMO_ACCOUNTS.editor.email)
    harness.log.clear()
    const refused = await consents.save('Contact', { consents: ['1002', '1003'], requiredConsents: ['1002'] })
    expect(problem(refused)).toEqual({ code: 'MISSING_RIGHT', status: 403, messageKey: 'admin.missingRight' })
    // One call, not retried without the token (the 403 rule), and the session stays.
    expect(harness.log.calls.map((call) => [call.path, call.status, call.message])).toEqual([
      ['/api/v1/cms/consent/create', 403, "Forbidden: the user's scope lacks the right 'consents:write'."],
    ])
    expect(shop.auth.$user.get()?.email).toBe(DEMO_ACCOUNTS.editor.email)
  })

  it('refuses a shopper every admin call without a request', async () => {
    const { shop, harness } = await (async () => {
      const harness = storefronts(sandbox(), clock)
      const opened = harness.open()
      data(await opened.shop.auth.login({ username: DEMO_ACCOUNTS.shopper.email, password: DEMO_ACCOUNTS.shopper.password }))
      harness.log.clear()
      return { ...opened, harness }
    })()
    expect(problem(await createConsentAdminService(shop).load())).toMatchObject({ code: 'MISSING_RIGHT' })
    expect(problem(await createPageTemplatesService(shop).load())).toMatchObject({ code: 'MISSING_RIGHT' })
    expect(harness.log.calls).toEqual([])
  })
})

describe('the page templates against the sandbox', () => {
  it('lists, makes and deletes a template, the list following each change, and refuses a bad slug without a request', async () => {
    const { shop, harness } = await loggedIn(DEMO_ACCOUNTS.editor)
    const templates = createPageTemplatesService(shop)
    data(await templates.load())
    expect(templates.$state.get()).toMatchObject({ status: 'ready', total: 3 })
    expect(templates.$state.get().templates.map((template) => template.slug)).toEqual(['post', 'page', 'poslovnice'])

    harness.log.clear()
    expect(problem(await templates.create({ name: 'Akcija', slug: 'akc' }))).toMatchObject({ code: 'VALIDATION_ERROR', messageKey: 'validation.slugTooShort' })
    expect(problem(await templates.create({ name: 'Akcija', slug: 'Ljetna akcija' }))).toMatchObject({
      code: 'VALIDATION_ERROR',
      messageKey: 'validation.slugFormat',
    })
    expect(harness.log.calls).toEqual([])

    const made = data(await templates.create({ name: 'Ljetna akcija', slug: 'ljetna-akcija' }))
    expect(templates.$state.get().templates.map((template) => template.slug)).toContain('ljetna-akcija')
    data(await templates.remove(made.id))
    expect(templates.$state.get().templates.map((template) => template.slug)).not.toContain('ljetna-akcija')
    expect(templates.$state.get().total).toBe(3)
  })
})
