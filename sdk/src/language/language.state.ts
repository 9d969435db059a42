import { atom, type ReadableAtom } from 'nanostores'
import type { StorageAdapter } from '../storage/storage.types'
import { isLanguage, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS, type Language } from './language.constants'

/** Called after the language changed; `setLanguage` waits for every listener. */
// biome-ignore lint/suspicious/noConfusingVoidType: a listener may return nothing or a promise, which is awaited
export type LanguageChangeListener = (language: Language, previous: Language) => Promise<unknown> | void

export interface LanguageState {
  readonly $language: ReadableAtom<Language>
  setLanguage(language: Language): Promise<void>
  /** Sets the language from a server snapshot: no cookie write, no listeners (nothing needs reloading). */
  restore(language: Language): void
  /**
   * Registers work that must follow a language switch. The site service reloads its language-dependent data
   * here; the cart service (a later issue) clears the cart session here, as the spec's "Language switch" says.
   */
  onLanguageChange(listener: LanguageChangeListener): () => void
}

export function createLanguageState(deps: { storage: StorageAdapter; initial: Language }): LanguageState {
  const $language = atom<Language>(deps.initial)
  const listeners = new Set<LanguageChangeListener>()

  function assertLanguage(language: unknown): asserts language is Language {
    if (!isLanguage(language)) throw new TypeError(`Unknown language: ${JSON.stringify(language)}`)
  }

  return {
    $language,
    async setLanguage(language) {
      assertLanguage(language)
      deps.storage.set(LANGUAGE_COOKIE, language, { maxAgeSeconds: LANGUAGE_COOKIE_MAX_AGE_SECONDS })
      const previous = $language.get()
      if (previous === language) return
      $language.set(language)
      await Promise.all([...listeners].map((listener) => listener(language, previous)))
    },
    restore(language) {
      assertLanguage(language)
      $language.set(language)
    },
    onLanguageChange(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
