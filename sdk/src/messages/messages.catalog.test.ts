import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { formatSdkMessage } from '../../test/messages'
import { accountMessages } from '../account/account.messages.catalog'
import { LANGUAGES } from '../language/language.constants'
import { sdkMessages } from './messages.catalog'
import { messageLength } from './messages.format'
import { MESSAGE_KEYS } from './messages.keys'
import { MESSAGE_LENGTHS } from './messages.lengths'
import { noticeDurationFor } from '../notices/notices.errors'
import { DEFAULT_NOTICE_DURATION_MS } from '../notices/notices.service'

const keys = Object.values(MESSAGE_KEYS)
const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).sort()

describe('sdkMessages', () => {
  it.each(LANGUAGES)('has a non-empty text for every message key in %s and nothing else', (language) => {
    const catalog = sdkMessages[language] as Record<string, string>
    expect(Object.keys(catalog).sort()).toEqual([...keys].sort())
    for (const key of keys) expect(catalog[key]?.trim(), key).toBeTruthy()
  })

  it.each(LANGUAGES)('lists the texts of %s in the order of MESSAGE_KEYS, each marked with its key', (language) => {
    const source = readFileSync(new URL(`./messages.${language}.ts`, import.meta.url), 'utf8')
    expect([...source.matchAll(/^ {2}(['"]).*\1, \/\/ (\w+)$/gm)].map((line) => line[2])).toEqual(Object.keys(MESSAGE_KEYS))
  })

  it.each(LANGUAGES.filter((language) => language !== 'hr'))('uses the same placeholders in %s as in Croatian', (language) => {
    for (const key of keys) expect(placeholders(sdkMessages[language][key]), key).toEqual(placeholders(sdkMessages.hr[key]))
  })

  it('has translations that differ from Croatian where the languages differ', () => {
    for (const language of ['sl', 'en', 'de'] as const) {
      expect(sdkMessages[language]['validation.required']).not.toBe(sdkMessages.hr['validation.required'])
    }
  })

  it('uses the spec Croatian texts', () => {
    expect(sdkMessages.hr).toMatchObject({
      'core.notifications.somethingWentWrong': 'Nešto je pošlo po zlu. Molimo pokušajte ponovno.',
      'core.notifications.unknowUserOrPassword': 'Netočno korisničko ime ili lozinka!',
      'core.notifications.logoutSuccess': 'Uspješna odjava!',
      'Coupon not found!': 'Unešeni kupon nije valjan, probajte sa drugim kuponom.',
      'validation.required': 'Unos ovog polja je obavezan',
      'validation.email': 'Unesite uzorak adrese elektroničke pošte',
      'validation.minLength': 'Minimalan broj znakova potrebnih za ovo polje je {length}',
      'validation.maxLength': 'Maksimalan broj znakova za ovo polje je {length}',
      'validation.sameAs': 'Vrijednost mora iznositi: {value}',
      'validation.repeatPassword': 'Unesene lozinke se ne podudaraju',
      'validation.newDiffersFromOld': 'Nova i stara lozinka se ne smiju podudarati',
      'validation.lettersOnly': 'Unos sadrži posebne znakove! Koristite samo slova.',
      'validation.invalidQuantity': 'Unesena količina nije valjana',
      'core.notifications.addedToCart': 'Proizvod dodan u košaricu!',
    })
  })

  it('contains no apostrophes, which ICU would treat as quoting', () => {
    for (const language of LANGUAGES) for (const text of Object.values(sdkMessages[language])) expect(text).not.toContain("'")
  })
})

describe('messageLength', () => {
  const catalogs = { ...sdkMessages.hr, ...accountMessages.hr }
  const keysOfBoth = Object.keys(catalogs)

  it.each(LANGUAGES)(
    'gives every text of the SDK and the account in %s the notice duration of its text as the catalog has it (run sdk/scripts/message-lengths.mjs after editing a catalog)',
    (language) => {
      const texts = { ...sdkMessages[language], ...accountMessages[language] } as Record<string, string>
      // The table names no key that the catalogs lack.
      expect(Object.keys(MESSAGE_LENGTHS).filter((key) => !keysOfBoth.includes(key))).toEqual([])
      for (const key of keysOfBoth) {
        const params = Object.fromEntries(placeholders(texts[key]!).map((name) => [name, 'x'.repeat(7)]))
        expect(noticeDurationFor(messageLength(language, key, params)), key).toBe(noticeDurationFor([...formatSdkMessage(language, key, params)].length))
        expect(noticeDurationFor(messageLength(language, key)), key).toBe(noticeDurationFor([...texts[key]!].length))
      }
    },
  )

  it('measures the longer texts exactly and leaves out only texts that a default notice covers', () => {
    expect(messageLength('de', 'core.notifications.passwordResetSent')).toBe([...accountMessages.de['core.notifications.passwordResetSent']].length)
    expect(messageLength('hr', 'validation.minLength', { length: 123 })).toBe([...formatSdkMessage('hr', 'validation.minLength', { length: 123 })].length)
    // Whatever the table leaves out is a short text under a short key: a default notice, as for the key itself.
    for (const key of keysOfBoth.filter((name) => !(name in MESSAGE_LENGTHS))) {
      expect(noticeDurationFor([...key].length), key).toBe(DEFAULT_NOTICE_DURATION_MS)
      for (const language of LANGUAGES) expect(noticeDurationFor([...formatSdkMessage(language, key)].length), key).toBe(DEFAULT_NOTICE_DURATION_MS)
    }
  })

  it('counts an unknown key as the key itself', () => {
    expect(messageLength('de', 'shop.unknown')).toBe('shop.unknown'.length)
  })
})

describe('loadSdkMessages', () => {
  it.each(LANGUAGES)('loads the texts of %s alone, the same as sdkMessages holds', async (language) => {
    const { loadSdkMessages } = await import('./messages.load')
    expect(await loadSdkMessages(language)).toBe(sdkMessages[language])
  })
})
