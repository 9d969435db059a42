import { invalid, optionalString } from '../http/http.input'
import { CONTENT_LANGUAGES, type ContentLanguage } from '../http/http.language'
import { readSlug } from './cms.slug'
import { POST_MESSAGES } from './post.messages'

const MAX_TITLE = 200
const MAX_EXCERPT = 1000
const MAX_CONTENT = 200_000

/** Whether a post is shown to visitors. */
export type PostStatus = 'published' | 'draft'

/** What `post/create` makes: one post in one language. */
export interface NewPost {
  /** A post type slug: `post`, `page` or one made through `postType/create` (checked against the database later). */
  type: string
  title: string
  slug: string
  language: ContentLanguage
  excerpt: string
  /** The HTML body. */
  content: string
  status: PostStatus
  meta: Record<string, unknown>
}

/** Reads the body of `post/create`; `language` defaults to the content language of the request, `status` to draft. */
export function readNewPost(body: Record<string, unknown>, requestLanguage: ContentLanguage): NewPost {
  const { type, title, language, status, meta } = body
  if (typeof type !== 'string' || type.trim() === '') invalid('type', POST_MESSAGES.type)
  if (typeof title !== 'string' || title.trim() === '') invalid('title', POST_MESSAGES.title)
  if (title.length > MAX_TITLE) invalid('title', `title must be at most ${MAX_TITLE} characters.`)
  const slug = readSlug(body.slug, 'slug')
  if (language !== undefined && !(CONTENT_LANGUAGES as readonly unknown[]).includes(language)) invalid('language', POST_MESSAGES.language)
  const excerpt = optionalString(body.excerpt, 'excerpt', MAX_EXCERPT) ?? ''
  const content = optionalString(body.content, 'content', MAX_CONTENT) ?? ''
  if (status !== undefined && status !== 'published' && status !== 'draft') invalid('status', POST_MESSAGES.status)
  if (meta !== undefined && (meta === null || typeof meta !== 'object' || Array.isArray(meta))) invalid('meta', POST_MESSAGES.meta)
  return {
    type: type.trim(),
    title: title.trim(),
    slug,
    language: (language as ContentLanguage | undefined) ?? requestLanguage,
    excerpt,
    content,
    status: (status as PostStatus | undefined) ?? 'draft',
    meta: (meta as Record<string, unknown> | undefined) ?? {},
  }
}
