import type { RequestLanguage } from '../http/http.language'
import { json } from './db.statements'

/**
 * A short text of the shop's chrome stored in one JSON column per language (`{ "hr": …, "sl": …, "en": …, "de": … }`):
 * attribute and option labels, custom options, consents, delivery and payment methods. Seeded texts have every
 * language; a language without a text of its own reads the hr one.
 */
export type StoredTexts = Partial<Record<RequestLanguage, string>>

/** Parses a texts column; NULL holds no text. */
export function readTexts(value: string | null | undefined): StoredTexts {
  return json<StoredTexts>(value, {})
}

/** The text in `language`, else in hr, else `fallback`. */
export function textIn(texts: StoredTexts, language: RequestLanguage, fallback = ''): string {
  return texts[language] ?? texts.hr ?? fallback
}

/** The text of a texts column in `language` (see {@link textIn}). */
export function storedText(value: string | null | undefined, language: RequestLanguage, fallback = ''): string {
  return textIn(readTexts(value), language, fallback)
}
