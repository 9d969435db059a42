import { createConsentsService } from '../../src/index'
// The SDK's consents service against the real sandbox (docs/contract/privacy.md), in process: the seeded
// assignments per form type, the consents' texts in both content languages, and the consent log.
import { describe, expect, it } from 'vitest'
import { validateConsents } from '../../src/privacy/privacy.rules'
import { storefronts, useSandbox } from './sandbox.harness'

const { sandbox, clock } = useSandbox()

const storedLogs = () => sandbox().db.prepare('SELECT status, status_timestamp, source_type, consents, user FROM consent_logs ORDER BY id').all()

describe('the consents service against the sandbox', () => {
  it('loads the checkout consents, required ones marked, and the SDK rule asks for the required ones', async () => {
    const { open, log } = storefronts(sandbox(), clock)
    const { shop } = open()
    const result = await createConsentsService(shop).load('Checkout')
    if (!result.ok) throw result.error
    expect(log.calls.map((call) => `${call.method} ${call.path} ${call.status}`)).toEqual([
      'POST /api/v1/privacy/consent-assignment/filter 200',
      'POST /api/v1/privacy/web/consent/filter 200',
    ])
    expect(result.data.map(({ id, uniqueNumber, displayName, required }) => ({ id, uniqueNumber, displayName, required }))).toEqual([
      { id: 1, uniqueNumber: '1001', displayName: 'Prihvaćam uvjete kupnje', required: true },
      { id: 2, uniqueNumber: '1002', displayName: 'Privola za obradu osobnih podataka', required: true },
      { id: 3, uniqueNumber: '1003', displayName: 'Želim primati newsletter s ponudama', required: false },
    ])
    expect(result.data[0]?.description).toBe('Pročitao/la sam i prihvaćam uvjete kupnje web trgovine Vitrina.')
    expect(validateConsents(result.data, ['1001'])?.issues[0]?.messageKey).toBe('core.notifications.consentsRequired')
    expect(validateConsents(result.data, ['1001', '1002'])).toBeNull()
  })

  it('loads each form type’s own consents, in Slovenian for a Slovenian storefront', async () => {
    const { shop } = storefronts(sandbox(), clock).open({ language: 'sl' })
    const availability = await createConsentsService(shop).load('Product availability')
    expect(availability.ok && availability.data.map(({ uniqueNumber, displayName, required }) => [uniqueNumber, displayName, required])).toEqual([
      ['1002', 'Privolitev v obdelavo osebnih podatkov', true],
      ['1005', 'Obvestite me, ko bo izdelek na voljo', true],
    ])
    const newsletter = await createConsentsService(shop).load('Newsletter')
    expect(newsletter.ok && newsletter.data.map(({ uniqueNumber, required }) => `${uniqueNumber}${required ? '*' : ''}`)).toEqual(['1002*', '1003*', '1004'])
  })

  it('logs the accepted consents with the shopper’s e-mail and the clock’s time', async () => {
    const { shop, noticeKeys } = storefronts(sandbox(), clock).open()
    clock.advanceSeconds(30)
    const result = await createConsentsService(shop).log([1, 2, 3], 'iva.gost@example.hr')
    expect(result).toEqual({ ok: true, data: undefined })
    expect(storedLogs()).toEqual([
      {
        status: 'accepted',
        status_timestamp: '2026-06-15T10:00:30.000Z',
        source_type: 'cmsSite',
        consents: '[1,2,3]',
        user: '{"userType":"webUser","email":"iva.gost@example.hr"}',
      },
    ])
    expect(noticeKeys()).toEqual([])
  })

  it('says the log failed when the sandbox refuses it, and stores nothing', async () => {
    const { open, log } = storefronts(sandbox(), clock)
    const { shop, noticeKeys } = open()
    const unknownConsent = await createConsentsService(shop).log([1, 99], 'kupac@vitrina.test')
    const badEmail = await createConsentsService(shop).log([1], 'kupac@')
    expect([unknownConsent.ok, badEmail.ok]).toEqual([false, false])
    expect(log.calls.map((call) => [call.status, call.message])).toEqual([
      [400, 'consents[1] is not a known consent id.'],
      [400, 'user.email must be an e-mail address.'],
    ])
    expect(noticeKeys()).toEqual(['core.notifications.consentLogFailed', 'core.notifications.consentLogFailed'])
    expect(storedLogs()).toEqual([])
  })
})
