import { LANGUAGES, type Language } from '../language/language.constants'
import { MESSAGE_LENGTHS, MESSAGE_PLACEHOLDERS } from './messages.lengths'

/**
 * How many characters the text of `key` has in `language` once `params` are put in, as far as it decides how long
 * an error notice stays (see messages.lengths.ts), measured without the texts themselves: exact for the catalogs'
 * longer texts and those with placeholders; a short text (which a default notice covers) and an unknown key count as the
 * key's own length, as an app that shows the bare key would.
 */
export function messageLength(language: Language, key: string, params: Record<string, string | number> = {}): number {
  const lengths = MESSAGE_LENGTHS[key]
  // Not in the table: a short text under a short key (what a default notice covers either way), or an unknown key.
  if (!lengths) return [...key].length
  let length = lengths[LANGUAGES.indexOf(language)] ?? lengths[0]
  // A placeholder without its parameter stays in the text as it is written, braces included.
  for (const name of MESSAGE_PLACEHOLDERS[key] ?? []) length += name in params ? [...String(params[name])].length : name.length + 2
  return length
}
