import { invalid, requiredId } from '../http/http.input'
import { CONTENT_LANGUAGES, type ContentLanguage } from '../http/http.language'
import { POST_MESSAGES } from './post.messages'

/** One entry of a bulk link body: the post (or post type) `id` is the group's translation in `language`. */
export interface TranslationEntry {
  language: ContentLanguage
  id: number
  /** Its place in `translations`, for the path of a later error (`translations.2.postId`). */
  index: number
}

/**
 * Reads `translations: [{ language, <idKey> }]` of a bulk link body: a non-empty array, each entry an object with a
 * content language and a positive id, each language once. Only the shape is checked here; whether the ids exist is
 * the caller's check, made for every entry before anything is written.
 */
export function readTranslations(body: Record<string, unknown>, idKey: 'postId' | 'postTypeId'): TranslationEntry[] {
  const { translations } = body
  if (!Array.isArray(translations) || translations.length === 0) invalid('translations', POST_MESSAGES.translations)
  const seen = new Set<ContentLanguage>()
  return translations.map((entry: unknown, index) => {
    const path = `translations.${index}`
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) invalid(path, POST_MESSAGES.translations)
    const { language } = entry as Record<string, unknown>
    if (!(CONTENT_LANGUAGES as readonly unknown[]).includes(language)) invalid(`${path}.language`, POST_MESSAGES.language)
    const id = requiredId((entry as Record<string, unknown>)[idKey], `${path}.${idKey}`)
    if (seen.has(language as ContentLanguage)) invalid(`${path}.language`, POST_MESSAGES.languageTwice(language as ContentLanguage))
    seen.add(language as ContentLanguage)
    return { language: language as ContentLanguage, id, index }
  })
}

/** Reads the `language` a translation is made in (`createTranslationFromOriginal`): required, hr or sl. */
export function readTranslationLanguage(body: Record<string, unknown>): ContentLanguage {
  if (!(CONTENT_LANGUAGES as readonly unknown[]).includes(body.language)) invalid('language', POST_MESSAGES.language)
  return body.language as ContentLanguage
}
