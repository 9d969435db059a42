import { SEED_EPOCH } from './seed.constants'
import { addArtwork } from './seed.media'
import { PAGES } from './seed.pages.data'
import { CATEGORY_PARAGRAPHS, POSTS, TERMS } from './seed.posts.data'
import { isoDaysAfter, type I18n, slugify } from './seed.text'
import type { SeedWriter } from './seed.writer'

/** Ids of seeded content that other seed steps link to. */
export interface ContentIds {
  /** Page ids by page key (about, contact, terms, cookies, privacy, delivery, payment, returns, faq, news). */
  pages: Record<string, number>
  posts: number[]
  /** The media id of each post's picture, in the order of `posts` (the footer's video reuses one as its cover). */
  postMedia: number[]
}

const LANGUAGES = ['hr', 'sl'] as const

/** Seeds post types, blog terms, pages and blog posts in hr and sl, and the pages' titles in en and de. */
export function seedContent(writer: SeedWriter): ContentIds {
  const postType = writer.insert('post_types', { slug: 'post', name: { hr: 'Objave', sl: 'Objave' } })
  const pageType = writer.insert('post_types', { slug: 'page', name: { hr: 'Stranice', sl: 'Strani' } })

  const termIds = new Map<string, number>()
  TERMS.forEach((term, position) => {
    const id = writer.insert('terms', { taxonomy: term.taxonomy, position, created_at: isoDaysAfter(SEED_EPOCH, -500) })
    termIds.set(term.key, id)
    for (const language of LANGUAGES) {
      writer.insert('term_translations', { term_id: id, language, title: term.title[language], slug: term.slug[language] })
    }
  })

  const pages: Record<string, number> = {}
  PAGES.forEach((page, index) => {
    const at = isoDaysAfter(SEED_EPOCH, -450 + index)
    const id = insertPost(writer, pageType, null, page.slug.hr, at, false)
    for (const language of LANGUAGES) {
      const body = page.paragraphs[language].map((text) => `<p>${text}</p>`).join('\n')
      insertTranslation(writer, id, page.slug.hr, language, page.title[language], page.slug[language], page.paragraphs[language][0] ?? '', body)
    }
    // A page's title is chrome (the navigation links to it); its slug and body stay hr in en and de.
    for (const language of ['en', 'de'] as const) {
      writer.insert('post_title_translations', { post_id: id, language, title: page.title[language], meta_title: `${page.title[language]} | Vitrina` })
    }
    pages[page.key] = id
  })

  const posts: number[] = []
  const postMedia: number[] = []
  // POSTS is newest first; publish them from oldest to newest, one every six days.
  POSTS.forEach((post, index) => {
    const publishedAt = isoDaysAfter(SEED_EPOCH, -6 * index - 1 + 0.25)
    const mediaId = addArtwork(writer, { palette: 'blog', title: post.title.hr, directory: 'blog', angle: index % 2 === 0 ? 0 : 1 }, publishedAt)
    const slugs: I18n = { hr: slugify(post.title.hr), sl: slugify(post.title.sl) }
    const id = insertPost(writer, postType, mediaId, slugs.hr, publishedAt, true)
    for (const language of LANGUAGES) {
      insertTranslation(
        writer,
        id,
        slugs.hr,
        language,
        post.title[language],
        slugs[language],
        post.excerpt[language],
        postBody(post.excerpt[language], post.category, language),
      )
    }
    for (const key of [post.category, ...post.tags]) writer.insert('post_terms', { post_id: id, term_id: termIds.get(key)! })
    posts.push(id)
    postMedia.push(mediaId)
  })
  return { pages, posts, postMedia }
}

export function insertPost(writer: SeedWriter, typeId: number, mediaId: number | null, slugMain: string, at: string, allowComments: boolean): number {
  return writer.insert('posts', {
    post_type_id: typeId,
    media_id: mediaId,
    status: 'published',
    slug_main: slugMain,
    author: 'Uredništvo Vitrine',
    allow_comments: allowComments,
    published_at: at,
    created_at: at,
    updated_at: at,
  })
}

/** A translation of the post `postId` in its post's translation group `slugMain` (migration 9). */
export function insertTranslation(
  writer: SeedWriter,
  postId: number,
  slugMain: string,
  language: string,
  title: string,
  slug: string,
  excerpt: string,
  body: string,
): void {
  writer.insert('post_translations', {
    post_id: postId,
    translation_group: slugMain,
    language,
    title,
    slug,
    excerpt,
    body,
    meta_title: `${title} | Vitrina`,
    meta_description: excerpt,
  })
}

function postBody(excerpt: string, category: string, language: 'hr' | 'sl'): string {
  const [first, second] = CATEGORY_PARAGRAPHS[category]![language]
  const heading = language === 'hr' ? 'Ukratko' : 'Na kratko'
  const tips =
    language === 'hr'
      ? ['Ne žurite: svaka beba ima svoj ritam.', 'Pitajte za savjet u poslovnici.', 'Sačuvajte račun i upute proizvođača.']
      : ['Ne hitite: vsak dojenček ima svoj ritem.', 'Za nasvet vprašajte v poslovalnici.', 'Shranite račun in navodila proizvajalca.']
  return [
    `<p><strong>${excerpt}</strong></p>`,
    `<p>${first}</p>`,
    `<h2>${heading}</h2>`,
    `<ul>${tips.map((tip) => `<li>${tip}</li>`).join('')}</ul>`,
    `<p>${second}</p>`,
  ].join('\n')
}
