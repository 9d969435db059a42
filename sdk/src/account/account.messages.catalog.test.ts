import { parse } from '@messageformat/parser'
import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../language/language.constants'
import { sdkMessages } from '../messages/messages.catalog'
import { DELIVERY_STATUSES, deliveryStatusKey, PAYMENT_STATUSES, paymentStatusKey } from '../orders/orders.status'
import { accountMessages } from './account.messages.catalog'
import { REVIEW_MESSAGE_KEYS } from '../reviews/reviews.messages.keys'
import { ACCOUNT_MESSAGE_KEYS } from './account.messages.keys'

const keys = [...Object.values(ACCOUNT_MESSAGE_KEYS), ...Object.values(REVIEW_MESSAGE_KEYS)]

describe('accountMessages', () => {
  it.each(LANGUAGES)('has a non-empty text for every account key in %s and nothing else', (language) => {
    const catalog = accountMessages[language] as Record<string, string>
    expect(Object.keys(catalog).sort()).toEqual([...keys].sort())
    for (const key of keys) expect(catalog[key]?.trim(), key).toBeTruthy()
  })

  it.each(LANGUAGES)('has texts in %s that parse as ICU messages, with no apostrophe quoting', (language) => {
    for (const [key, text] of Object.entries(accountMessages[language])) {
      expect(() => parse(text, { strict: true }), key).not.toThrow()
      expect(text, key).not.toContain("'")
    }
  })

  it('shares no key with the core catalog, so merging the two loses nothing', () => {
    const core = Object.keys(sdkMessages.hr)
    expect(keys.filter((key) => core.includes(key))).toEqual([])
  })

  it.each(LANGUAGES.filter((language) => language !== 'hr'))('translates every text into %s rather than copying the Croatian', (language) => {
    const same = keys.filter((key) => accountMessages[language][key] === accountMessages.hr[key])
    expect(same).toEqual([])
  })

  it('uses the spec’s Croatian texts, its spelling included', () => {
    expect(accountMessages.hr).toMatchObject({
      'core.notifications.passwordChanged': 'Lozinka uspješno promjenjena!',
      'core.notifications.profileSaved': 'Podatci uspješno spremljeni!',
      'core.order.noContactName': 'Nema kontakt imena',
      'core.order.noContactEmail': 'Nema kontakt e-mail',
      'core.order.noContactAddress': 'Nema kontakt adrese',
      'core.order.noDeliveryMethod': 'Metoda dostave nije dostupna',
      'core.order.noPaymentMethod': 'Metoda plaćanja nedostupna',
      'core.paymentStatus.scheduled': 'Zakazano',
      'core.paymentStatus.notPaid': 'Nije plaćeno',
      'core.paymentStatus.paid': 'Plaćeno',
      'core.paymentStatus.ready': 'Spremno',
      'core.paymentStatus.ptPaid': 'Djelomićno plaćen',
      'core.paymentStatus.notApplicable': 'Nije moguće aplicirati',
      'core.paymentStatus.transferred': 'Transferirano',
      'core.paymentStatus.overpaid': 'Preplaćeno',
      'core.paymentStatus.unknown': 'Nema statusa',
    })
  })

  it('has a text for the key of every payment and delivery status, unknown included', () => {
    const statusKeys = [...PAYMENT_STATUSES, 'unknown'].map(paymentStatusKey).concat([...DELIVERY_STATUSES, 'unknown'].map(deliveryStatusKey))
    expect(statusKeys).toHaveLength(15)
    for (const key of statusKeys) expect(accountMessages.hr[key as keyof typeof accountMessages.hr], key).toBeTruthy()
  })
})
