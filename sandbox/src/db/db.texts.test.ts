import { describe, expect, it } from 'vitest'
import { readTexts, storedText, textIn } from './db.texts'

describe('stored chrome texts', () => {
  const texts = { hr: 'Boja', sl: 'Barva', en: 'Color' }

  it.each([
    ['hr', 'Boja'],
    ['sl', 'Barva'],
    ['en', 'Color'],
    ['de', 'Boja'],
  ] as const)('reads the %s text, or the hr one where the language has none', (language, expected) => {
    expect(textIn(texts, language)).toBe(expected)
  })

  it('falls back to the given text, then to an empty one, when not even hr is there', () => {
    expect(textIn({ sl: 'Barva' }, 'de', 'boja')).toBe('boja')
    expect(textIn({}, 'en')).toBe('')
  })

  it('reads a JSON column, NULL as no text', () => {
    expect(readTexts('{"hr":"Kolica","de":"Kinderwagen"}')).toEqual({ hr: 'Kolica', de: 'Kinderwagen' })
    expect(readTexts(null)).toEqual({})
    expect(storedText('{"hr":"Kolica","de":"Kinderwagen"}', 'de')).toBe('Kinderwagen')
    expect(storedText('{"hr":"Kolica","de":"Kinderwagen"}', 'en')).toBe('Kolica')
  })
})
