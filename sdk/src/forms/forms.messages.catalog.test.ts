import { parse } from '@messageformat/parser'
import { describe, expect, it } from 'vitest'
import { accountMessages } from '../account/account.messages.catalog'
import { LANGUAGES } from '../language/language.constants'
import { sdkMessages } from '../messages/messages.catalog'
import { formsMessages } from './forms.messages.catalog'
import { FORMS_MESSAGE_KEYS } from './forms.messages.keys'

const keys = Object.values(FORMS_MESSAGE_KEYS)

describe('formsMessages', () => {
  it.each(LANGUAGES)('has a non-empty text for every forms key in %s and nothing else', (language) => {
    const catalog = formsMessages[language] as Record<string, string>
    expect(Object.keys(catalog).sort()).toEqual([...keys].sort())
    for (const key of keys) expect(catalog[key]?.trim(), key).toBeTruthy()
  })

  it.each(LANGUAGES)('has texts in %s that parse as ICU messages, with no apostrophe quoting', (language) => {
    for (const [key, text] of Object.entries(formsMessages[language])) {
      expect(() => parse(text, { strict: true }), key).not.toThrow()
      expect(text, key).not.toContain("'")
    }
  })

  it('shares no key with the core or the account catalog, so merging them loses nothing', () => {
    const others = [...Object.keys(sdkMessages.hr), ...Object.keys(accountMessages.hr)]
    expect(keys.filter((key) => others.includes(key))).toEqual([])
  })

  it.each(LANGUAGES.filter((language) => language !== 'hr'))('translates every text into %s rather than copying the Croatian', (language) => {
    expect(keys.filter((key) => formsMessages[language][key] === formsMessages.hr[key])).toEqual([])
  })

  it('uses the spec’s Croatian price-enquiry text', () => {
    expect(formsMessages.hr[FORMS_MESSAGE_KEYS.fillAllFields]).toBe('Molimo popunite sva polja i ponovno pošaljite poruku.')
  })

  it('uses the spec’s Croatian newsletter success text', () => {
    expect(formsMessages.hr[FORMS_MESSAGE_KEYS.newsletterSubscribed]).toBe('Vaš e-mail je uspješno poslan. Hvala vam!')
  })
})
