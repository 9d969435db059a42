import { LANGUAGES, type Language } from '../language/language.constants'
import { MESSAGE_LENGTHS, MESSAGE_PLACEHOLDERS, SHORT_MESSAGE_KEYS } from './messages.lengths'

/**
 * How many characters the text of `key` has in `language` once `params` are put in, as far as it decides how long
 * an error notice stays (see messages.lengths.ts), measured without the texts themselves: exact for the catalogs'
 * longer texts and those with placeholders, 0 for their short ones (a default notice covers them whatever their
 * length). An unknown key counts as its own length, as an app that shows the bare key would.
 */
export function messageLength(language: Language, key: string, params: Record<string, string | number> = {}): number {
  const lengths = MESSAGE_LENGTHS[key]
  if (!lengths) return SHORT_MESSAGE_KEYS.includes(key) ? 0 : [...key].length
  let length = lengths[LANGUAGES.indexOf(language)] ?? lengths[0]
  // A placeholder without its parameter stays in the text as it is written, braces included.
  for (const name of MESSAGE_PLACEHOLDERS[key] ?? []) length += name in params ? [...String(params[name])].length : name.length + 2
  return length
}
