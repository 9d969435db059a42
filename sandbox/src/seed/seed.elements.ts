import type { RequestLanguage } from '../http/http.language'
import { mediaPath } from '../media/media.json'
import { SANDBOX_SITE, SEED_EPOCH } from './seed.constants'
import type { ContentIds } from './seed.content'
import { addWordmark, elementImage } from './seed.media'
import { FOOTER_TITLES, FOOTER_VIDEO_URL, SOCIAL_LINKS } from './seed.navigation'
import { isoDaysAfter } from './seed.text'
import type { SeedWriter } from './seed.writer'

/** What the layout elements say in one language, with the shop paths they link to in it. */
interface ElementTexts {
  titles: { header: string; footer: string; cookies: string }
  topBar: string
  branches: { title: string; href: string }
  contact: { title: string; href: string }
  infoText: string
  copyright: string
  /** The footer video's title and its cover's alternative text. */
  video: { title: string; coverAlt: string }
  cookies: { title: string; text: string; policy: { title: string; href: string }; accept: string }
}

// Elements are chrome: every request language has its own. Amounts follow the language's formatting, and links go
// to the shop's route in that language (en and de use the English route words: /en/our-branches, /de/cookie-policy).
const ELEMENT_TEXTS: Record<RequestLanguage, ElementTexts> = {
  hr: {
    titles: { header: 'Zaglavlje', footer: 'Podnožje', cookies: 'Kolačići' },
    topBar: 'Besplatna dostava za narudžbe iznad 67,00 €',
    branches: { title: 'Naše poslovnice', href: '/nase-poslovnice' },
    contact: { title: 'Kontakt', href: '/kontakt' },
    infoText: 'Vitrina je obiteljska trgovina opremom za bebe i roditelje, s poslovnicama u Zagrebu, Splitu, Rijeci i Osijeku.',
    copyright: '© 2026 Vitrina d.o.o. Sva prava pridržana.',
    video: { title: 'Video: kako odabrati prva kolica', coverAlt: 'Naslovnica videa o odabiru prvih kolica' },
    cookies: {
      title: 'Koristimo kolačiće',
      text: 'Nužni kolačići omogućuju košaricu i prijavu. Uz vašu privolu koristimo i analitičke i marketinške kolačiće.',
      policy: { title: 'Politika kolačića', href: '/politika-kolacica' },
      accept: 'Dopusti kolačiće',
    },
  },
  sl: {
    titles: { header: 'Glava', footer: 'Noga', cookies: 'Piškotki' },
    topBar: 'Brezplačna dostava za naročila nad 67,00 €',
    branches: { title: 'Naše poslovalnice', href: '/sl/nase-poslovnice' },
    contact: { title: 'Kontakt', href: '/sl/kontakt' },
    infoText: 'Vitrina je družinska trgovina z opremo za dojenčke in starše, s poslovalnicami na Hrvaškem in v Ljubljani.',
    copyright: '© 2026 Vitrina d.o.o. Vse pravice pridržane.',
    video: { title: 'Video: kako izbrati prvi voziček', coverAlt: 'Naslovnica videa o izbiri prvega vozička' },
    cookies: {
      title: 'Uporabljamo piškotke',
      text: 'Nujni piškotki omogočajo košarico in prijavo. Z vašo privolitvijo uporabljamo tudi analitične in trženjske piškotke.',
      policy: { title: 'Politika piškotkov', href: '/sl/politika-piskotkov' },
      accept: 'Dovoli piškotke',
    },
  },
  en: {
    titles: { header: 'Header', footer: 'Footer', cookies: 'Cookies' },
    topBar: 'Free delivery on orders over €67.00',
    branches: { title: 'Our branches', href: '/en/our-branches' },
    contact: { title: 'Contact', href: '/en/kontakt' },
    infoText: 'Vitrina is a family-run shop for babies and parents, with branches in Zagreb, Split, Rijeka, Osijek and Ljubljana.',
    copyright: '© 2026 Vitrina d.o.o. All rights reserved.',
    video: { title: 'Video: how to choose your first pram', coverAlt: 'Cover of the video on choosing a first pram' },
    cookies: {
      title: 'We use cookies',
      text: 'Necessary cookies keep your cart and login working. With your consent we also use analytics and marketing cookies.',
      policy: { title: 'Cookie policy', href: '/en/cookie-policy' },
      accept: 'Allow cookies',
    },
  },
  de: {
    titles: { header: 'Kopfzeile', footer: 'Fußzeile', cookies: 'Cookies' },
    topBar: 'Kostenloser Versand für Bestellungen über 67,00 €',
    branches: { title: 'Unsere Filialen', href: '/de/our-branches' },
    contact: { title: 'Kontakt', href: '/de/kontakt' },
    infoText: 'Vitrina ist ein Familiengeschäft für Babys und Eltern, mit Filialen in Zagreb, Split, Rijeka, Osijek und Ljubljana.',
    copyright: '© 2026 Vitrina d.o.o. Alle Rechte vorbehalten.',
    video: { title: 'Video: So wählen Sie den ersten Kinderwagen', coverAlt: 'Titelbild des Videos zur Wahl des ersten Kinderwagens' },
    cookies: {
      title: 'Wir verwenden Cookies',
      text: 'Notwendige Cookies ermöglichen Warenkorb und Anmeldung. Mit Ihrer Einwilligung verwenden wir auch Analyse- und Marketing-Cookies.',
      policy: { title: 'Cookie-Richtlinie', href: '/de/cookie-policy' },
      accept: 'Cookies erlauben',
    },
  },
}

/**
 * Seeds the layout elements header-section, footer-section and cookie-section in every request language. The footer's
 * video has the picture of the newest blog post, on choosing a first pram, as its cover.
 */
export function seedElements(writer: SeedWriter, content: Pick<ContentIds, 'postMedia'>): void {
  const at = isoDaysAfter(SEED_EPOCH, -10)
  const logoId = addWordmark(writer, 'Vitrina', 'prams', at)
  const logo = { mediaId: logoId, alt: 'Vitrina', url: mediaPath(SANDBOX_SITE.apiKeyId, logoId, 'original', 'vitrina', 'png') }
  const coverId = content.postMedia[0]
  if (coverId === undefined) throw new Error('The footer video needs a seeded blog post picture as its cover')
  const socials = SOCIAL_LINKS.map(({ network, url }) => ({ network, href: url }))
  const contact = { phone: '+385 1 4000 100', email: 'info@vitrina.test', address: 'Ilica 45, 10000 Zagreb' }
  const columns = (language: RequestLanguage) =>
    (Object.keys(FOOTER_TITLES) as Array<keyof typeof FOOTER_TITLES>).map((tree) => ({ tree, title: FOOTER_TITLES[tree][language] }))

  const elements = (language: RequestLanguage) => {
    const texts = ELEMENT_TEXTS[language]
    return {
      'header-section': {
        title: texts.titles.header,
        meta: { topBar: { text: texts.topBar, links: [texts.branches, texts.contact] }, logo },
      },
      'footer-section': {
        title: texts.titles.footer,
        meta: {
          logo,
          infoText: texts.infoText,
          contact,
          copyright: texts.copyright,
          // The cover in the Large size, 1280x720: the shape of a video frame.
          video: { title: texts.video.title, href: FOOTER_VIDEO_URL, cover: elementImage(writer, coverId, 'Large', texts.video.coverAlt) },
          socials,
          columns: columns(language),
        },
      },
      'cookie-section': {
        title: texts.titles.cookies,
        meta: {
          title: texts.cookies.title,
          text: texts.cookies.text,
          policyLink: texts.cookies.policy,
          acceptLabel: texts.cookies.accept,
          categories: ['necessary', 'marketing', 'analytics'],
        },
      },
    }
  }

  // The hr and sl rows first, in the order of earlier seed versions, so they keep their ids (1 to 6); en and de follow.
  const handlers = ['header-section', 'footer-section', 'cookie-section'] as const
  for (const languages of [
    ['hr', 'sl'],
    ['en', 'de'],
  ] as const) {
    for (const handler of handlers) {
      for (const language of languages) {
        const element = elements(language)[handler]
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
}
