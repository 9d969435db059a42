import { BRANCHES, WEEKDAYS_8_20_SAT_8_14 } from './seed.commerce'
import { SEED_EPOCH } from './seed.constants'
import { addArtwork } from './seed.media'
import { insertPost, insertTranslation } from './seed.content'
import { isoDaysAfter, slugify, type I18n } from './seed.text'
import type { SeedWriter } from './seed.writer'

/** The post type of the branch-office posts that /nase-poslovnice lists (`post/filterStandard` with `postTypeSlugs: ['poslovnice']`). */
export const BRANCH_POST_TYPE = 'poslovnice'

const DAY_NAMES: Record<keyof I18n, readonly string[]> = {
  hr: ['', 'Ponedjeljak', 'Utorak', 'Srijeda', 'Četvrtak', 'Petak', 'Subota', 'Nedjelja'],
  sl: ['', 'Ponedeljek', 'Torek', 'Sreda', 'Četrtek', 'Petek', 'Sobota', 'Nedelja'],
}
const TEXT = {
  hr: {
    hours: 'Radno vrijeme',
    closed: 'Nedjeljom i blagdanima zatvoreno.',
    phone: 'Telefon',
    email: 'E-pošta',
    pickup: 'Narudžbe iz web trgovine možete besplatno preuzeti u ovoj poslovnici.',
  },
  sl: {
    hours: 'Delovni čas',
    closed: 'Ob nedeljah in praznikih zaprto.',
    phone: 'Telefon',
    email: 'E-pošta',
    pickup: 'Naročila iz spletne trgovine lahko brezplačno prevzamete v tej poslovalnici.',
  },
} as const

/**
 * Seeds one post of type `poslovnice` per branch office (title = the branch's name, excerpt = its address, body =
 * address, phone, e-mail and work hours as HTML), in hr and sl. Runs last, so every other seeded id stays as it was.
 */
export function seedBranchPosts(writer: SeedWriter): number[] {
  const typeId = writer.insert('post_types', { slug: BRANCH_POST_TYPE, name: { hr: 'Poslovnice', sl: 'Poslovalnice' } })
  return BRANCHES.map((branch, index) => {
    const at = isoDaysAfter(SEED_EPOCH, -700 + index)
    const mediaId = addArtwork(
      writer,
      { palette: 'gifts', title: branch.name, subtitle: branch.city, directory: 'branches', angle: index % 2 === 0 ? 0 : 1 },
      at,
    )
    const slugs: I18n = { hr: `poslovnica-${slugify(branch.city)}`, sl: `poslovalnica-${slugify(branch.city)}` }
    const id = insertPost(writer, typeId, mediaId, slugs.hr, at, false)
    const address = `${branch.street} ${branch.houseNumber}, ${branch.zipCode} ${branch.city}`
    for (const language of ['hr', 'sl'] as const) {
      const text = TEXT[language]
      const hours = WEEKDAYS_8_20_SAT_8_14.map((slot) => `<li>${DAY_NAMES[language][slot.day]}: ${slot.opens} – ${slot.closes}</li>`).join('')
      const body = [
        `<p>${address}</p>`,
        `<p>${text.phone}: <a href="tel:${branch.phone.replace(/\s/g, '')}">${branch.phone}</a><br>${text.email}: <a href="mailto:${branch.email}">${branch.email}</a></p>`,
        `<h2>${text.hours}</h2>`,
        `<ul>${hours}</ul>`,
        `<p>${text.closed} ${text.pickup}</p>`,
      ].join('\n')
      insertTranslation(writer, id, slugs.hr, language, branch.name, slugs[language], address, body)
    }
    return id
  })
}
