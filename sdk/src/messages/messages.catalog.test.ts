import { describe, expect, it } from 'vitest'
import { formatSdkMessage } from '../../test/messages'
import { accountMessages } from '../account/account.messages.catalog'
import { LANGUAGES } from '../language/language.constants'
import { sdkMessages } from './messages.catalog'
import { messageLength } from './messages.format'
import { MESSAGE_KEYS } from './messages.keys'
import { MESSAGE_LENGTHS } from './messages.lengths'

const keys = Object.values(MESSAGE_KEYS)
const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).sort()

describe('sdkMessages', () => {
  it.each(LANGUAGES)('has a non-empty text for every message key in %s and nothing else', (language) => {
    const catalog = sdkMessages[language] as Record<string, string>
    expect(Object.keys(catalog).sort()).toEqual([...keys].sort())
    for (const key of keys) expect(catalog[key]?.trim(), key).toBeTruthy()
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

  it.each(LANGUAGES)('measures every text of the SDK and the account in %s as its catalog has it (run sdk/scripts/message-lengths.mjs after editing a catalog)', (language) => {
    const texts = { ...sdkMessages[language], ...accountMessages[language] } as Record<string, string>
    expect(Object.keys(MESSAGE_LENGTHS).sort()).toEqual([...keysOfBoth].sort())
    for (const key of keysOfBoth) {
      const params = Object.fromEntries(placeholders(texts[key]!).map((name) => [name, 'x'.repeat(7)]))
      expect(messageLength(language, key, params), key).toBe([...formatSdkMessage(language, key, params)].length)
      expect(messageLength(language, key), key).toBe([...texts[key]!].length)
    }
  })

  it('counts an unknown key as the key itself', () => {
    expect(messageLength('de', 'shop.unknown')).toBe('shop.unknown'.length)
  })
})
