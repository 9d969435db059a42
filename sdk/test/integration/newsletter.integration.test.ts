// The SDK's newsletter sign-up against the real sandbox, in process (docs/contract.md `newsletter/subscribe`): the
// seeded Newsletter consents, a new subscriber, the same e-mail again, and the consent log after each.
import { describe, expect, it } from 'vitest'
import { createConsentsService } from '../../src/index'
import { createNewsletterService } from '../../src/forms'
import { storefronts, useSandbox } from './sandbox.harness'

const { sandbox, clock } = useSandbox()

const subscribers = () => sandbox().db.prepare('SELECT email, language FROM newsletter_subscriptions ORDER BY id').all()
const loggedConsents = () => sandbox().db.prepare('SELECT consents, user FROM consent_logs ORDER BY id').all()

describe('the newsletter service against the sandbox', () => {
  it('subscribes with the required Newsletter consents, logs them, and answers the same e-mail as already subscribed', async () => {
    const { shop, noticeKeys } = storefronts(sandbox(), clock).open({ language: 'sl' })
    const consents = await createConsentsService(shop).load('Newsletter')
    if (!consents.ok) throw consents.error
    const newsletter = createNewsletterService(shop)
    const form = { consents: consents.data, acceptedConsents: ['1002', '1003'] }

    expect(await newsletter.subscribe({ email: ' Iva@Example.com ' }, form)).toEqual({ ok: true, data: { status: 'subscribed', email: 'Iva@Example.com' } })
    expect(await newsletter.subscribe({ email: 'iva@example.com' }, form)).toEqual({
      ok: true,
      data: { status: 'alreadySubscribed', email: 'iva@example.com' },
    })

    expect(noticeKeys()).toEqual(['core.notifications.newsletterSubscribed', 'core.notifications.alreadySubscribedToNewsletter'])
    expect(subscribers()).toEqual([{ email: 'Iva@Example.com', language: 'sl' }])
    const ids = consents.data.filter((consent) => consent.required).map((consent) => consent.id)
    expect(loggedConsents()).toEqual([
      { consents: JSON.stringify(ids), user: '{"userType":"webUser","email":"Iva@Example.com"}' },
      { consents: JSON.stringify(ids), user: '{"userType":"webUser","email":"iva@example.com"}' },
    ])
  })

  it('refuses, without a request, a sign-up that leaves out a required consent the sandbox assigns', async () => {
    const { open, log } = storefronts(sandbox(), clock)
    const { shop, noticeKeys } = open()
    const consents = await createConsentsService(shop).load('Newsletter')
    if (!consents.ok) throw consents.error
    log.clear()
    const result = await createNewsletterService(shop).subscribe({ email: 'iva@example.com' }, { consents: consents.data, acceptedConsents: ['1002'] })
    expect(!result.ok && result.error.messageKey).toBe('core.notifications.consentsRequired')
    expect(noticeKeys()).toEqual(['core.notifications.consentsRequired'])
    expect(log.calls).toEqual([])
    expect(subscribers()).toEqual([])
  })
})
