import type { Language } from '../language/language.constants'
import type { MessageCatalog } from './messages.keys'

/**
 * The texts of every message key of the main entry in one language, loaded on demand: a bundler that splits code
 * ships each language as a chunk of its own, so a page downloads the texts of its language only. Rejects only when
 * the chunk cannot be loaded (a lost connection); calling again tries again.
 *
 * @example
 * ```ts
 * import { loadSdkMessages } from '@vitrina/sdk/messages'
 *
 * const texts = await loadSdkMessages('en')
 * console.log(texts['core.notifications.somethingWentWrong']) // Something went wrong. Please try again.
 * ```
 */
export async function loadSdkMessages(language: Language): Promise<MessageCatalog> {
  switch (language) {
    case 'hr':
      return (await import('./messages.hr')).hr
    case 'sl':
      return (await import('./messages.sl')).sl
    case 'en':
      return (await import('./messages.en')).en
    case 'de':
      return (await import('./messages.de')).de
  }
}
