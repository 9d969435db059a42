import { mediaPath } from '../media/media.json'
import { SANDBOX_SITE, SEED_EPOCH } from './seed.constants'
import { addWordmark } from './seed.media'
import { FOOTER_TITLES, SOCIAL_LINKS } from './seed.navigation'
import { isoDaysAfter } from './seed.text'
import type { SeedWriter } from './seed.writer'

/** Seeds the layout elements header-section, footer-section and cookie-section in hr and sl. */
export function seedElements(writer: SeedWriter): void {
  const at = isoDaysAfter(SEED_EPOCH, -10)
  const logoId = addWordmark(writer, 'Vitrina', 'prams', at)
  const logo = { mediaId: logoId, alt: 'Vitrina', url: mediaPath(SANDBOX_SITE.apiKeyId, logoId, 'original', 'vitrina', 'png') }
  const socials = SOCIAL_LINKS.map(({ network, url }) => ({ network, href: url }))
  const contact = { phone: '+385 1 4000 100', email: 'info@vitrina.test', address: 'Ilica 45, 10000 Zagreb' }
  const columns = (language: 'hr' | 'sl') =>
    (Object.keys(FOOTER_TITLES) as Array<keyof typeof FOOTER_TITLES>).map((tree) => ({ tree, title: FOOTER_TITLES[tree][language] }))

  const elements = {
    'header-section': {
      hr: {
        title: 'Zaglavlje',
        meta: {
          topBar: {
            text: 'Besplatna dostava za narudžbe iznad 67,00 €',
            links: [
              { title: 'Naše poslovnice', href: '/nase-poslovnice' },
              { title: 'Kontakt', href: '/kontakt' },
            ],
          },
          logo,
        },
      },
      sl: {
        title: 'Glava',
        meta: {
          topBar: {
            text: 'Brezplačna dostava za naročila nad 67,00 €',
            links: [
              { title: 'Naše poslovalnice', href: '/sl/nase-poslovnice' },
              { title: 'Kontakt', href: '/sl/kontakt' },
            ],
          },
          logo,
        },
      },
    },
    'footer-section': {
      hr: {
        title: 'Podnožje',
        meta: {
          logo,
          infoText: 'Vitrina je obiteljska trgovina opremom za bebe i roditelje, s poslovnicama u Zagrebu, Splitu, Rijeci i Osijeku.',
          contact,
          copyright: '© 2026 Vitrina d.o.o. Sva prava pridržana.',
          socials,
          columns: columns('hr'),
        },
      },
      sl: {
        title: 'Noga',
        meta: {
          logo,
          infoText: 'Vitrina je družinska trgovina z opremo za dojenčke in starše, s poslovalnicami na Hrvaškem in v Ljubljani.',
          contact,
          copyright: '© 2026 Vitrina d.o.o. Vse pravice pridržane.',
          socials,
          columns: columns('sl'),
        },
      },
    },
    'cookie-section': {
      hr: {
        title: 'Kolačići',
        meta: {
          title: 'Koristimo kolačiće',
          text: 'Nužni kolačići omogućuju košaricu i prijavu. Uz vašu privolu koristimo i analitičke i marketinške kolačiće.',
          policyLink: { title: 'Politika kolačića', href: '/politika-kolacica' },
          acceptLabel: 'Dopusti kolačiće',
          categories: ['necessary', 'marketing', 'analytics'],
        },
      },
      sl: {
        title: 'Piškotki',
        meta: {
          title: 'Uporabljamo piškotke',
          text: 'Nujni piškotki omogočajo košarico in prijavo. Z vašo privolitvijo uporabljamo tudi analitične in trženjske piškotke.',
          policyLink: { title: 'Politika piškotkov', href: '/sl/politika-piskotkov' },
          acceptLabel: 'Dovoli piškotke',
          categories: ['necessary', 'marketing', 'analytics'],
        },
      },
    },
  } as const

  for (const [handler, byLanguage] of Object.entries(elements)) {
    for (const language of ['hr', 'sl'] as const) {
      const element = byLanguage[language]
      writer.insert('cms_elements', {
        handler,
        language,
        type: 'static-element',
        title: element.title,
        slug: handler,
        meta: element.meta,
        mobile_meta: {},
        options: { visible: true },
        mobile_options: { visible: true },
        parts: [],
        link_meta: {},
        updated_at: at,
      })
    }
  }
}
