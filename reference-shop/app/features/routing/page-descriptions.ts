import { msg } from '@lingui/core/macro'
import type { MetaDescriptor } from 'react-router'

/** The description of the 404 page. */
export const NOT_FOUND_DESCRIPTION = msg`Tražena stranica ne postoji. Vratite se na početnu stranicu i nastavite s kupovinom.`

/** The description of an error page (the backend did not answer, an unexpected failure). */
export const ERROR_DESCRIPTION = msg`Stranicu trenutačno nije moguće prikazati. Pokušajte ponovno za nekoliko trenutaka.`

/** About what search engines show of a description. */
const DESCRIPTION_MAX_LENGTH = 160

/**
 * The description tag of a page: the text on one line, cut at a word boundary (with an ellipsis) when it is
 * longer than search engines show. An empty text gives no tag, so a caller can fall back with `||`.
 */
export function descriptionMeta(text: string): MetaDescriptor[] {
  const line = text.replace(/\s+/g, ' ').trim()
  if (line === '') return []
  return [{ name: 'description', content: shorten(line) }]
}

function shorten(line: string): string {
  if (line.length <= DESCRIPTION_MAX_LENGTH) return line
  const cut = line.slice(0, DESCRIPTION_MAX_LENGTH - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > DESCRIPTION_MAX_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–-]+$/, '')}…`
}
