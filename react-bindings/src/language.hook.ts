import { useStore } from '@nanostores/react'
import type { Language } from '@vitrina/sdk'
import { useStorefront } from './storefront.context'

/** What {@link useLanguage} returns. */
export interface UseLanguageResult {
  /** The instance's current language. */
  language: Language
  /** Stores the language (cookie 'i18n_locale') and reloads what depends on it. */
  setLanguage: (language: Language) => Promise<void>
}

/** Subscribes to the storefront language and hands through the setter. */
export function useLanguage(): UseLanguageResult {
  const shop = useStorefront()
  return { language: useStore(shop.$language), setLanguage: shop.setLanguage }
}
