import { CATEGORY_TREE } from './seed.categories.data'
import type { ContentIds } from './seed.content'
import type { I18n } from './seed.text'
import type { SeedWriter } from './seed.writer'

/** The social networks of footer4, with their (fictional) profile URLs. */
export const SOCIAL_LINKS = [
  { network: 'facebook', title: 'Facebook', url: 'https://www.facebook.com/vitrina.test' },
  { network: 'instagram', title: 'Instagram', url: 'https://www.instagram.com/vitrina.test' },
  { network: 'youtube', title: 'YouTube', url: 'https://www.youtube.com/@vitrina.test' },
  { network: 'tiktok', title: 'TikTok', url: 'https://www.tiktok.com/@vitrina.test' },
] as const

/** The titles of the footer columns, which the footer element repeats for the shop. */
export const FOOTER_TITLES: Record<'footer1' | 'footer2' | 'footer3' | 'footer4', I18n> = {
  footer1: { hr: 'Kupovina', sl: 'Nakupovanje' },
  footer2: { hr: 'O nama', sl: 'O nas' },
  footer3: { hr: 'Korisno', sl: 'Koristno' },
  footer4: { hr: 'Pratite nas', sl: 'Sledite nam' },
}

type Item =
  | { type: 'productCategory'; categoryId: number; title: I18n; children?: Item[] }
  | { type: 'page'; postId: number; title: I18n }
  | { type: 'external'; title: I18n; url: I18n; target?: string }
  | { type: 'social'; network: string; title: I18n; url: string }

/** Seeds the trees main (categories, then sub-categories) and footer1..footer4 (footer4 holds social links). */
export function seedNavigation(writer: SeedWriter, content: ContentIds): void {
  const page = (key: string, title: I18n): Item => ({ type: 'page', postId: content.pages[key]!, title })
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
        page('terms', { hr: 'Uvjeti kupnje', sl: 'Pogoji nakupa' }),
        page('delivery', { hr: 'Dostava', sl: 'Dostava' }),
        page('payment', { hr: 'Načini plaćanja', sl: 'Načini plačila' }),
        page('returns', { hr: 'Povrat i zamjena', sl: 'Vračilo in zamenjava' }),
      ],
    },
    footer2: {
      name: 'O nama',
      items: [
        page('about', { hr: 'O nama', sl: 'O nas' }),
        page('contact', { hr: 'Kontakt', sl: 'Kontakt' }),
        // Routes of the shop rather than CMS pages: stored as per-language links. 'Novosti' is the news list
        // (the blog route), not the CMS page of that name.
        { type: 'external', title: { hr: 'Novosti', sl: 'Novice' }, url: { hr: '/objave', sl: '/sl/objave' } },
        { type: 'external', title: { hr: 'Naše poslovnice', sl: 'Naše poslovalnice' }, url: { hr: '/nase-poslovnice', sl: '/sl/nase-poslovnice' } },
      ],
    },
    footer3: {
      name: 'Korisno',
      items: [
        page('faq', { hr: 'Česta pitanja', sl: 'Pogosta vprašanja' }),
        page('privacy', { hr: 'Politika privatnosti', sl: 'Politika zasebnosti' }),
        // The shop's cookie-policy screen (the CMS page plus the cookie settings), in every language at the same path.
        { type: 'external', title: { hr: 'Politika kolačića', sl: 'Politika piškotkov' }, url: { hr: '/politika-kolacica', sl: '/sl/politika-kolacica' } },
        { type: 'external', title: { hr: 'Pronađi poklon', sl: 'Poišči darilo' }, url: { hr: '/pronadi-poklon', sl: '/sl/pronadi-poklon' } },
      ],
    },
    footer4: {
      name: 'Društvene mreže',
      items: SOCIAL_LINKS.map((link) => ({ type: 'social', network: link.network, title: { hr: link.title, sl: link.title }, url: link.url })),
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
    for (const language of ['hr', 'sl'] as const) {
      const url = item.type === 'external' ? item.url[language] : item.type === 'social' ? item.url : null
      writer.insert('navigation_item_translations', { item_id: id, language, title: item.title[language], url })
    }
    if (item.type === 'productCategory' && item.children) insertItems(writer, treeId, id, item.children)
  })
}
