import { createContentService, type ContentService } from '@vitrina/sdk'
import { useStorefront } from './storefront.context'

/**
 * Hands through the instance's content service (`createContentService`, one per instance): posts and pages by slug,
 * the news list, terms, events, reviews and the finder (`decideSlug`, `searchSlugs`, `pathOnLanguage`). Its reads
 * return results; a post or page that does not exist answers `NOT_FOUND`.
 *
 * @example
 * ```tsx
 * import { useContent } from '@vitrina/react'
 *
 * function usePostLoader(showNotFound: () => void) {
 *   const content = useContent()
 *   return async (slug: string) => {
 *     const post = await content.getPost(slug)
 *     if (!post.ok && post.error.code === 'NOT_FOUND') showNotFound()
 *     return post
 *   }
 * }
 * ```
 */
export function useContent(): ContentService {
  return createContentService(useStorefront())
}
