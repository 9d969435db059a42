import { parse } from '@messageformat/parser'
import { describe, expect, it } from 'vitest'
import { accountMessages } from '../account/account.messages.catalog'
import { LANGUAGES } from '../language/language.constants'
import { sdkMessages } from '../messages/messages.catalog'
import { backOfficeMessages } from './back-office.messages.catalog'
import { BACK_OFFICE_MESSAGE_KEYS } from './back-office.messages.keys'

const keys = Object.values(BACK_OFFICE_MESSAGE_KEYS)

describe('backOfficeMessages', () => {
  it.each(LANGUAGES)('has a non-empty text for every back-office key in %s and nothing else', (language) => {
    const catalog = backOfficeMessages[language] as Record<string, string>
    expect(Object.keys(catalog).sort()).toEqual([...keys].sort())
    for (const key of keys) expect(catalog[key]?.trim(), key).toBeTruthy()
  })

  it.each(LANGUAGES)('has texts in %s that parse as ICU messages, with the same placeholders as the Croatian', (language) => {
    for (const [key, text] of Object.entries(backOfficeMessages[language])) {
      expect(() => parse(text, { strict: true }), key).not.toThrow()
      const names = (value: string) => [...value.matchAll(/\{(\w+)\}/g)].map((match) => match[1])
      expect(names(text), key).toEqual(names(backOfficeMessages.hr[key as keyof typeof backOfficeMessages.hr]))
    }
  })

  it('shares no key with the core or the account catalog, so merging them loses nothing', () => {
    const others = [...Object.keys(sdkMessages.hr), ...Object.keys(accountMessages.hr)]
    expect(keys.filter((key) => others.includes(key))).toEqual([])
  })

  it.each(LANGUAGES.filter((language) => language !== 'hr'))('translates every text into %s rather than copying the Croatian', (language) => {
    expect(keys.filter((key) => backOfficeMessages[language][key] === backOfficeMessages.hr[key])).toEqual([])
  })

  it('names the failed files and the limit where the notices need them', () => {
    expect(backOfficeMessages.hr[BACK_OFFICE_MESSAGE_KEYS.mediaPartiallyUploaded]).toContain('{files}')
    expect(backOfficeMessages.hr[BACK_OFFICE_MESSAGE_KEYS.tooManyFilesAtOnce]).toContain('{limit}')
  })
})
