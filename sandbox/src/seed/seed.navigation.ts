import { CATEGORY_TREE } from './seed.categories.data'
import type { ContentIds } from './seed.content'
import { REQUEST_LANGUAGES } from '../http/http.language'
import type { ChromeText } from './seed.text'
import type { SeedWriter } from './seed.writer'

/** The social networks of footer4, with their (fictional) profile URLs. */
export const SOCIAL_LINKS = [
  { network: 'facebook', title: 'Facebook', url: 'https://www.facebook.com/vitrina.test' },
  { network: 'instagram', title: 'Instagram', url: 'https://www.instagram.com/vitrina.test' },
  { network: 'youtube', title: 'YouTube', url: 'https://www.youtube.com/@vitrina.test' },
  { network: 'tiktok', title: 'TikTok', url: 'https://www.tiktok.com/@vitrina.test' },
] as const

/**
 * A video on that YouTube channel (as fictional as the channel), which the footer element features. One video for every
 * language: the channel has one.
 */
export const FOOTER_VIDEO_URL = 'https://www.youtube.com/watch?v=vitrinaKol1'

/** The titles of the footer columns, which the footer element repeats for the shop. */
export const FOOTER_TITLES: Record<'footer1' | 'footer2' | 'footer3' | 'footer4', ChromeText> = {
  footer1: { hr: 'Kupovina', sl: 'Nakupovanje', en: 'Shopping', de: 'Einkaufen' },
  footer2: { hr: 'O nama', sl: 'O nas', en: 'About us', de: 'Über uns' },
  footer3: { hr: 'Korisno', sl: 'Koristno', en: 'Good to know', de: 'Gut zu wissen' },
  footer4: { hr: 'Pratite nas', sl: 'Sledite nam', en: 'Follow us', de: 'Folgen Sie uns' },
}

type Item =
  | { type: 'productCategory'; categoryId: number; title: ChromeText; children?: Item[] }
  | { type: 'page'; postId: number; title: ChromeText }
  | { type: 'external'; title: ChromeText; url: ChromeText; target?: string }
  | { type: 'social'; network: string; title: ChromeText; url: string }

/**
 * A route of the shop in every language: hr and sl share the Croatian words (`/objave`, `/sl/objave`), en and de
 * the English ones (`/en/blog`, `/de/blog`), as the shop's router names them.
 */
function shopRoute(croatian: string, english: string): ChromeText {
  return { hr: `/${croatian}`, sl: `/sl/${croatian}`, en: `/en/${english}`, de: `/de/${english}` }
}

/** The same text in every language (brand names). */
function everywhere(text: string): ChromeText {
  return { hr: text, sl: text, en: text, de: text }
}

/** Seeds the trees main (categories, then sub-categories) and footer1..footer4 (footer4 holds social links), titled in every request language. */
export function seedNavigation(writer: SeedWriter, content: ContentIds): void {
  const page = (key: string, title: ChromeText): Item => ({ type: 'page', postId: content.pages[key]!, title })
  const trees: Record<string, { name: string; items: Item[] }> = {
    main: {
      name: 'Glavni izbornik',
      items: CATEGORY_TREE.map((root) => ({
        type: 'productCategory',
        categoryId: root.id,
        title: root.name,
        children: (root.children ?? []).map((child) => ({ type: 'productCategory', categoryId: child.id, title: child.name })),
      })),
    },
    footer1: {
      name: 'Kupovina',
      items: [
        page('terms', { hr: 'Uvjeti kupnje', sl: 'Pogoji nakupa', en: 'Terms of sale', de: 'AGB' }),
        page('delivery', { hr: 'Dostava', sl: 'Dostava', en: 'Delivery', de: 'Versand' }),
        page('payment', { hr: 'Načini plaćanja', sl: 'Načini plačila', en: 'Payment methods', de: 'Zahlungsarten' }),
        page('returns', { hr: 'Povrat i zamjena', sl: 'Vračilo in zamenjava', en: 'Returns and exchanges', de: 'Rückgabe und Umtausch' }),
      ],
    },
    footer2: {
      name: 'O nama',
      items: [
        page('about', { hr: 'O nama', sl: 'O nas', en: 'About us', de: 'Über uns' }),
        page('contact', { hr: 'Kontakt', sl: 'Kontakt', en: 'Contact', de: 'Kontakt' }),
        // Routes of the shop rather than CMS pages: stored as per-language links. 'Novosti' is the news list
        // (the blog route), not the CMS page of that name.
        { type: 'external', title: { hr: 'Novosti', sl: 'Novice', en: 'News', de: 'Neuigkeiten' }, url: shopRoute('objave', 'blog') },
        {
          type: 'external',
          title: { hr: 'Naše poslovnice', sl: 'Naše poslovalnice', en: 'Our branches', de: 'Unsere Filialen' },
          url: shopRoute('nase-poslovnice', 'our-branches'),
        },
      ],
    },
    footer3: {
      name: 'Korisno',
      items: [
        page('faq', { hr: 'Česta pitanja', sl: 'Pogosta vprašanja', en: 'FAQ', de: 'Häufige Fragen' }),
        page('privacy', { hr: 'Politika privatnosti', sl: 'Politika zasebnosti', en: 'Privacy policy', de: 'Datenschutzerklärung' }),
        // The shop's cookie-policy screen (the CMS page plus the cookie settings), at its route in every language.
        {
          type: 'external',
          title: { hr: 'Politika kolačića', sl: 'Politika piškotkov', en: 'Cookie policy', de: 'Cookie-Richtlinie' },
          url: shopRoute('politika-kolacica', 'cookie-policy'),
        },
        {
          type: 'external',
          title: { hr: 'Pronađi poklon', sl: 'Poišči darilo', en: 'Find a gift', de: 'Geschenkfinder' },
          url: shopRoute('pronadi-poklon', 'gift-finder'),
        },
      ],
    },
    footer4: {
      name: 'Društvene mreže',
      items: SOCIAL_LINKS.map((link) => ({ type: 'social', network: link.network, title: everywhere(link.title), url: link.url })),
    },
  }

  for (const [treeId, tree] of Object.entries(trees)) {
    writer.insert('navigation_trees', { id: treeId, name: tree.name })
    insertItems(writer, treeId, null, tree.items)
  }
}

function insertItems(writer: SeedWriter, treeId: string, parentId: number | null, items: Item[]): void {
  items.forEach((item, position) => {
    const id = writer.insert('navigation_items', {
      tree_id: treeId,
      parent_id: parentId,
      position,
      type: item.type,
      category_id: item.type === 'productCategory' ? item.categoryId : null,
      post_id: item.type === 'page' ? item.postId : null,
      network: item.type === 'social' ? item.network : null,
      target: item.type === 'social' ? '_blank' : item.type === 'external' ? (item.target ?? '_self') : '_self',
    })
    for (const language of REQUEST_LANGUAGES) {
      const url = item.type === 'external' ? item.url[language] : item.type === 'social' ? item.url : null
      writer.insert('navigation_item_translations', { item_id: id, language, title: item.title[language], url })
    }
    if (item.type === 'productCategory' && item.children) insertItems(writer, treeId, id, item.children)
  })
}
